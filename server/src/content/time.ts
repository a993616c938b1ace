// Times leave the server as 'YYYY-MM-DD HH:mm:ss' in China Standard Time (UTC+8, no daylight saving).
const CST_OFFSET = 8 * 3600_000

export function formatCst(ms: number): string {
  const d = new Date(ms + CST_OFFSET)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`
}
