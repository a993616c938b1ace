// The e-paper.
import type { EpaperArticle, EpaperDates, EpaperEdition } from '@types-api/epaper'
import { getData } from './request'

export const fetchEpaperDates = (paper: string) => getData<EpaperDates>('/v1/epaper/dates', { paper })
export const fetchEpaperEdition = (paper: string, date?: string) => getData<EpaperEdition>('/v1/epaper/edition', { paper, date })
export const fetchEpaperArticle = (id: number) => getData<EpaperArticle>('/v1/epaper/article', { id })
