// A composition's page's words (src/packages/composition/pages/detail), shared with the server's first
// screen of it (server/src/content/first-paint.ts), so both say the same.
import { issuePage, type NewspaperIssue } from '../types/api/composition'
import { shortCount } from './count'

export const COMPOSITION_DETAIL_TEXT = {
  views: (n: number) => `${shortCount(n)}阅读`,
  pages: (n: number) => `手写稿（${n}页）`,
  review: '老师点评',
  score: (n: number) => `${n}分`,
  teacherOf: (school: string, subject: string) => `${school} · ${subject}老师`,
  printed: (issue: NewspaperIssue) => `刊于《${issue.edition}》${issuePage(issue)} · ${issue.title}`,
  reason: '原因：',
  guide: (name: string) => `指导老师：${name}`,
  comments: (n: number) => (n > 0 ? `查看全部${n}条评论 ›` : '写评论 ›'),
  share: '分享',
  shareTitle: (title: string, penName: string, grade: string) => `《${title}》 ${penName} · ${grade}`,
  report: '举报',
  edit: '修改',
  remove: '删除',
  disclaimer: '作品由小作者原创，经指导老师点评后公开。',
} as const
