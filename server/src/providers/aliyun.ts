// Aliyun's RPC API signing (signature version 1.0, HMAC-SHA1), shared by the SMS and slider providers.
import crypto from 'crypto'

const TIMEOUT_MS = 5000

function percent(s: string): string {
  return encodeURIComponent(s).replace(/\+/g, '%20').replace(/\*/g, '%2A').replace(/%7E/g, '~')
}

export async function aliyunRpc(endpoint: string, version: string, action: string, params: Record<string, string>, keyId: string, keySecret: string): Promise<Record<string, unknown>> {
  const all: Record<string, string> = {
    Format: 'JSON', Version: version, AccessKeyId: keyId, SignatureMethod: 'HMAC-SHA1',
    Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'), SignatureVersion: '1.0',
    SignatureNonce: crypto.randomUUID(), Action: action, ...params,
  }
  const canonical = Object.keys(all).sort().map(k => `${percent(k)}=${percent(all[k])}`).join('&')
  const toSign = `GET&${percent('/')}&${percent(canonical)}`
  const signature = crypto.createHmac('sha1', `${keySecret}&`).update(toSign).digest('base64')
  const res = await fetch(`https://${endpoint}/?Signature=${percent(signature)}&${canonical}`, { signal: AbortSignal.timeout(TIMEOUT_MS) })
  const body = (await res.json()) as Record<string, unknown>
  if (!res.ok) throw new Error(`Aliyun ${action}: ${String(body.Message ?? res.status)}`)
  return body
}
