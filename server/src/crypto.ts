// Hashing and signing for accounts: scrypt passwords, SHA-256 token digests, HMAC tickets.
import crypto from 'crypto'
import { promisify } from 'util'

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>
/**
 * OWASP Password Storage Cheat Sheet: scrypt with N=2^14, r=8, p=5 (one of its equivalent minimums; it
 * needs 16 MiB per hash where N=2^17 needs 128 MiB, so parallel logins cannot exhaust the memory).
 */
export const SCRYPT: ScryptCost = { N: 16384, r: 8, p: 5 }

/** scrypt's cost parameters */
export interface ScryptCost {
  N: number
  r: number
  p: number
}

/** weaker than OWASP's minimum: its equivalent choices at r = 8 keep N·p at 2^14·5 or more */
export function belowOwasp(cost: ScryptCost): boolean {
  return cost.r < SCRYPT.r || cost.N * cost.p < SCRYPT.N * SCRYPT.p
}
const KEY_LENGTH = 64
const SCRYPT_MAXMEM = 64 * 1024 * 1024

/** 'scrypt$N$r$p$salt$hash' (base64) */
export async function hashPassword(password: string, cost: ScryptCost = SCRYPT): Promise<string> {
  const salt = crypto.randomBytes(16)
  const hash = await scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: SCRYPT_MAXMEM })
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), hash.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$')
  if (kind !== 'scrypt') return false
  const expected = Buffer.from(hash, 'base64')
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT_MAXMEM })
  return crypto.timingSafeEqual(actual, expected)
}

/** A stored hash made with weaker parameters than today's: rehashed at the next successful login. */
export function needsRehash(stored: string, cost: ScryptCost = SCRYPT): boolean {
  const [kind, n, r, p] = stored.split('$')
  return kind !== 'scrypt' || Number(n) < cost.N || Number(r) < cost.r || Number(p) < cost.p
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex')
}

export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url')
}

/** n random decimal digits */
export function randomDigits(n: number): string {
  let out = ''
  while (out.length < n) out += crypto.randomInt(0, 10)
  return out
}

export function hmac(secret: string, value: string): string {
  return crypto.createHmac('sha256', secret).update(value).digest('base64url')
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && crypto.timingSafeEqual(x, y)
}

/** A signed, expiring ticket carrying a small payload: 'base64url(json).signature'. */
export function signTicket(secret: string, payload: Record<string, unknown>, ttlMs: number, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: now + ttlMs })).toString('base64url')
  return `${body}.${hmac(secret, body)}`
}

export function readTicket<T extends Record<string, unknown>>(secret: string, ticket: string, now = Date.now()): T | null {
  const [body, sig] = ticket.split('.')
  if (!body || !sig || !safeEqual(sig, hmac(secret, body))) return null
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & { exp: number }
    return payload.exp > now ? payload : null
  } catch {
    return null
  }
}
