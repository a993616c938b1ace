// The e-paper: a paper's dates, an edition (a date's pages; no date: the latest), an article.
// Kept for the session like the reading side's other data (resource.ts).
import { fetchEpaperArticle, fetchEpaperDates, fetchEpaperEdition } from '../services/epaper'
import { keptResource } from './resource'

export const epaperDates = (paper: string) => keptResource(`epaper-dates-${paper}`, () => fetchEpaperDates(paper))

export const epaperEdition = (paper: string, date?: string) =>
  keptResource(`epaper-edition-${paper}-${date ?? 'latest'}`, () => fetchEpaperEdition(paper, date))

export const epaperArticle = (id: number) => keptResource(`epaper-article-${id}`, () => fetchEpaperArticle(id))
