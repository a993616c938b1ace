// What a reader is told when things go right: the envelope's message of a write that worked (评论成功,
// 已置顶 …), a message's title, the fixed lines a page shows. One catalogue beside the errors'
// (types/errors.ts): the server says these words and the client shows them; routes and services both
// take them from here. Grouped by domain, each its own export, named …_ANSWERS (the words of the server's
// answers; the client's own labels are its …_TEXT objects).

export const COMMENT_ANSWERS = {
  published: '评论成功',
  deleted: '删除成功！',
} as const

export const LIKE_ANSWERS = {
  liked: '点赞成功',
  unliked: '已取消点赞',
} as const

export const REPORT_ANSWERS = {
  done: '举报成功',
} as const

export const MODERATION_ANSWERS = {
  held: '已提交，审核通过后展示',
  underReview: '审核中',
} as const

export const PROFILE_ANSWERS = {
  saved: '保存成功',
} as const

export const QA_ANSWERS = {
  asked: '提问成功',
  answered: '回答成功',
  pinned: '已置顶',
  unpinned: '已取消置顶',
  liked: '点赞成功',
  selfDiscipline: '本栏目内容由网友提供，仅代表其个人观点。请文明发言，理性讨论，不发布违法违规信息。',
  report: '如发现违法违规内容，请点击举报或拨打966966，我们将及时处理。',
  disclaimer: '免责声明：回答内容仅供参考，不构成法律、医疗等专业意见，具体以相关部门答复为准。',
} as const

export const COMMUNITY_ANSWERS = {
  joined: '已加入社区',
  published: '发布成功',
  replied: '回复成功',
  markedSolved: '已标记为已解决',
  deleted: '删除成功',
  liked: QA_ANSWERS.liked,
  appointed: '已任命',
  dismissed: '已免职',
  selfDiscipline: QA_ANSWERS.selfDiscipline,
  report: QA_ANSWERS.report,
} as const

export const DISCOVER_ANSWERS = {
  published: '发布成功',
  held: '发布成功，审核通过后公开',
  deleted: '删除成功',
  liked: '点赞成功',
  replied: '官方回复成功',
  decided: '操作成功',
  repliedTold: '上游新闻官方回复了你的发现',
  officialName: '上游新闻',
} as const

export const POLITICS_ANSWERS = {
  rated: '已评价',
  committed: '提交成功',
  held: '已提交，审核通过后展示',
  disclaimer: '免责声明：问题内容由网友提供，仅代表其个人观点；部门答复以正式文件为准。',
} as const

export const COMPLAINT_ANSWERS = {
  committed: '投诉已提交，市场监管部门将在时限内受理',
  held: '投诉已提交，审核通过后转交市场监管部门',
} as const

export const IDENTITY_ANSWERS = {
  applied: '申请已提交，审核结果将通过消息通知你',
  approvedTold: '身份认证已通过',
  rejectedTold: '身份认证未通过',
  teacherTold: '你已认证为教师：学生投稿时可以选你为指导老师，你可以在作文频道的“我的”里点评',
} as const

export const POINTS_ANSWERS = {
  signedIn: (points: number, streak: number) => `签到成功，积分+${points}${streak > 1 ? `，已连续签到${streak}天` : ''}`,
  earned: (points: number) => `积分+${points}`,
  nothing: '今日该项积分已达上限',
  expiring: '你有积分即将过期',
  expiringBody: (points: number, at: string) => `${points}积分将于${at}过期，快去积分商城看看吧`,
  saved: '保存成功',
} as const

export const SHOP_ANSWERS = {
  exchanged: '兑换成功',
  shipped: '已发货',
  shippedTitle: '你兑换的商品已发货',
  shippedBody: (title: string, tracking: string) => `“${title}”已发货：${tracking}`,
  received: '已确认收货',
  linked: '已关联',
  unlinked: '已取消关联',
  cancelled: '已取消，积分已退回',
  redeemed: '核销成功',
  cooperationSent: '提交成功，我们会尽快与您联系',
  goodsAdded: '已上架',
  goodsSaved: '已保存',
  stockChanged: '库存已更新',
} as const

export const UPLOAD_ANSWERS = {
  uploaded: '上传成功',
} as const

export const VIDEO_ANSWERS = {
  uploaded: '上传成功',
} as const

/** 作文's answers (docs/api.md, Composition) */
export const COMPOSITION_ANSWERS = {
  saved: '小作者资料已保存',
  consentWithdrawn: '已撤回监护人同意，作品已对他人隐藏',
  draftSaved: '草稿已保存',
  submitted: '已提交，等待老师点评',
  submittedHeld: '已提交，审核通过后送到老师手中',
  deleted: '已删除',
  reviewed: '点评已发布',
  returned: '已退回给小作者修改',
  rejected: '已告知小作者未通过',
  recommended: '已推荐',
  printed: '已安排见报，录用通知已发出',
} as const

/** what a composition's student (and its teacher) are told at each step (messages; subscribe messages on the mini-program) */
export const COMPOSITION_TOLD = {
  waiting: '有新的作文等你点评',
  reviewed: (teacher: string, score: number) => `${teacher}老师点评了你的作文，得分${score}`,
  returned: '老师退回了你的作文，请修改后再投',
  rejected: '你的作文未通过',
  recommended: '你的作文被编辑推荐了',
  printedTitle: '录用通知',
  printed: (title: string, page: string, section: string, fee: number) => `你的作文《${title}》已被录用，刊登于${page}“${section}”${fee > 0 ? `，稿费${fee}元，编辑部将联系发放` : ''}。祝贺你！`,
} as const

/** 渝农's editor's changes (the tabs, a day's prices) */
export const RURAL_ANSWERS = {
  saved: '已保存',
  deleted: '已删除',
  pricesSaved: (n: number) => `已导入${n}条报价`,
} as const
