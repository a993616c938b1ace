// The one request client: every rule of spec §7 in one place.
import Taro from '@tarojs/taro'
import type { Envelope } from '@types-api/common'
import { hostFor } from '../hosts'
import { env } from '../platform/env'
import { tokenStore } from './token'
import { notLoggedInAnswered } from './login-flow'
import { ApiError, NETWORK_FAILED, RequestError, isEnvelope } from '../utils/errors'
import { loadingToast } from '../utils/toast'
import { hasBooted, readingQuery, takeBooted } from './boot'
import { forgetEarly, hasEarly, keepEarly, takeEarly } from './early'
import { prefetch } from '../platform/prefetch'
import { answerKey } from '@types-api/boot'
import { versionAccept, type RequestVersion } from '@types-api/news'
import { serverTrouble } from '../../types/errors-start'

export const REQUEST_TIMEOUT_MS = 10_000
export const SERVER_TROUBLE_TOAST_MS = 3000
/** the one v1 POST sent as JSON */
const JSON_V1_POSTS = new Set(['/v1/tracking/push'])

export type Query = Record<string, string | number | boolean | undefined | null>

export interface RequestOptions {
  path: string
  method?: 'GET' | 'POST'
  data?: Query | Record<string, unknown>
  /** selects an API version through the Accept header */
  version?: RequestVersion
  /** a 301/302 answer is the caller's to handle (a check at launch should not send the reader to login) */
  quietLogin?: boolean
  header?: Record<string, string>
}

export function encodeForm(data: Record<string, unknown>): string {
  return Object.entries(data)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`)
    .join('&')
}

function normalise(path: string): string {
  return path.startsWith('/') ? path : `/${path}`
}

function headerValue(headers: Record<string, unknown> | undefined, name: string): string | undefined {
  if (!headers) return undefined
  const key = Object.keys(headers).find(k => k.toLowerCase() === name)
  const value = key ? headers[key] : undefined
  return typeof value === 'string' && value ? value : undefined
}

/** Sends a request and resolves with the envelope (any body statusCode); rejects on transport errors. */
export async function request<T>(opts: RequestOptions): Promise<Envelope<T>> {
  const path = normalise(opts.path)
  const method = opts.method ?? 'GET'
  const header: Record<string, string> = { ...env.nativeAppHeaders(), ...opts.header }
  const token = tokenStore.get()
  if (token) header.Authorization = `${tokenStore.type()} ${token}`
  if (opts.version) header.Accept = versionAccept(opts.version)

  // (what was asked for early may no longer be true after a write)
  if (method !== 'GET') forgetEarly()
  // the page's boot answers, and those asked for as it loaded (each keyed with its version)
  if (method === 'GET') {
    const booted = takeBooted<T>(path, opts.data, !!token, opts.version)
    if (booted) return booted
    const asked = takeEarly<T>(answerKey(path, opts.data, opts.version), token ?? '')
    if (asked) return asked
  }

  let url = hostFor(path) + path
  let data: string | Record<string, unknown> | undefined
  if (method === 'GET') {
    const qs = opts.data ? encodeForm(opts.data) : ''
    if (qs) url += (url.includes('?') ? '&' : '?') + qs
  } else if (path.startsWith('/v1/') && !JSON_V1_POSTS.has(path)) {
    header['Content-Type'] = 'application/x-www-form-urlencoded'
    data = encodeForm(opts.data ?? {})
  } else {
    header['Content-Type'] = 'application/json'
    data = (opts.data ?? {}) as Record<string, unknown>
  }

  let res: Awaited<ReturnType<typeof Taro.request>>
  try {
    res = await Taro.request({ url, method, data, header, timeout: REQUEST_TIMEOUT_MS, dataType: 'json' })
  } catch (err) {
    // timeouts and unreachable hosts: the reader sees one plain message, the detail stays on the error
    throw new RequestError(NETWORK_FAILED, 0, (err as { errMsg?: string }).errMsg)
  }

  // an answer to a request of another session (the reader signed out or in while it went) is not this
  // session's to act on: its 301 would open a login page over what the reader does now
  return answer<T>(res, !!opts.quietLogin || tokenStore.get() !== token)
}

export interface RawAnswer {
  statusCode: number
  data: unknown
  header?: unknown
}

/** One set of rules for every answer: a renewed token, 500's toast, errors, the login redirect. */
export function answer<T>(res: RawAnswer, quietLogin: boolean): Envelope<T> {
  const renewed = headerValue((res.header ?? {}) as Record<string, unknown>, 'authorization')
  if (renewed) tokenStore.set(renewed)

  if (res.statusCode === 500) loadingToast(serverTrouble, SERVER_TROUBLE_TOAST_MS)
  const body = res.data
  if (res.statusCode !== 200 || body === undefined || body === null || body === '') {
    const message = isEnvelope(body) ? body.message : `HTTP ${res.statusCode}`
    throw new RequestError(message, res.statusCode, body)
  }
  if (!isEnvelope(body)) throw new RequestError('响应格式不正确', res.statusCode, body)
  if ((body.statusCode === 301 || body.statusCode === 302) && !quietLogin) notLoggedInAnswered()
  return body as Envelope<T>
}


/**
 * Asks for a GET answer now, ahead of the store that will ask for it (services/early.ts): the store is
 * handed this one. One the page came with (H5 boot data) or already on its way is not asked again.
 */
export function askEarly(path: string, query?: Query, version?: RequestOptions['version']): void {
  const token = tokenStore.get() ?? ''
  const key = answerKey(path, query, version)
  if (hasBooted(key) || hasEarly(key, token)) return
  const ask = () => request({ path, method: 'GET', data: query, version })
  // a visitor's answer WeChat fetched ahead of the cold start, or else the server's
  const fetched = token ? undefined : prefetch.answer<unknown>(key)
  keepEarly(key, token, fetched ? fetched.then(a => a ?? ask()) : ask())
}

/** GET and return data; a body statusCode other than 200 rejects with ApiError. */
export async function getData<T>(path: string, query?: Query, opts: Partial<RequestOptions> = {}): Promise<T> {
  const env_ = await request<T>({ ...opts, path, method: 'GET', data: query })
  if (env_.statusCode !== 200) throw new ApiError(env_)
  return env_.data
}

/**
 * GET a reading (a story, a post, a question…): `reload` when the page shows it again after a step, which
 * counts no reading; nor does it count where building the H5 page already did (readingQuery).
 */
export const getReading = <T>(path: string, query: Record<string, string | number>, reload: boolean): Promise<T> =>
  getData<T>(path, readingQuery(path, query, reload))

/** POST and return the envelope: callers act on business codes (e.g. like → 100). */
export function post<T>(path: string, data?: Record<string, unknown>, opts: Partial<RequestOptions> = {}): Promise<Envelope<T>> {
  return request<T>({ ...opts, path, method: 'POST', data })
}

/** The envelope when its statusCode is 200; otherwise the server's message as an error. */
export async function accepted<T>(call: Promise<Envelope<T>>): Promise<Envelope<T>> {
  const res = await call
  if (res.statusCode !== 200) throw new ApiError(res)
  return res
}

/** every item of a paged `{ list, hasMore }` list, page after page (a picker's whole list; at most `maxPages`) */
export async function everyPage<T>(fetchPage: (page: number) => Promise<{ list: T[]; hasMore: boolean }>, maxPages = 25): Promise<T[]> {
  const all: T[] = []
  for (let page = 1; page <= maxPages; page++) {
    const got = await fetchPage(page)
    all.push(...got.list)
    if (!got.hasMore || got.list.length === 0) break
  }
  return all
}
