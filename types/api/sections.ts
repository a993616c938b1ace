// The columns the route table names (the 作文 and 渝农 sections' own news, 影像's videos and 拍客), and 渝农's
// forecast's first place, apart from their types so that the route table (common/routes.ts, on every H5
// page's first load) can name them without carrying the rest.

/** the column of channel 15 (作文) holding the section's news: its InformationList */
export const COMPOSITION_NEWS_COLUMN_ID = 1501

/** 渝农's news column (its first tab, and the stories the channel showed before the section was built) */
export const RURAL_NEWS_COLUMN_ID = 1601

/** the column of 渝农's videos (视频课堂, video-page) */
export const RURAL_VIDEO_COLUMN_ID = 1606

/** the newsroom's videos, the demo site's video group column: 影像's 视频 and /CoolVideo's feed */
export const VIDEO_COLUMN_ID = 200

/** the citizen-photo column of the demo site: 影像's 拍客 */
export const PHOTO_COLUMN_ID = 204

/** 渝农's forecast's place before the reader is located: the city (the server's first screen draws it) */
export const FORECAST_DEFAULT_ADCODE = '500000'
