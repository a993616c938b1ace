// What every console page does the same way: load something and show it (or why not), act and say what
// happened (the server's own words: 已保存, 已发布 …, or its problem), and page through a list.
import { useCallback, useEffect, useState, type DependencyList } from 'react'
import { App, Button, Space } from 'antd'
import { problem } from '../api'

/** `load`'s data while `deps` hold (null while it loads), its problem, and a reload */
export function useLoaded<T>(load: () => Promise<T>, deps: DependencyList): { data: T | null; error: string; reload: () => void } {
  const [data, setData] = useState<T | null>(null)
  const [error, setError] = useState('')
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const reload = useCallback(() => {
    setData(null)
    setError('')
    load().then(setData, err => { setError(problem(err)); setData(null) })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)
  useEffect(reload, [reload])
  return { data, error, reload }
}

/** runs a call, tells its answer's words (or its problem); `then` with its data once it succeeded */
export function useAction() {
  const { message } = App.useApp()
  return useCallback(async <T,>(call: () => Promise<{ data: T; message: string }>, then?: (data: T) => void): Promise<boolean> => {
    try {
      const done = await call()
      void message.success(done.message)
      then?.(done.data)
      return true
    } catch (err) {
      void message.error(problem(err))
      return false
    }
  }, [message])
}

/**
 * Acts on many at once (a moderator's selection), one call each: how many went through is told in one
 * message (`done(n)`), each that did not with its problem (`name` says which); `after` once all have run.
 */
export function useEach() {
  const { message } = App.useApp()
  const [busy, setBusy] = useState(false)
  const run = useCallback(async <T,>(items: T[], call: (item: T) => Promise<unknown>, name: (item: T) => string, done: (n: number) => string, after: () => void) => {
    setBusy(true)
    let ok = 0
    for (const item of items) {
      try {
        await call(item)
        ok++
      } catch (err) {
        void message.error(`${name(item)}：${problem(err)}`)
      }
    }
    if (ok) void message.success(done(ok))
    setBusy(false)
    after()
  }, [message])
  return { busy, run }
}

/** 上一页 · 第 N 页 · 下一页 */
export function Pager({ page, hasMore, onPage }: { page: number; hasMore: boolean; onPage: (page: number) => void }) {
  return (
    <Space style={{ marginTop: 16 }}>
      <Button disabled={page === 1} onClick={() => onPage(page - 1)}>上一页</Button>
      <span>第 {page} 页</span>
      <Button disabled={!hasMore} onClick={() => onPage(page + 1)}>下一页</Button>
    </Space>
  )
}
