// The home banner carousel: autoplay every 5 s, dots only with more than one slide, each slide the
// first image and the title; a tap opens the target by dataType.
import { Image, Text, View } from '@tarojs/components'
import { Carousel } from '../../platform/carousel'
import { useState } from 'react'
import type { NewsItem } from '@types-api/news'
import { openBanner } from '../../utils/open-item'
import './index.scss'

export const CAROUSEL_INTERVAL_MS = 5000

export interface BannerCarouselProps {
  banners: NewsItem[]
}

export default function BannerCarousel({ banners }: BannerCarouselProps) {
  const [current, setCurrent] = useState(0)
  if (banners.length === 0) return null
  const many = banners.length > 1
  return (
    <View className='banner-carousel'>
      <Carousel className='banner-carousel__swiper' autoplay={many} interval={CAROUSEL_INTERVAL_MS} circular={many} onChange={setCurrent}>
        {banners.map(b => (
          <View key={b.id} className='banner-carousel__slide' onClick={() => openBanner(b)}>
            <Image className='banner-carousel__img' src={b.imageUrl[0] ?? ''} mode='aspectFill' />
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
