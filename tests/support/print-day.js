// The day the composition tests print a work in the paper: two weeks after today, China time. The seed's
// 作文 pages are the last four Fridays up to today (server/src/db/seed/composition.ts), each with its own
// title, and a work printed on one of their days goes on that page, under its title: a fixed date
// (2026-12-04) became one of them on that Friday, and stays one for four weeks. A day after today never is.
const DAY = 24 * 60 * 60 * 1000
const CHINA = 8 * 60 * 60 * 1000

/** { iso: 'YYYY-MM-DD' as the console sends it, zh: 'YYYY年M月D日' as the page and the notice say it } */
function printDay(now = Date.now()) {
  const d = new Date(now + CHINA + 14 * DAY)
  const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]
  return { iso: `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`, zh: `${y}年${m}月${day}日` }
}

module.exports = { printDay }
