// A banner carousel: autoplay every 5 s, dots only with more than one slide, each slide a picture and a
// title. The home's banners (stories) open their target by dataType; other banners (the points shop's)
// come as slides with what a tap opens.
import { Text, View } from '@tarojs/components'
import { Picture } from '../../platform/picture'
import { Carousel } from '../../platform/carousel'
import { useState } from 'react'
import type { NewsItem } from '@types-api/news'
import { openBanner } from '../../utils/open-item'
import { BANNER_PERCENT, thumbnail } from '../../../common/image'
import { useLater } from '../../utils/use-later'
import './index.scss'

export const CAROUSEL_INTERVAL_MS = 5000

export interface BannerSlide {
  id: number
  image: string
  title: string
  open: () => void
}

export interface BannerCarouselProps {
  banners?: NewsItem[]
  slides?: BannerSlide[]
}

const storySlide = (b: NewsItem): BannerSlide => ({ id: b.id, image: b.imageUrl[0] ?? '', title: b.title, open: () => openBanner(b) })

export default function BannerCarousel({ banners = [], slides }: BannerCarouselProps) {
  const [current, setCurrent] = useState(0)
  // the slides after the first come a moment later (the first is all a reader sees at first)
  const rest = useLater()
  const all = slides ?? banners.map(storySlide)
  if (all.length === 0) return null
  const many = all.length > 1
  return (
    <View className='banner-carousel'>
      <Carousel className='banner-carousel__swiper' autoplay={many} interval={CAROUSEL_INTERVAL_MS} circular={many} onChange={setCurrent}>
        {(rest ? all : all.slice(0, 1)).map(b => (
          <View key={b.id} className='banner-carousel__slide' onClick={b.open}>
            <Picture className='banner-carousel__img' src={thumbnail(b.image, BANNER_PERCENT)} mode='aspectFill' />
            <Text className='banner-carousel__title'>{b.title}</Text>
          </View>
        ))}
      </Carousel>
      {many ? (
        <View className='banner-carousel__dots'>
          {all.map((b, i) => <View key={b.id} className={`banner-carousel__dot${i === current ? ' banner-carousel__dot--on' : ''}`} />)}
        </View>
      ) : null}
    </View>
  )
}
