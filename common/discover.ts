// 发现's words on a post's page, shared by the app (src/packages/bangbang/pages/discover-detail) and the
// server's first screen of a post (server/src/content/first-paint.ts).

export const DISCOVER_DETAIL_TEXT = {
  allComments: (n: number) => `查看全部${n}条评论 ›`,
  write: '写评论…',
  remove: '删除',
  report: '举报',
  /** the hot comments shown here; more than these, and the link to all */
  HOT: 2,
} as const
