// Placeholder cards while a list loads; the bars carry (invisible) filler text so they hold a real line
// height. A screen reader hears 正在加载 once, not the filler.
import { Text, View } from '@tarojs/components'
import './index.scss'

export interface SkeletonProps {
  rows?: number
}

const FILLER = '正在加载内容正在加载内容'
export const LOADING_LABEL = '正在加载'

export default function Skeleton({ rows = 4 }: SkeletonProps) {
  return (
    <View className='skeleton' role='status' aria-busy='true' aria-label={LOADING_LABEL}>
      {Array.from({ length: rows }, (_, i) => (
        <View key={i} className='skeleton__card' aria-hidden='true'>
          <View className='skeleton__body'>
            <Text className='skeleton__bar'><Text className='skeleton__filler'>{FILLER}</Text></Text>
            <Text className='skeleton__bar skeleton__bar--short'><Text className='skeleton__filler'>{FILLER}</Text></Text>
            <Text className='skeleton__bar skeleton__bar--meta'><Text className='skeleton__filler'>{FILLER}</Text></Text>
          </View>
          <View className='skeleton__thumb' />
        </View>
      ))}
    </View>
  )
}
