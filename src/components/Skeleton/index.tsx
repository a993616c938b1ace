// Placeholder cards while a list loads; the bars carry filler text so they hold a real line height.
import { Text, View } from '@tarojs/components'
import './index.scss'

export interface SkeletonProps {
  rows?: number
}

const FILLER = '正在加载内容正在加载内容'

export default function Skeleton({ rows = 4 }: SkeletonProps) {
  return (
    <View className='skeleton' aria-busy='true'>
      {Array.from({ length: rows }, (_, i) => (
        <View key={i} className='skeleton__card'>
          <View className='skeleton__body'>
            <Text className='skeleton__bar'>{FILLER}</Text>
            <Text className='skeleton__bar skeleton__bar--short'>{FILLER}</Text>
            <Text className='skeleton__bar skeleton__bar--meta'>{FILLER}</Text>
          </View>
          <View className='skeleton__thumb' />
        </View>
      ))}
    </View>
  )
}
