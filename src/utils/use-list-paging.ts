// A page's list follows the reader: first page on mount, the next at the bottom, pull to refresh.
import { useEffect } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import type { PagedList } from '../stores/paged-list'

/** A view showing the start of `list` (a ticker, a block) has its first page, and pages no further. */
export function useFirstPage(list: PagedList<unknown> | null): void {
  useEffect(() => {
    if (list && list.page === 0 && !list.loading) void list.loadMore()
  }, [list])
}

export function useListPaging(list: PagedList<unknown> | null, onRefresh?: () => Promise<unknown>): void {
  useFirstPage(list)
  useReachBottom(() => {
    if (list && !list.error) void list.loadMore()
  })
  usePullDownRefresh(() => {
    void Promise.all([list?.refresh(), onRefresh?.()]).finally(() => Taro.stopPullDownRefresh())
  })
}
