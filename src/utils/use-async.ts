// Data a component fetches for itself (blocks, headers): loading, data, a failure message, reload.
import { useCallback, useEffect, useRef, useState } from 'react'
import { errorMessage } from '../services/request'

export interface AsyncState<T> {
  data: T | undefined
  loading: boolean
  error: string
  reload: () => void
}

/** `initial`: data already at hand (what the H5 page came with): shown at once, the first fetch skipped */
export function useAsync<T>(fetcher: () => Promise<T>, deps: readonly unknown[], initial?: () => T | undefined): AsyncState<T> {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: string }>(() => {
    const data = initial?.()
    return { data, loading: data === undefined, error: '' }
  })
  const round = useRef(0)
  const skip = useRef(state.data !== undefined)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(fetcher, deps)
  const load = useCallback(() => {
    const mine = ++round.current
    setState(s => ({ ...s, loading: true, error: '' }))
    run().then(
      data => { if (mine === round.current) setState({ data, loading: false, error: '' }) },
      err => { if (mine === round.current) setState(s => ({ ...s, loading: false, error: errorMessage(err) })) },
    )
  }, [run])
  useEffect(() => {
    if (skip.current) skip.current = false
    else load()
  }, [load])
  return { ...state, reload: load }
}
