// Publish times as readers expect them: 刚刚, N分钟前, N小时前, then the date.
const CST_OFFSET_MS = 8 * 3600_000

/** 'YYYY-MM-DD HH:mm:ss' in China Standard Time → epoch ms */
export function parseCst(value: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value)
  if (!m) return NaN
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0)) - CST_OFFSET_MS
}

export function relativeTime(value: string, now = Date.now()): string {
  const at = parseCst(value)
  if (Number.isNaN(at)) return value
  const diff = now - at
  if (diff < 60_000) return '刚刚'
  if (diff < 3600_000) return `${Math.floor(diff / 60_000)}分钟前`
  if (diff < 24 * 3600_000) return `${Math.floor(diff / 3600_000)}小时前`
  const d = new Date(at + CST_OFFSET_MS)
  const n = new Date(now + CST_OFFSET_MS)
  const md = `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`
  return d.getUTCFullYear() === n.getUTCFullYear() ? md : `${d.getUTCFullYear()}-${md}`
}

/** 'YYYY-MM-DD HH:mm' for detail pages */
export function minuteTime(value: string): string {
  return value.slice(0, 16)
}

/** a clip's length as players show it: 0:08, 1:00 */
export function clipLength(seconds: number): string {
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
