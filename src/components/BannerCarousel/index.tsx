// The home banner carousel: autoplay every 5 s, dots only with more than one slide, each slide the
// first image and the title; a tap opens the target by dataType.
import { Text, View } from '@tarojs/components'
import { Picture } from '../../platform/picture'
import { Carousel } from '../../platform/carousel'
import { useState } from 'react'
import type { NewsItem } from '@types-api/news'
import { openBanner } from '../../utils/open-item'
import { BANNER_PERCENT, thumbnail } from '../../utils/image'
import { useLater } from '../../utils/use-later'
import './index.scss'

export const CAROUSEL_INTERVAL_MS = 5000

export interface BannerCarouselProps {
  banners: NewsItem[]
}

export default function BannerCarousel({ banners }: BannerCarouselProps) {
  const [current, setCurrent] = useState(0)
  // the slides after the first come a moment later (the first is all a reader sees at first)
  const rest = useLater()
  if (banners.length === 0) return null
  const many = banners.length > 1
  return (
    <View className='banner-carousel'>
      <Carousel className='banner-carousel__swiper' autoplay={many} interval={CAROUSEL_INTERVAL_MS} circular={many} onChange={setCurrent}>
        {(rest ? banners : banners.slice(0, 1)).map(b => (
          <View key={b.id} className='banner-carousel__slide' onClick={() => openBanner(b)}>
            <Picture className='banner-carousel__img' src={thumbnail(b.imageUrl[0] ?? '', BANNER_PERCENT)} mode='aspectFill' />
            <Text className='banner-carousel__title'>{b.title}</Text>
          </View>
        ))}
      </Carousel>
      {many ? (
        <View className='banner-carousel__dots'>
          {banners.map((b, i) => <View key={b.id} className={`banner-carousel__dot${i === current ? ' banner-carousel__dot--on' : ''}`} />)}
        </View>
      ) : null}
    </View>
  )
}
