// Data a component fetches for itself (blocks, headers): loading, data, a failure message, reload.
import { useCallback, useEffect, useRef, useState } from 'react'
import { errorMessage } from '../services/request'

export interface AsyncState<T> {
  data: T | undefined
  loading: boolean
  error: string
  reload: () => void
}

export function useAsync<T>(fetcher: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: string }>({ data: undefined, loading: true, error: '' })
  const round = useRef(0)
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
  useEffect(load, [load])
  return { ...state, reload: load }
}
