// An ad in a detail page: its picture and title, marked 广告; a tap opens where it leads.
import { Text, View } from '@tarojs/components'
import { Picture } from '../../../../platform/picture'
import type { Ad } from '@types-api/interaction'
import { openLink } from '../../../../utils/open-item'
import { DETAIL_TEXT } from '../../../../utils/interaction-text'
import './index.scss'

export interface AdSlotProps {
  ad: Ad | undefined
}

/** position classes by ad type: 5 content-upper, 3 content-lower, 2 content-bottom */
const SLOT: Record<number, string> = { 5: 'upper', 3: 'lower', 2: 'bottom' }

export default function AdSlot({ ad }: AdSlotProps) {
  if (!ad) return null
  return (
    <View className={`ad-slot ad-slot--${SLOT[ad.type] ?? 'lower'}`} onClick={() => openLink(ad.url)}>
      <Picture className='ad-slot__img' src={ad.imgSrc} mode='aspectFill' />
      <Text className='ad-slot__title'>{ad.title}</Text>
      <Text className='ad-slot__mark'>{DETAIL_TEXT.ad}</Text>
    </View>
  )
}
