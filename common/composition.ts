// The 作文 section's words (a composition's page, a student's, a teacher's and a school's pages and their
// items), shared with the server's first screens of them (server/src/content/first-paint.ts), so both say the same.
import { issueDay, issuePage, type NewspaperIssue, type NewspaperIssueWithWorks, type School, type TeacherComment } from '../types/api/composition'
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

// the section's people and lists (src/packages/composition: a student's, a teacher's and a school's pages, their items)

export const ITEMS_TEXT = {
  reviews: (n: number) => `点评${n}篇`,
  average: (n: number | null) => (n === null ? '' : `平均${n}分`),
  schoolFigures: (s: School) => `公开作品${s.works} · 推荐${s.recommended} · 见报${s.printed}`,
  teachers: (n: number) => `${n}位老师`,
  value: (n: number) => `${n}分`,
  reviewOf: (c: TeacherComment['composition']) => `点评《${c.title}》 · ${c.penName} · ${c.grade}`,
  score: (n: number) => `${n}分`,
  paper: (i: NewspaperIssueWithWorks) => `${issueDay(i.date)} 第${i.page}版 · ${i.title}`,
} as const

export const WORKS_TEXT = {
  all: '全部',
  allSchools: '全部学校',
  empty: '这里还没有作品',
} as const

export const STUDENT_TEXT = { works: (n: number) => `公开作品 ${n} 篇` } as const

export const TEACHER_TEXT = {
  reviews: '点评', average: '平均分', comments: '老师的点评', none: '还没有公开的点评',
} as const

export const SCHOOL_TEXT = {
  works: '公开作品', recommended: '编辑推荐', printed: '见报', choose: '设为我的学校', chosen: '我的学校 ✓', teachers: '老师', allTeachers: '全部 ›', newest: '本校作品',
} as const

export const TEACHERS_TEXT = { empty: '还没有认证的老师' } as const

export const SCHOOLS_TEXT = { rank: '学校排行', all: '全部学校', empty: '还没有学校' } as const

export const COMMENTS_TEXT = { empty: '还没有公开的点评' } as const

export const NEWSPAPERS_TEXT = { empty: '还没有见报的作品' } as const

/** a whole ranking (/composition/RankList) */
export const RANK_LIST_TEXT = {
  empty: (period: string) => `${period}还没有上榜的作文`,
  rule: { popularity: '按阅读、点赞和评论计算，周榜、月榜中越新的作品权重越高', score: '按指导老师的点评分数排名' },
} as const

/** a published review's page (/composition/TeacherCommentDetail) */
export const REVIEW_DETAIL_TEXT = {
  score: (n: number) => `${n}分`,
  on: '点评作品',
  open: '阅读全文 ›',
} as const
