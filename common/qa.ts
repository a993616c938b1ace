// 问答's words and small rules as readers see them, shared by the app's components (QuestionHeader,
// AnswerCard, BangNotices) and the server's first screen of an answer (server/src/content/first-paint.ts).
import { QA_STATUS, type QaAnswer, type QaQuestionHeader } from '../types/api/qa'
import { shortCount } from './count'

export const HEADER_TEXT = {
  answers: (n: number) => `【${n}回答】`,
  from: (region: string) => `来自${region}`,
  answer: '我来回答',
  reply: '回复',
  replied: '已回复',
  answered: QA_STATUS.answered,
  /** a question's reply by the one it was put to, in a list */
  repliedBy: (name: string) => `${name}回复：`,
  reads: (n: number) => `${shortCount(n)}阅读`,
} as const

/** the tag a header shows (spec §4 "Question status") */
export function headerTag(h: Pick<QaQuestionHeader, 'status' | 'isShowReply'>): string {
  if (h.status === HEADER_TEXT.answered) return h.isShowReply ? '' : HEADER_TEXT.replied
  return h.isShowReply ? h.status : ''
}

export const ANSWER_TEXT = {
  full: '查看全文',
  like: '赞',
  comment: '评论',
  pinned: '置顶',
  pin: '置顶',
  unpin: '取消置顶',
} as const
/** text is long at this many lines (spec §5), and a list shows this many pictures */
export const LONG_LINES = 8
export const LIST_PICTURES = 3

/** 记者 shows blue, every other type red */
export const tagTone = (code: QaAnswer['userTypeCode']) => (code === 'reporter' ? 'blue' : 'red')

export const countLabel = (n: number, word: string) => (n > 0 ? shortCount(n) : word)

export const NOTICE_TITLES = {
  selfDiscipline: '自律公约',
  report: '举报说明',
} as const
