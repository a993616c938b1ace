// A new reader's name until they choose one.
import crypto from 'crypto'

/** a new reader's name until they choose one: no part of their phone number in it */
export function defaultNickname(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return `上游网友${[...crypto.randomBytes(6)].map(b => alphabet[b % alphabet.length]).join('')}`
}
