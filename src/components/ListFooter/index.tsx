// The end of a paged list: loading, '没有更多了', or a failure the reader can retry.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { PagedList } from '../../stores/paged-list'
import './index.scss'

export const NO_MORE = '没有更多了'
export const LOADING_MORE = '加载中…'
export const RETRY_HINT = '点击重试'

export interface ListFooterProps {
  list: Pick<PagedList<unknown>, 'loading' | 'finished' | 'error' | 'retry'>
}

function ListFooter({ list }: ListFooterProps) {
  const { loading, finished, error } = list
  if (error) {
    return (
      <View className='list-footer list-footer--error' onClick={() => void list.retry()}>
        <Text>{error}，</Text>
        <Text className='list-footer__retry'>{RETRY_HINT}</Text>
      </View>
    )
  }
  if (finished) return <View className='list-footer'>{NO_MORE}</View>
  if (loading) return <View className='list-footer'>{LOADING_MORE}</View>
  return <View className='list-footer' />
}

export default observer(ListFooter)
