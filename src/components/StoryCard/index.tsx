// The card for any list item: live and VR items have their own cards, blocks show their own data,
// everything else is laid out by showType.
import type { NewsItem } from '@types-api/news'
import { DATA_TYPE, SHOW_TYPE } from '@types-api/common'
import NewsCard from '../NewsCard'
import LiveCard from '../LiveCard'
import VrCard from '../VrCard'
import DistrictBlock from '../DistrictBlock'
import ProviderBlock from '../ProviderBlock'

export interface StoryCardProps {
  item: NewsItem
  onOpen: (item: NewsItem) => void
}

export default function StoryCard({ item, onOpen }: StoryCardProps) {
  if (item.showType === SHOW_TYPE.districtBlock) return <DistrictBlock title={item.title} />
  if (item.showType === SHOW_TYPE.providerBlock) return <ProviderBlock title={item.title} />
  if (item.dataType === DATA_TYPE.live) return <LiveCard item={item} onOpen={onOpen} />
  if (item.isVR) return <VrCard item={item} onOpen={onOpen} />
  return <NewsCard item={item} onOpen={onOpen} />
}
