// Route meta keepAlive (reading-side spec §2): a page the reader leaves and comes back to — a tab switched
// away and back, which starts the page anew — opens where they were. Its data is kept by its stores already;
// this keeps its scroll position for the session, per address.
import { useEffect, useMemo, useRef } from 'react'
import Taro, { usePageScroll } from '@tarojs/taro'
import { router } from '../platform/router'

const kept = new Map<string, number>()

/** `route` null: the page is not kept alive. `ready`: it has drawn its first screen (its list as left). */
export function useKeptScroll(route: string | null, ready: boolean): void {
  const key = useMemo(() => (route ? `${route} ${router.currentUrl()}` : null), [route])
  const top = useRef(0)
  usePageScroll(({ scrollTop }) => { top.current = scrollTop })
  // left (the page is closed): where it was
  useEffect(() => () => {
    if (key) kept.set(key, top.current)
  }, [key])
  // back: there again, once drawn
  useEffect(() => {
    if (!key || !ready) return undefined
    const at = kept.get(key)
    if (!at) return undefined
    kept.delete(key)
    const t = setTimeout(() => void Taro.pageScrollTo({ scrollTop: at, duration: 0 }).catch(() => undefined), 0)
    return () => clearTimeout(t)
  }, [key, ready])
}
