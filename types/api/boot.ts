// The first answers an H5 page needs, written by the server into the page it serves (a JSON block
// with id sy-boot), so the page does not ask for them: global config, channels, init, and the first
// page of the channel or the story the address names. Keys are requests as the client makes them.

export const BOOT_ELEMENT_ID = 'sy-boot'

export interface BootData {
  /** request key (bootKey) → the envelope the API would answer */
  responses: Record<string, unknown>
  /** keys whose answer is the same for every reader; the others are used only by a visitor */
  shared: string[]
}

import type { RequestVersion } from './news'

/**
 * One spelling of a GET request: the path and its query with the parameters sorted; one asked for in
 * another version than the first is keyed with it in front ('v2 /kratos/v1/column/list?…').
 */
export function answerKey(path: string, query: Record<string, unknown> = {}, version?: RequestVersion): string {
  const key = bootKey(path, query)
  return version ? `${version} ${key}` : key
}

/** One spelling of a GET request: the path and its query with the parameters sorted. */
export function bootKey(path: string, query: Record<string, unknown> = {}): string {
  const params = Object.keys(query)
    .filter(k => query[k] !== undefined && query[k] !== null)
    .sort()
    .map(k => `${encodeURIComponent(k)}=${encodeURIComponent(String(query[k]))}`)
  return params.length ? `${path}?${params.join('&')}` : path
}
