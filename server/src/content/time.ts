// Times leave the server as 'YYYY-MM-DD HH:mm:ss' in China Standard Time (UTC+8, no daylight saving);
// the units every rule counts in; and the dates that follow from China's calendar.
export const MINUTE_MS = 60_000
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS
/** China time, as the day a reader lives in */
export const CST_MS = 8 * HOUR_MS

export function formatCst(ms: number): string {
  const d = new Date(ms + CST_MS)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`
}

/** a time as people write it, 'YYYY-MM-DD HH:mm[:ss]' in China time, as ms; null when it is no time (2026-02-30) */
export function parseCst(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text)
  if (!m) return null
  const at = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], m[6] ? +m[6] : 0)
  return formatCst(at - CST_MS).startsWith(`${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}`) ? at - CST_MS : null
}

/** the day (YYYY-MM-DD) China time at `ms`: a market's day, a day's prices */
export const cstDay = (ms: number): string => formatCst(ms).slice(0, 10)

/** when points earned at `at` expire: the end of the following year, China time (2026 → 2027-12-31 23:59:59.999) */
export function expiryOf(at: number): number {
  const year = new Date(at + CST_MS).getUTCFullYear()
  return Date.UTC(year + 2, 0, 1) - CST_MS - 1
}
