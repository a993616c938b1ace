// H5: no pre-fetch (a page carries its first answers as boot data).
import type { PrefetchAdapter } from './prefetch'

export const prefetch: PrefetchAdapter = {
  start: () => undefined,
  wait: () => undefined,
  answer: () => undefined,
}
