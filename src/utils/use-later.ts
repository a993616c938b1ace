// What a screen shows below its first view is drawn a moment later, in a task of its own: the first
// render of a page is shorter on a slow phone (no long task stands between the reader and their first
// tap) and the mini-program's first setData smaller. false on the first render, true from the next
// task on.
import { useEffect, useState } from 'react'

export function useLater(): boolean {
  const [later, setLater] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setLater(true), 0)
    return () => clearTimeout(timer)
  }, [])
  return later
}
