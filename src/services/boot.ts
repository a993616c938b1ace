// The first answers an H5 page came with: the request client takes each one once instead of asking
// the server (the page's first screen paints without a request waterfall). An answer that depends on
// the reader is taken only while nobody is signed in.
import { answerKey, type BootData } from '@types-api/boot'
import type { RequestVersion } from '@types-api/news'
import type { Envelope } from '@types-api/common'
import { boot } from '../platform/boot'
import { tokenStore } from './token'

let data: BootData | null | undefined
/** every answer the page came with, taken or not */
let came: Set<string> | undefined

function read(): BootData | null {
  if (data === undefined) {
    data = boot.read()
    came = new Set(data ? Object.keys(data.responses) : [])
  }
  return data
}

export function takeBooted<T>(path: string, query: Record<string, unknown> | undefined, signedIn: boolean, version?: RequestVersion): Envelope<T> | undefined {
  if (!read() || !data) return undefined
  const key = answerKey(path, query, version)
  const answer = data.responses[key] as Envelope<T> | undefined
  if (!answer) return undefined
  // once: a refresh asks the server
  delete data.responses[key]
  if (signedIn && !data.shared.includes(key)) return undefined
  return answer
}

/** The data of a booted answer that succeeded, synchronously (a store can start from it). */
export function bootedData<T>(path: string, query: Record<string, unknown> | undefined, signedIn: boolean, version?: RequestVersion): T | undefined {
  const answer = takeBooted<T>(path, query, signedIn, version)
  return answer && answer.statusCode === 200 ? answer.data : undefined
}

/** whether the page came with an answer for `key`, taken already or not (H5; never on the mini-program) */
export function hasBooted(key: string): boolean {
  read()
  return came?.has(key) ?? false
}

/** the readings the page's building counted that a signed-in reader's own request has been told of */
const countedTold = new Set<string>()

/**
 * Whether building this H5 page already counted the reading this request is (the page came with its answer,
 * a visitor's) while a reader is signed in, who asks again for their own: their request is then not another
 * reading. True once per answer.
 */
function countedWithPage(path: string, query: Record<string, unknown>, signedIn: boolean): boolean {
  const key = answerKey(path, query)
  if (!signedIn || countedTold.has(key) || !hasBooted(key)) return false
  countedTold.add(key)
  return true
}

/** a request that is a reading: `reload` (not another reading) when the page shows it again, or once building the page counted it */
export function readingQuery<Q extends Record<string, string | number>>(path: string, query: Q, reload: boolean): Q & { reload?: true } {
  return { ...query, reload: reload || countedWithPage(path, query, !!tokenStore.get()) || undefined }
}
