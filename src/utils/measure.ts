// Layout queries that may run while pages change. Taro answers a query against the *current* page,
// and on H5 throws (asynchronously, out of reach of a try) when that page has no container yet; so a
// component only measures while its own page is the current one.
import { useCallback, useMemo } from 'react'
import Taro from '@tarojs/taro'

type Query = ReturnType<typeof Taro.createSelectorQuery>
export type LayoutQuery = <R extends unknown[]>(build: (q: Query) => Query, done: (results: R) => void) => void

export function useLayoutQuery(): LayoutQuery {
  const owner = useMemo(() => Taro.getCurrentInstance().page, [])
  return useCallback(<R extends unknown[]>(build: (q: Query) => Query, done: (results: R) => void) => {
    if (Taro.getCurrentInstance().page !== owner) return
    try {
      build(Taro.createSelectorQuery()).exec(res => done(res as unknown as R))
    } catch {
      // no page to measure right now
    }
  }, [owner])
}
