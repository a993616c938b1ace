// 问答 (Q&A) and BangBang's comments and likes (community-side spec §2–§7; shapes the spec does not
// show are designed here, docs/api.md).
import type { QuestionHeader, QuestionVideo } from './politics'

/** the identities that tag an answerer; 记者 shows blue, the others red */
export type UserTypeCode = 'reporter' | 'expert' | 'lawyer' | 'department' | 'official' | 'teacher' | 'agronomist'

export const USER_TYPE_LABEL: Record<UserTypeCode, string> = {
  reporter: '记者',
  expert: '专家',
  lawyer: '律师',
  department: '部门',
  official: '官方',
  /** a school's teacher: reviews the 作文 of pupils who name them */
  teacher: '教师',
  /** an agricultural expert: answers 渝农's 乡村帮帮 */
  agronomist: '农技专家',
}

/** AddPraise's types: 6 an answer (the spec's BangBang like), 3 a BangBang comment, 7 a 社区 post; 10 a 问政 question (designed) */
export const PRAISE_TYPE = { bangComment: 3, question: 6, post: 7, politics: 10 } as const

/**
 * What a BangBang comment hangs from, as the server stores it: a politics question, an answer, a 社区
 * or 曝光台 post, a 发现 post, a public composition. The calls do not say these numbers (see bangWire).
 */
export const BANG_CLASS = { politics: 1, answer: 2, post: 3, discover: 4, composition: 5 } as const
export type BangClass = typeof BANG_CLASS[keyof typeof BANG_CLASS]

/**
 * BangBang's comment calls (/api/bv/comment/*) as the spec makes them: `from=bang`, `classid` 2 for
 * Q&A and 1 otherwise, and `id`. "Otherwise" is several tables whose ids would collide, so classid 1
 * names a politics question unless `section` says which other (designed: community, discover,
 * composition). The numbers 3, 4 and 5 an older client sent stay readable.
 */
export const BANG_COMMENT_CLASSID = { qa: 2, other: 1 } as const
export const BANG_COMMENT_SECTIONS = ['politics', 'community', 'discover', 'composition'] as const
export type BangCommentSection = typeof BANG_COMMENT_SECTIONS[number]

const SECTION_CLASS: Record<BangCommentSection, BangClass> = {
  politics: BANG_CLASS.politics, community: BANG_CLASS.post, discover: BANG_CLASS.discover, composition: BANG_CLASS.composition,
}

/** the call's classid and section for a thing's comments */
export function bangWire(kind: BangClass): { classid: 1 | 2; section?: BangCommentSection } {
  if (kind === BANG_CLASS.answer) return { classid: BANG_COMMENT_CLASSID.qa }
  if (kind === BANG_CLASS.politics) return { classid: BANG_COMMENT_CLASSID.other }
  const section = BANG_COMMENT_SECTIONS.find(s => SECTION_CLASS[s] === kind)!
  return { classid: BANG_COMMENT_CLASSID.other, section }
}

/** the thing a call names (its classid, and its section beside classid 1); legacy 3, 4, 5 as they were */
export function bangClassOf(classid: number, section?: BangCommentSection): BangClass | undefined {
  if (classid === BANG_COMMENT_CLASSID.qa) return BANG_CLASS.answer
  if (classid === BANG_COMMENT_CLASSID.other) return SECTION_CLASS[section ?? 'politics']
  return classid === BANG_CLASS.post || classid === BANG_CLASS.discover || classid === BANG_CLASS.composition ? classid : undefined
}

/** who wrote a question or answer, or a member's card */
export interface QaUser {
  userid: number
  username: string
  userPic: string
  introduction: string
  job: string
  /** the tag shown (记者, 专家 …); '' for a reader without an identity */
  userType: string
  userTypeCode: UserTypeCode | null
  /** their home page may be visited */
  isJump: boolean
}

/**
 * a question's status: 答 once answered; a question put to someone (it takes their reply) 待回复 until
 * they answer, then 已回复 (designed; its header shows it as the tag)
 */
export const QA_STATUS = { answered: '答', waiting: '待回复', replied: '已回复' } as const

/** the line over a question put to a journalist or expert (its header's, and a list item's topTitle) */
export const askedToTitle = (u: Pick<QaUser, 'userType' | 'username'>) => `向 ${u.userType}${u.username} 提问`

