import type { NewsItem } from '@types-api/news'

export interface NewsCardProps {
  item: NewsItem
  onOpen: (item: NewsItem) => void
}
