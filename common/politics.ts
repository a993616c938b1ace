// 问政's words and figures as readers see them, shared by the app's pages and the server's first screen of a
// question (server/src/content/first-paint.ts), so both draw the same.
import type { DepartmentSummary, PoliticsStatus } from '../types/api/politics'

export const OVERDUE = '超期'
export const UNDER_REVIEW = '审核中'

/** status → the tag's colour: waiting (orange), in hand (blue), answered (green), declined (grey) */
export function statusTone(status: PoliticsStatus): 'wait' | 'doing' | 'done' | 'off' {
  if (status === 'pending') return 'wait'
  if (status === 'accepted' || status === 'handling') return 'doing'
  if (status === 'replied' || status === 'closed') return 'done'
  return 'off'
}

export const DETAIL_TEXT = {
  complaintTitle: '投诉详情',
  platform: '购买平台：',
  seller: '店铺或主播：',
  orderNo: '订单号：',
  from: (region: string) => `来自${region}`,
  deadline: (at: string) => `办理时限：${at}前`,
  steps: '办理进度',
  replies: '部门答复',
  related: '相关新闻',
  noReply: '部门尚未答复',
  rateTitle: '对答复满意吗？',
  rateSubmit: '提交评价',
  rated: (n: number) => `提问者评价：${n}分`,
  reopenTitle: '不满意？可在答复后7天内申请重新办理一次',
  reopenPlaceholder: '请说明还有什么问题没有解决',
  reopenSubmit: '申请重新办理',
  reopened: '已重新办理过一次',
  accept: '受理',
  start: '开始办理',
  reply: '答复',
  decline: '不予受理 / 重复 / 非职责',
  declineSubmit: '确定',
  reasonPlaceholder: '请填写原因（提问者可见）',
  duplicatePlaceholder: '重复问题的编号',
  duplicateOf: (id: number) => `与问题 #${id} 重复`,
  replyRate: '回复率',
  avgTime: '平均答复',
  satisfaction: '满意度',
  none: '暂无',
} as const

/** a department's mean time to reply, as a reader says it: 不到1小时, 5.5小时, 2天 */
export function replyTime(hours: number | null): string {
  if (hours === null) return DETAIL_TEXT.none
  if (hours < 1) return '不到1小时'
  if (hours < 48) return `${Math.round(hours * 10) / 10}小时`
  return `${Math.round((hours / 24) * 10) / 10}天`
}

export function departmentFigures(d: DepartmentSummary): { label: string; value: string }[] {
  return [
    { label: DETAIL_TEXT.replyRate, value: d.questionNum ? `${Math.round(d.replyRate * 100)}%` : DETAIL_TEXT.none },
    { label: DETAIL_TEXT.avgTime, value: replyTime(d.avgReplyHours) },
    { label: DETAIL_TEXT.satisfaction, value: d.satisfaction === null ? DETAIL_TEXT.none : `${d.satisfaction}分` },
  ]
}

/** 问政's list (/BangBang/politics/index): its orders, its words (its page, PoliticsCard, and the server's first screen of it) */
export const POLITICS_TABS: { key: 'new' | 'hot'; title: string }[] = [
  { key: 'new', title: '最新' },
  { key: 'hot', title: '热门' },
]
export const ASK = '我要问政'
export const NO_QUESTIONS = '还没有人提问'
export const POLITICS_INTRO = '向职能部门反映问题，部门限时受理、答复，全程公开'
export const DEPARTMENT_REPLY = '部门答复：'

/** 我要问政 (/BangBang/politics/commit): the form's words */
export const COMMIT_TEXT = {
  department: '选择部门',
  title: '标题',
  titlePlaceholder: '一句话说清问题（50字以内）',
  content: '问题描述',
  contentPlaceholder: '请描述时间、地点和具体情况，便于部门核实办理',
  submit: '提交',
  notice: '问题经审核后公开，部门将在时限内受理并答复；请勿填写身份证号、电话等个人信息。',
} as const
/** the longest title and question the form takes */
export const TITLE_MAX = 50
export const CONTENT_MAX = 1000

/** 直播带货投诉平台 (/Complaints-platform): the page's and its form's words */
export const COMPLAINT_TEXT = {
  tabs: { write: '我要投诉', mine: '我的投诉' },
  intro: '在直播间购物遇到虚假宣传、货不对板、拒不退换、售后失联等问题，可在此向市市场监管局投诉。投诉在24小时内受理，办理结果将答复给你，你可以评价或申请重新办理。',
  platform: '购买平台',
  seller: '店铺或主播',
  sellerPlaceholder: '直播间的店铺名或主播昵称',
  orderNo: '订单号（选填）',
  orderPlaceholder: '在订单详情中复制',
  content: '遇到的问题',
  contentPlaceholder: '请写明购买时间、商品、金额和直播间的承诺，以及收到的商品或商家的答复',
  evidence: '凭证（订单截图、商品照片或视频）',
  notice: '投诉内容仅你和市场监管部门可见；请勿填写身份证号、银行卡号等信息。',
  submit: '提交投诉',
  loginFirst: '登录后查看你的投诉',
  none: '暂无投诉',
} as const
