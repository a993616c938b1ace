// The answers a page's route says it asks for first (common/routes.ts `first`), asked for as the page
// loads: in its first render, before its stores' effects run and before its first frame goes to the view
// (on the mini-program, before the first setData). The request client hands each to the store that asks
// for it, once; a page opened from a share card has its data on the way while its first frame is drawn.
// (An H5 page carries them as boot data instead: what the boot data holds is not asked for again. What
// WeChat fetched ahead of a cold start is the mini-program's: platform/prefetch.)
import type { Envelope } from '@types-api/common'

/** an early answer no store took within this long is dropped (the page asks afresh) */
export const EARLY_TTL_MS = 10_000

interface Early { token: string; at: number; answer: Promise<Envelope<unknown>> }
const early = new Map<string, Early>()

function dropStale(now: number): void {
  for (const [key, e] of early) if (now - e.at > EARLY_TTL_MS) early.delete(key)
}

/** whether an answer for `key` is on its way (asked for early, not yet taken) */
export function hasEarly(key: string, token: string): boolean {
  dropStale(Date.now())
  return early.get(key)?.token === token
}

/** keeps an answer asked for early under its request key, for the reader whose token asked it */
export function keepEarly(key: string, token: string, answer: Promise<Envelope<unknown>>): void {
  // a failure is the taker's to see; one nobody takes is not an unhandled rejection
  answer.catch(() => undefined)
  early.set(key, { token, at: Date.now(), answer })
}

/** forgets every answer asked for early: a write may have changed what they say (the stores ask afresh) */
export function forgetEarly(): void {
  early.clear()
}

/** the answer asked for early under `key` by the same reader, once; undefined when there is none */
export function takeEarly<T>(key: string, token: string): Promise<Envelope<T>> | undefined {
  const now = Date.now()
  dropStale(now)
  const e = early.get(key)
  if (!e || e.token !== token) return undefined
  early.delete(key)
  return e.answer as Promise<Envelope<T>>
}
