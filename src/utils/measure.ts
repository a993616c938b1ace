// Layout queries that may run while pages change: a component measures only while its own page is
// the current one, and only inside that page (see the layout adapter).
import { useCallback, useMemo } from 'react'
import Taro from '@tarojs/taro'
import { layout, type LayoutRequest, type LayoutResult } from '../platform/layout'

export type { Rect, LayoutRequest } from '../platform/layout'
export type LayoutQuery = <R extends LayoutResult[]>(requests: LayoutRequest[], done: (results: R) => void) => void

export function useLayoutQuery(): LayoutQuery {
  const owner = useMemo(() => Taro.getCurrentInstance().page as { path?: string } | null, [])
  return useCallback(<R extends LayoutResult[]>(requests: LayoutRequest[], done: (results: R) => void) => {
    if (Taro.getCurrentInstance().page !== owner) return
    layout.measure(owner, requests, results => done(results as R))
  }, [owner])
}

/** the height of the screen's visible area in px */
export const windowHeight = (): number => layout.windowHeight()
