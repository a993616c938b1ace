// The reading side's single pieces of data, by name: a column's header and sub-columns, the search
// page's hot words. Each is kept for the session and asked again when older than its age limit
// (resource.ts); screens show them with useResource. (Topics and specials: topics.ts; 上游号:
// provider-accounts.ts.)
import { fetchColumn } from '../services/columns'
import { fetchHotWords } from '../services/news'
import { keptResource } from './resource'

/** a column with its sub-columns (/Columns, the district block: column 18's districts) */
export const columnInfo = (columnId: number) => keptResource(`column-${columnId}`, () => fetchColumn(columnId))

export const hotSearchWords = () => keptResource('hot-words', fetchHotWords)
