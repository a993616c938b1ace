// What readers read around a story's interactions (reading-side spec §2, §4, §5, §8), in one place.

// (the like block's words are drawn by the server's first screens too)
export { LIKE_TEXT } from '../../common/detail-rules'

export { COMMENT_TEXT } from '../../common/comments'

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
