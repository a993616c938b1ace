// The console's addresses (/admin/…) in the browser's history: one state, pushState and popstate.
import { useEffect, useState } from 'react'

export const BASE = '/admin'

/** the address under /admin ('/stories/12'), with its query */
export function currentPath(): { path: string; query: URLSearchParams } {
  const path = location.pathname.startsWith(BASE) ? location.pathname.slice(BASE.length) || '/' : '/'
  return { path: path.length > 1 ? path.replace(/\/$/, '') : path, query: new URLSearchParams(location.search) }
}

const listeners = new Set<() => void>()

export function navigate(to: string, replace = false): void {
  const url = BASE + to
  if (replace) history.replaceState(null, '', url)
  else history.pushState(null, '', url)
  listeners.forEach(l => l())
}

export function useLocation(): { path: string; query: URLSearchParams } {
  const [, setTick] = useState(0)
  useEffect(() => {
    const changed = () => setTick(t => t + 1)
    listeners.add(changed)
    window.addEventListener('popstate', changed)
    return () => {
      listeners.delete(changed)
      window.removeEventListener('popstate', changed)
    }
  }, [])
  return currentPath()
}
