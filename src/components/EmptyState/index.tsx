// What a list or screen shows when there is nothing to show.
import { Text, View } from '@tarojs/components'
import './index.scss'

export interface EmptyStateProps {
  text: string
}

export default function EmptyState({ text }: EmptyStateProps) {
  return (
    <View className='empty-state'>
      <View className='empty-state__icon' />
      <Text className='empty-state__text'>{text}</Text>
    </View>
  )
}
