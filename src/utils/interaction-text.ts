// What readers read around a story's interactions (reading-side spec §2, §4, §5, §8), in one place.

// (the like block's words are drawn by the server's first screens too)
export { LIKE_TEXT } from '../../common/detail-rules'

export const COMMENT_TEXT = {
  title: '全部评论',
  hotTitle: '热门评论',
  empty: '暂无相关内容',
  hotEmpty: '赶紧抢个沙发吧～',
  more: '查看更多',
  placeholder: '我来说两句',
  allReplies: '查看全部回复 >>',
  reply: '回复',
  delete: '删除',
  report: '举报',
  /** what a screen reader calls a comment's like (the button shows only its icon and count) */
  like: '点赞',
  good: '精选',
  confirmTitle: '提示',
  confirmDelete: '你确定要删除吗？',
  deleted: '删除成功！',
  published: '评论成功',
  /** the server held it for a moderator: shown to its writer only until approved */
  held: '已提交，审核通过后展示',
  underReview: '审核中',
  publish: '发布',
  repliesTitle: '全部回复',
  /** 'N条回复' */
  replies: (n: number) => `${n}条回复`,
  /** '回复 @nickname' */
  replyTo: (name: string) => `回复 @${name}`,
} as const

export const REPORT_TEXT = {
  title: '举报',
  submit: '提交',
  cancel: '取消',
  choose: '请选择举报内容',
  done: '举报成功',
  /** '举报电话：966966' */
  hotline: (tel: string) => `举报电话：${tel}`,
} as const

export const DETAIL_TEXT = {
  unfold: '展开全文',
  related: '相关新闻',
  tags: '相关推荐',
  editor: '责任编辑',
  chiefEditor: '主编',
  reviewer: '审核',
  ad: '广告',
  share: '分享',
} as const

/** the reload after a deletion (spec §9) */
export const RELOAD_AFTER_DELETE_MS = 1000
/** comments a preview shows; '查看更多' from this many on */
export const PREVIEW_COMMENTS = 5
/** hot comments shown on a story; the link to all from more than this */
export const HOT_SHOWN = 2
/** a long press that saves an image in the native app */
export const LONG_PRESS_MS = 700
