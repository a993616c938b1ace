// The end of a paged list: loading, '没有更多了' (暂无数据 when it ended with nothing), a failure the reader
// can retry, or (idle) a tap to load more; never blank. The next page is asked for whenever the footer is
// in view (or nearly) and the list is not finished: when it comes into view, and again after each page
// arrives while it still is (a big jump to the bottom, the End key or a fast fling fire no second
// reach-bottom event).
import { useEffect, useMemo, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { reaction } from 'mobx'
import { observer } from 'mobx-react-lite'
import type { PagedList } from '../../stores/paged-list'
import { viewport } from '../../platform/viewport'
import './index.scss'

export const NO_MORE = '没有更多了'
/** a list that ended with nothing in it (the specs' empty state) */
export const NO_DATA = '暂无数据'
export const LOADING_MORE = '加载中…'
export const RETRY_HINT = '点击重试'
export const LOAD_MORE = '上拉加载更多'
/** the next page is asked for this far before the footer reaches the screen */
export const PREFETCH_PX = 300

let seq = 0

export interface ListFooterProps {
  list: Pick<PagedList<unknown>, 'loading' | 'finished' | 'error' | 'retry' | 'loadMore' | 'empty'>
}

function ListFooter({ list }: ListFooterProps) {
  const [id] = useState(() => `list-footer-${++seq}`)
  const page = useMemo(() => Taro.getCurrentInstance().page as { path?: string } | null, [])
  const inView = useRef(false)
  useEffect(() => {
    const loadIfShown = () => {
      if (inView.current && !list.loading && !list.finished && !list.error) void list.loadMore()
    }
    let stopWatching: () => void = () => undefined
    const watch = () => {
      stopWatching()
      inView.current = false
      stopWatching = viewport.watch(page, `#${id}`, PREFETCH_PX, shown => {
        inView.current = shown
        loadIfShown()
      })
    }
    watch()
    // a page that arrived moved the footer: what was seen before it rendered is stale, so the footer is
    // looked at afresh, and the next page follows only if it is still in view
    const stopReacting = reaction(() => list.loading, loading => { if (!loading) watch() })
    return () => {
      stopWatching()
      stopReacting()
    }
  }, [list, page, id])

  const { loading, finished, error } = list
  if (error) {
    return (
      <View id={id} className='list-footer list-footer--error' onClick={() => void list.retry()}>
        <Text>{error}，</Text>
        <Text className='list-footer__retry'>{RETRY_HINT}</Text>
      </View>
    )
  }
  // an empty list says so rather than 没有更多了 under nothing
  if (finished) return <View id={id} className='list-footer'>{list.empty ? NO_DATA : NO_MORE}</View>
  if (loading) return <View id={id} className='list-footer'>{LOADING_MORE}</View>
  return <View id={id} className='list-footer list-footer--idle' onClick={() => void list.loadMore()}>{LOAD_MORE}</View>
}

export default observer(ListFooter)
