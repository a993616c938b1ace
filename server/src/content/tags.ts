// What kept answers and pages show, as the tags a write drops them by (http/public-cache.ts, http/page-cache.ts).
// A CDN in front is told them too (Cache-Tag) and can purge by them (README, Deploying behind a CDN).

/** Tags of a story's answers: its detail, and its comment lists. */
export const storyTag = (newsId: number) => `story:${newsId}`
export const commentsTag = (newsId: number) => `comments:${newsId}`
/**
 * Every answer that lists or shows stories (lists, homes, details with their related stories): the
 * newsroom publishing, changing or withdrawing a story drops them all at once, on every instance.
 */
export const STORIES_TAG = 'stories'

/** a table's rows: a page is dropped by any committed write to a table it was built from (db/changes.ts) */
export const tableTag = (table: string) => `table:${table}`
