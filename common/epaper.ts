// The e-paper's words and date labels (src/packages/epaper/components/EpaperScreen), shared with the
// server's first screen of it (server/src/content/first-paint.ts).

export const PAGE_ARTICLES = '本版文章'
const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六']

/** '2026-11-22' → '11-22 周日' */
export function paperDateLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  return `${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')} 周${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}`
}
