// What a comment and a list of comments say (reading-side spec §4, §5): the app's CommentItem and
// CommentBlock, and the server's first screen of a story's comments.
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
