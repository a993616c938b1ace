// 相关新闻: the story's related stories as list cards.
import { Text, View } from '@tarojs/components'
import type { NewsItem, RelatedNews as Related } from '@types-api/news'
import NewsCard from '../../../../components/NewsCard'
import { openItem } from '../../../../utils/open-item'
import { DETAIL_TEXT } from '../../../../utils/interaction-text'
import './index.scss'

/** A detail's related story (hotNews) as a list item: a card with its picture when it has one. */
export function relatedItem(r: Related): NewsItem {
  return {
    ...r, targetUrl: '', pv: 0, isTop: 0, label: '', interactNum: 0, videoUrl: '', videoTime: '', isVideo: 0,
    topTitle: '', smallText: '', intro: '', customImage: '', showType: r.imageUrl.length ? 4 : 0,
  }
}

export interface RelatedNewsProps {
  items: NewsItem[]
}

export default function RelatedNews({ items }: RelatedNewsProps) {
  if (items.length === 0) return null
  return (
    <View className='related-news'>
      <Text className='related-news__title'>{DETAIL_TEXT.related}</Text>
      {items.map(item => <NewsCard key={item.id} item={item} onOpen={openItem} />)}
    </View>
  )
}
