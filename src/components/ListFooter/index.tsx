// The end of a paged list: loading, '没有更多了', or a failure the reader can retry.
import { Text, View } from '@tarojs/components'
import './index.scss'

export const NO_MORE = '没有更多了'
export const LOADING_MORE = '加载中…'
export const RETRY_HINT = '点击重试'

export interface ListFooterProps {
  loading: boolean
  finished: boolean
  error: string
  onRetry: () => void
}

export default function ListFooter({ loading, finished, error, onRetry }: ListFooterProps) {
  if (error) {
    return (
      <View className='list-footer list-footer--error' onClick={onRetry}>
        <Text>{error}，</Text>
        <Text className='list-footer__retry'>{RETRY_HINT}</Text>
      </View>
    )
  }
  if (finished) return <View className='list-footer'>{NO_MORE}</View>
  if (loading) return <View className='list-footer'>{LOADING_MORE}</View>
  return <View className='list-footer' />
}
