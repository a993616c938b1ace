// The console's one way to the server: the same API and envelope the apps use ({ statusCode, message,
// data }), the staff member's token as a Bearer (renewed by the server in the `authorization` header),
// and a signed-out answer (301) sending them back to sign in.
const TOKEN_KEY = 'sy-admin-token'

export class ApiFailure extends Error {
  constructor(readonly status: number, message: string) {
    super(message)
  }
}

let signedOut: () => void = () => undefined
/** what happens when the server says the session is gone */
export function onSignedOut(listener: () => void): void {
  signedOut = listener
}

export const token = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (value: string | null) => (value ? localStorage.setItem(TOKEN_KEY, value) : localStorage.removeItem(TOKEN_KEY)),
}

async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown, form?: FormData): Promise<{ data: T; message: string }> {
  const headers: Record<string, string> = {}
  const t = token.get()
  if (t) headers.authorization = `Bearer ${t}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  let res: Response
  try {
    res = await fetch(url, { method, headers, body: form ?? (body === undefined ? undefined : JSON.stringify(body)) })
  } catch {
    throw new ApiFailure(0, '网络连接失败，请稍后再试')
  }
  const renewed = res.headers.get('authorization')
  if (renewed?.startsWith('Bearer ')) token.set(renewed.slice(7))
  let envelope: { statusCode?: number; message?: string; data?: T }
  try {
    envelope = await res.json()
  } catch {
    throw new ApiFailure(res.status, `服务器没有正常回答（${res.status}）`)
  }
  if (envelope.statusCode === 301) {
    token.set(null)
    signedOut()
    throw new ApiFailure(301, envelope.message || '请先登录')
  }
  if (!res.ok || envelope.statusCode !== 200) throw new ApiFailure(res.status, envelope.message || `请求失败（${res.status}）`)
  return { data: envelope.data as T, message: envelope.message ?? '' }
}

/** a GET's data; `query` values left undefined or '' are not sent */
export async function get<T>(url: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') q.set(k, String(v))
  const qs = q.toString()
  return (await call<T>('GET', qs ? `${url}?${qs}` : url)).data
}

/** a POST: its data and the server's words for what happened (已保存, 已发布 …) */
export function post<T = unknown>(url: string, body: unknown): Promise<{ data: T; message: string }> {
  return call<T>('POST', url, body)
}

/** a file sent as the apps send it (multipart, field `file`): what the upload answered */
export async function upload<T>(url: string, file: File): Promise<T> {
  const form = new FormData()
  form.append('file', file)
  return (await call<T>('POST', url, undefined, form)).data
}

/** an error's words for a message */
export const problem = (err: unknown): string => (err instanceof Error ? err.message : String(err))
