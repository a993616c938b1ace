// The login page's words as readers see them, shared by the app (/LoginPage, the login guard) and the
// server's first screen of the login page (server/src/content/first-paint.ts), which a visitor opening a
// reader's own page from a link sees first.

export const LOGIN_TEXT = {
  /** the title of the login page opened by the reader */
  title: '登录上游新闻',
  /** its title when a reader's action or page sent them there (mastLogin=true) */
  prompt: '请登录上游账号',
  subtitle: '登录后可点赞、评论、发布和举报',
  bySms: '手机验证码登录',
  byPassword: '密码登录',
  byWechat: '微信登录',
  register: '注册新账号',
} as const

/** what a reader who must log in first is told (a toast), on their way to the login page */
export const LOGIN_PROMPT_FIRST = '请先登录上游账号'
