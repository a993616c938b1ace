// 作文 (the composition section, community-side spec §2): pupils' compositions, their teachers' reviews,
// the paper's 作文 page, readers' popularity and teachers' scores. The spec gives the routes and says the
// fields are not shown: the shapes here are designed (docs/api.md, Composition).
//
// A composition moves draft → submitted → reviewed (its guiding teacher's score and comment) or returned
// (with a reason, to be edited and sent again) → recommended (by the section's editor) → printed (in an
// issue of the paper, with a 录用 notice); rejected at any step, with a reason its student sees. Until it is
// reviewed only its student and the teacher it names see it. The writers are children: public answers
// carry a pen name, a school and a grade, never a phone, a location or an age.

export { COMPOSITION_NEWS_COLUMN_ID } from './sections'

/** the promo bar's content type of compositionDetail (reading-side spec: content type numbers) */
export const COMPOSITION_PROMO_TYPE = 7
/** a like on a composition, as the likes table keeps it (news 1, comment 2, … Discover post 8) */
export const COMPOSITION_LIKE_TYPE = 9

export type CompositionStatus = 'draft' | 'submitted' | 'returned' | 'reviewed' | 'recommended' | 'printed' | 'rejected'
/** the states everyone may see (the rest are the student's and the teacher's) */
export const PUBLIC_STATUSES: readonly CompositionStatus[] = ['reviewed', 'recommended', 'printed']

export const STATUS_LABELS: Record<CompositionStatus, string> = {
  draft: '草稿',
  submitted: '待老师点评',
  returned: '退回修改',
  reviewed: '已点评',
  recommended: '编辑推荐',
  printed: '已见报',
  rejected: '未通过',
}

/** grade bands (学段), by grade 1–12 */
export type GradeBand = 'lower' | 'middle' | 'upper' | 'junior' | 'senior'
export const GRADE_BANDS: Record<GradeBand, { label: string; grades: [number, number] }> = {
  lower: { label: '小学低段', grades: [1, 2] },
  middle: { label: '小学中段', grades: [3, 4] },
  upper: { label: '小学高段', grades: [5, 6] },
  junior: { label: '初中', grades: [7, 9] },
  senior: { label: '高中', grades: [10, 12] },
}
export const GRADE_BAND_KEYS = Object.keys(GRADE_BANDS) as GradeBand[]

export function gradeBandOf(grade: number): GradeBand {
  return GRADE_BAND_KEYS.find(b => grade >= GRADE_BANDS[b].grades[0] && grade <= GRADE_BANDS[b].grades[1]) ?? 'senior'
}

const GRADE_NAMES = ['一', '二', '三', '四', '五', '六']
/** 三年级, 初二, 高一 */
export function gradeLabel(grade: number): string {
  if (grade <= 6) return `${GRADE_NAMES[grade - 1]}年级`
  if (grade <= 9) return `初${GRADE_NAMES[grade - 7]}`
  return `高${GRADE_NAMES[grade - 10]}`
}

export type Genre = 'narrative' | 'descriptive' | 'argumentative' | 'letter' | 'diary' | 'poem'
export const GENRES: Record<Genre, string> = {
  narrative: '记叙文',
  descriptive: '写景状物',
  argumentative: '议论文',
  letter: '书信',
  diary: '日记',
  poem: '诗歌',
}

export type SchoolLevel = 'primary' | 'junior' | 'senior'
export const SCHOOL_LEVELS: Record<SchoolLevel, string> = { primary: '小学', junior: '初中', senior: '高中' }

/** the 作文 channel's top: its entries and its links to the section's pages (route names), drawn by the app and by the server's first paint */
export const HOME_ENTRIES = { contribute: '我要投稿', mine: '我的作文', search: '搜索' } as const
export const SECTION_LINKS = [
  { route: 'compositionList', title: '全部作品' },
  { route: 'compositionRecommendList', title: '编辑推荐' },
  { route: 'compositionNewspapers', title: '见报作品' },
  { route: 'compositionTeacherComments', title: '名师点评' },
  { route: 'compositionTeachers', title: '名师' },
  { route: 'compositionSchools', title: '学校' },
  { route: 'compositionInformation', title: '作文资讯' },
  { route: 'compositionPractice', title: '作文自查' },
] as const
/** the home's ranking block: the link to the whole ranking */
export const FULL_RANK = '完整榜单 ›'

