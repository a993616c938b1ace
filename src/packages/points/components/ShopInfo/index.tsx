// A page of the shop's standing texts (关于我们, 免责声明, 用户协议): a heading and its paragraphs.
import { Text, View } from '@tarojs/components'
import './index.scss'

export interface ShopInfoSection {
  heading?: string
  paragraphs: readonly string[]
}

export default function ShopInfo({ title, sections }: { title: string; sections: readonly ShopInfoSection[] }) {
  return (
    <View className='shop-info'>
      <Text className='shop-info__title'>{title}</Text>
      {sections.map((s, i) => (
        <View key={i} className='shop-info__section'>
          {s.heading ? <Text className='shop-info__heading'>{s.heading}</Text> : null}
          {s.paragraphs.map(p => <Text key={p} className='shop-info__text'>{p}</Text>)}
        </View>
      ))}
    </View>
  )
}