/** a question's header (spec §3 "Question header") */
export interface QaQuestionHeader extends QuestionHeader {
  userId: number
  /** ask-special: the journalist or expert it was put to */
  target: QaUser | null
  readNum: number
  /** the viewer's own question, held for review: shown to them only */
  underReview?: boolean
}

/** an answer (spec §3 "Answer item") */
export interface QaAnswer {
  answerId: number
  questionId: number
  userid: number
  userPic: string
  username: string
  introduction: string
  job: string
  userType: string
  userTypeCode: UserTypeCode | null
  isJump: boolean
  content: string
  /** the pictures' thumbnails (a list shows 3), and the pictures large (the detail, a preview) */
  attachmentPic: string[]
  attachmentPicFull: string[]
  /** the video's address and its cover ('' for none) */
  attachmentVideoLink: string
  attachmentVideo: string
  /** the video with its length and size, or null */
  attachmentVideoInfo: QuestionVideo | null
  time: string
  region: string
  likeNum: number
  commentNum: number
  /** the asker pinned it: shown first */
  pinned: boolean
  /** the viewer's own answer, held for review */
  underReview?: boolean
}

/** GET /v1/bangbang/wenda/getAnswerListById: a question and a page of its answers */
export interface QaQuestionPage {
  header: QaQuestionHeader
  /** the pinned answer first (page 1), then newest first */
  list: QaAnswer[]
  hasMore: boolean
  can: {
    /** signed in and not the asker: may answer */
    answer: boolean
    /** the asker: may pin an answer */
    pin: boolean
    /** the journalist or expert it was put to: 回复 (their answer is its reply) */
    reply: boolean
  }
}

/** GET /v1/bangbang/wenda/getAnswerDetail: one answer in full under its question, with its like block */
export interface QaAnswerDetail {
  header: QaQuestionHeader
  /** the like of this answer (AddPraise type 6, bangId = the answer's id) */
  doLike: { isLike: boolean; likeNum: number }
  selfDiscipline: string
  report: string
  disclaimer: string
  userInfo: QaUser & { time: string }
  content: string
  answer: QaAnswer
}

/** a question in a list (spec §3 "Question list item" and "Q&A item") */
export interface QaQuestionItem {
  id: number
  questionId: number
  question: string
  title: string
  nickname: string
  userPic: string
  time: string
  region: string
  replyNum: number
  readNum: number
  pv: number
  likeNum: number
  /** the first picture's thumbnail, else the video's cover */
  titleImage: string
  /** the question carries a video */
  hasVideo: boolean
  /** the pinned or latest answer, shortened, with who wrote it */
  answer: string
  answerer: string
  answererType: string
  target: string
  /** the line over the question: whom it was put to ('' for a question to everyone) */
  topTitle: string
  /** a question put to someone: their own answer, shortened ('' until they reply) */
  reply: string
  underReview?: boolean
  /** a 乡村帮帮 question's category (种植, 养殖 …); absent for BangBang's */
  category?: string
}

/** a recent answer with its question (GET getNewAnswerList, getNewAnswerListByMemberId) */
export interface QaAnswerItem extends QaAnswer {
  question: string
}

/** GET /v1/bangbang/wenda/index: the Q&A home */
export interface QaHome {
  hot: QaQuestionItem[]
  latestAnswers: QaAnswerItem[]
  reporters: QaMember[]
  answerers: QaMember[]
}

/** a journalist or expert who joined (GET getMemberList type 1 answerers, 2 reporters; getRecommenderList) */
export interface QaMember extends QaUser {
  answerNum: number
}

/** GET /v1/bangbang/wenda/getMember: a user home */
export interface QaMemberHome extends QaMember {
  questionNum: number
  likeNum: number
}

/** GET /v1/bangbang/wenda/similar: questions like the one being typed */
export interface QaSimilar {
  id: number
  question: string
  replyNum: number
}

/** POST /api/praise/AddPraise answer data */
export interface PraiseResult {
  likeNum: number
  /** comment likes toggle: 1 liked, 0 taken back */
  voteType: 0 | 1
}

/** pictures a question or an answer may carry */
export const PICTURES_MAX = 9
