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

/** a question in a list with no answer yet; an empty list of questions (问政's words) */
export const NO_ANSWER = '暂无回答，等你来答'
export { NO_QUESTIONS } from './politics'

/** 问答's page (/BangBang/QA/index) */
export const QA_INDEX_TEXT = {
  intro: '有问题，问记者、问专家，也可以问大家',
  ask: '我要提问',
  search: '搜索问题',
  apply: '申请认证 ›',
  reporters: '入驻记者',
  answerers: '入驻答主',
  hot: '今日热门',
  latest: '最新问题',
  more: '更多 ›',
} as const
/** the members a section of 问答's page shows (the rest are a tap away) */
export const QA_INDEX_MEMBERS = 4
/** the hot questions 问答's page shows */
export const QA_INDEX_HOT = 3

/** a question's page (/BangBang/QA/list) */
export const QA_LIST_TEXT = {
  answers: (n: number) => `全部回答（${n}）`,
  none: '还没有回答，快来抢答吧',
} as const

/** /BangBang/QA/moreList's titles by type (community-side spec §2): today's hot, the latest */
export const MORE_LIST_TITLE: Record<1 | 2, string> = { 1: '今日热门问题', 2: '最新问题' }

/** a journalist or expert who joined, as MemberCard shows them */
export const MEMBER_TEXT = {
  ask: '提问',
  answers: (n: number) => `${n}个回答`,
} as const

/** 乡村帮帮 (/yu-nong/country-bangbang) */
export const COUNTRY_BANG_TEXT = {
  intro: '种养技术、市场行情、惠农政策、土地流转，问农技专家，也问乡亲们',
  search: '搜索乡村帮帮的问题',
  experts: '农技专家',
  orders: { new: '最新', hot: '最热' } as Record<'new' | 'hot', string>,
  all: '全部',
  ask: '我要提问',
} as const
/** the experts 乡村帮帮 shows over its questions */
export const COUNTRY_BANG_EXPERTS = 3

/** the members who joined (/BangBang/QA/index/ask-special), titled by type (community-side spec §2) */
export const ASK_SPECIAL_TITLE: Record<1 | 2, string> = { 1: '入驻答主', 2: '入驻记者' }
export const NO_MEMBERS = '暂无数据'
export const MEMBER_SEARCH = '搜索记者、专家的名字或单位'

/** a member's home (/BangBang/QA/index/ask-special/detail): their figures, 向TA提问, their answers or questions */
export const MEMBER_HOME_TEXT = {
  answers: '回答',
  questions: '提问',
  likes: '获赞',
  ask: '向TA提问',
  none: '暂无内容',
} as const

/** how long a question and an answer may be (characters), as the server checks them and the forms count them */
export const QUESTION_MAX = 300
export const ANSWER_MAX = 2000

/** 我要提问 (/BangBang/QA/ask), to anyone, to one journalist or expert, or to 渝农's 乡村帮帮 */
export const ASK_TEXT = {
  to: (name: string) => `向 ${name} 提问`,
  toAnyone: '向所有人提问，记者、专家和网友都可以回答',
  anyone: '改为向所有人提问',
  placeholder: '说清楚你遇到的问题，时间、地点、经过越具体，越容易得到回答',
  similar: '这些问题可能已有答案',
  replies: (n: number) => `${n}回答`,
  submit: '提交问题',
  notice: '问题经审核后公开；请勿填写身份证号、电话等个人信息。',
  toRural: '向农技专家和乡亲们提问，写清作物或牲畜、症状、地点和时间',
  category: '问题分类',
} as const

/** 我来回答 (/BangBang/QA/reply) */
export const REPLY_TEXT = {
  placeholder: '分享你的经验或专业意见，回答经审核后公开',
  submit: '提交回答',
} as const
