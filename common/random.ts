// Random strings as the specs make them (community-side spec: 8 characters by default, from letters and
// digits). For keys that must not collide by chance (an exchange's idempotency key), not for secrets: the
// server makes those.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

export function randomString(length = 8, random: () => number = Math.random): string {
  let out = ''
  for (let i = 0; i < length; i++) out += ALPHABET[Math.floor(random() * ALPHABET.length)]
  return out
}