/** the rankings: readers' popularity (人气榜) and teachers' scores (高分榜) */
export type RankType = 'popularity' | 'score'
export const RANK_TITLES: Record<RankType, string> = { popularity: '人气榜', score: '高分榜' }
export type RankPeriod = 'week' | 'month' | 'all'
export const RANK_PERIODS: Record<RankPeriod, string> = { week: '周榜', month: '月榜', all: '总榜' }

/** a composition's popularity: readings, likes and comments weighed, halved for every HALF_LIFE of age */
export const POPULARITY_WEIGHTS = { view: 1, like: 5, comment: 8 } as const
export const POPULARITY_HALF_LIFE_DAYS = 7

export interface SchoolBrief {
  id: number
  name: string
  district: string
}

/** a composition as lists and rankings show it */
export interface CompositionCard {
  id: number
  title: string
  /** the first lines of the text */
  summary: string
  genre: string
  gradeBand: GradeBand
  /** the student's pen name, school and grade, never more */
  penName: string
  studentId: number
  school: SchoolBrief
  grade: string
  status: CompositionStatus
  statusLabel: string
  /** the first picture's thumbnail ('' for none) */
  cover: string
  /** the teacher's score (null until reviewed) */
  score: number | null
  views: number
  likes: number
  comments: number
  /** when it became public ('YYYY-MM-DD HH:mm'; its submission's time for its student's own list) */
  time: string
  /** the paper it was printed in ('2026年11月20日 第6版'), or '' */
  printedIn: string
}

export interface RankedCard extends CompositionCard {
  rank: number
  /** the figure it is ranked by: the popularity (rounded) or the score */
  value: number
}

export interface TeacherBrief {
  id: number
  name: string
  avatar: string
  subject: string
  school: SchoolBrief
}

export interface CompositionReview {
  id: number
  teacher: TeacherBrief
  score: number
  comment: string
  /** the lines the teacher marked (quoted from the text) */
  highlights: string[]
  time: string
}

export interface CompositionDetail extends CompositionCard {
  body: string
  /** its pictures of handwritten pages: large and thumbnail */
  images: string[]
  thumbs: string[]
  teacher: TeacherBrief | null
  review: CompositionReview | null
  issue: NewspaperIssue | null
  isDoLike: boolean
  /** the reader is its student */
  mine: boolean
  /** why it was returned or rejected (its student alone sees it) */
  reason: string
  /** its student's alone, to edit a draft or a returned work: the pictures' upload ids and the genre's key ([] and '' for anyone else) */
  pictureIds: number[]
  genreKey: Genre | ''
}

/** an issue's day as the paper prints it: '2026-11-20' → '2026年11月20日' */
export function issueDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  return `${y}年${m}月${d}日`
}
/** where a work was printed: '2026年11月20日 第6版' */
export const issuePage = (issue: { date: string; page: number }) => `${issueDay(issue.date)} 第${issue.page}版`

export interface NewspaperIssue {
  id: number
  /** YYYY-MM-DD */
  date: string
  edition: string
  page: number
  title: string
}

export interface NewspaperIssueWithWorks extends NewspaperIssue {
  works: CompositionCard[]
}

export interface School extends SchoolBrief {
  level: SchoolLevel
  levelLabel: string
  badge: string
  intro: string
  /** its students' public, recommended and printed works */
  works: number
  recommended: number
  printed: number
  teachers: number
}

export interface RankedSchool extends School {
  rank: number
  /** printed ×3 + recommended ×2 + reviewed ×1 */
  value: number
}

export interface Teacher extends TeacherBrief {
  intro: string
  /** published reviews */
  reviews: number
  averageScore: number | null
}

export interface StudentProfile {
  id: number
  penName: string
  school: SchoolBrief
  grade: string
  gradeBand: GradeBand
  works: number
}

/** a teacher's review as its list shows it, with the composition it is on */
export interface TeacherComment extends CompositionReview {
  composition: { id: number; title: string; penName: string; grade: string }
}

/** GET /v1/composition/home */
export interface CompositionHome {
  popular: RankedCard[]
  highScore: RankedCard[]
  recommended: CompositionCard[]
  latestIssue: NewspaperIssueWithWorks | null
  schools: RankedSchool[]
  teachers: Teacher[]
}

/** a pen name's and a class's length */
export const PEN_NAME_MAX = 12
export const CLASS_NAME_MAX = 20

/** the reader's own student profile (their own page only: with their class and their guardian's consent) */
export interface MyStudentProfile extends StudentProfile {
  gradeNumber: number
  className: string
  under14: boolean
  /** when a guardian consented ('YYYY-MM-DD HH:mm'), '' for none; withdrawn: when it was withdrawn */
  consentAt: string
  consentWithdrawnAt: string
}

