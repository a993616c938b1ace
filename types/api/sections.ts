// The columns holding the 作文 and 渝农 sections' own news, apart from the sections' other types so that the
// route table (common/routes.ts, on every H5 page's first load) can name them without carrying the rest.

/** the column of channel 15 (作文) holding the section's news: its InformationList */
export const COMPOSITION_NEWS_COLUMN_ID = 1501

/** 渝农's news column (its first tab, and the stories the channel showed before the section was built) */
export const RURAL_NEWS_COLUMN_ID = 1601