/** GET /v1/composition/me (userCenter) */
export interface CompositionMe {
  student: MyStudentProfile | null
  /** the reader as a certified teacher, with the works waiting for their review */
  teacher: (TeacherBrief & { waiting: number }) | null
  /** their own works in every state, the latest first */
  works: CompositionCard[]
}

/** POST /v1/composition/student */
export interface StudentInput {
  penName: string
  schoolId: number
  grade: number
  className?: string
  under14: boolean
  /** a guardian agrees (needed under 14, when the profile is made or the consent was withdrawn) */
  guardianConsent?: boolean
}

// ---- writing and judging (docs/api.md, Composition: the writing flow)

/** a title's and a text's length, in characters; pictures of handwritten pages a work carries */
export const TITLE_MAX = 30
export const BODY_MAX = 5000
export const PICTURES_MAX = 9
/** a teacher's comment, a return's or a rejection's reason, the lines they mark */
export const REVIEW_COMMENT_MAX = 500
export const REASON_MAX = 200
export const HIGHLIGHTS_MAX = 5
export const HIGHLIGHT_MAX = 100
/** a printed work's fee (稿费) the editor may set, in yuan */
export const FEE_MAX = 2000

/**
 * Originality: a submission is compared with other compositions and published stories by the share of
 * its 4-character shingles (after dropping punctuation and spaces) found in the other text; at or above
 * this share it is held for its teacher as 疑似重复, with the closest match.
 */
export const ORIGINALITY_SHINGLE = 4
export const ORIGINALITY_THRESHOLD = 0.5

/** the states a student may still change a work in (a returned one is edited and sent again) */
export const EDITABLE_STATUSES: readonly CompositionStatus[] = ['draft', 'returned']

/** POST /v1/composition/save */
export interface CompositionInput {
  /** the work to change (a draft or a returned one); none: a new one */
  id?: number
  title: string
  body: string
  genre: Genre
  /** the guiding teacher (a teacher of the student's school); needed to submit */
  teacherId?: number
  /** upload ids of pictures of the handwritten pages, at most PICTURES_MAX */
  images?: number[]
  /** true: submit to the teacher; false: keep as a draft */
  submit: boolean
}

export interface CompositionSaved {
  id: number
  status: CompositionStatus
  statusLabel: string
  /** a moderator reads it before its teacher does */
  underReview: boolean
}

/** the closest text a submission resembles (its teacher sees it) */
export interface SimilarMatch {
  kind: 'composition' | 'news'
  id: number
  title: string
  /** the share of the submission's shingles found in it, 0–1 */
  similarity: number
}

/** a work in a teacher's queue (TeacherReview) */
export interface QueuedComposition extends CompositionCard {
  body: string
  images: string[]
  thumbs: string[]
  /** waiting since ('YYYY-MM-DD HH:mm') */
  submittedAt: string
  /** 疑似重复: the closest match found when it was submitted */
  similar: SimilarMatch | null
}

/** POST /v1/composition/review: the guiding teacher's decision */
export interface ReviewInput {
  id: number
  action: 'review' | 'return' | 'reject'
  /** review: 0–100 */
  score?: number
  comment?: string
  highlights?: string[]
  /** return and reject: why */
  reason?: string
}

/** POST /admin/v1/composition/decide: the section editor's decision */
export interface EditorDecision {
  id: number
  action: 'recommend' | 'print' | 'reject'
  /** print: the issue's day (YYYY-MM-DD); its page is the section's (SECTION_PAGE) unless given */
  date?: string
  page?: number
  /** the day's page's theme, when this work is the first printed on it */
  title?: string
  fee?: number
  reason?: string
}

/** the paper's 作文 page: its page number, its name, and its theme when the editor names none */
export const SECTION_PAGE = { page: 6, edition: '上游作文', title: '习作选登' } as const
export const ISSUE_TITLE_MAX = 20

/** the practice check (/testcomposition): what it measured, never stored */
export interface PracticeCheck {
  characters: number
  paragraphs: number
  sentences: number
  /** the grade band's usual length (课标), and whether the text is within it */
  expected: [number, number]
  lengthOk: boolean
  /** phrases of 4+ characters used 3 times or more */
  repeated: { phrase: string; times: number }[]
  /** the longest sentence's length */
  longestSentence: number
  notes: string[]
}
