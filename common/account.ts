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

/** the login forms' fields (PhoneInput, SliderVerify, SmsFields, CodeInput, the password's box) */
export const PHONE_PREFIX = '+86'
export const PHONE_PLACEHOLDER = '请输入手机号'
export const PHONE_LENGTH = 11
export const SLIDER_HINT = '请按住滑块，拖动到最右边'
export const SLIDER_PASSED = '已完成滑块验证，如有问题请刷新页面'
/** the slider's handle, px (the track's fill reaches its middle) */
export const SLIDER_HANDLE = 44
export const SMS_CODE_LABEL = '短信验证码'
export const SEND_CODE = '获取验证码'
export const RESEND_CODE = '重新获取'
export const CODE_LENGTH = 6
export const CODE_LABEL = '6位验证码'
export const PASSWORD_PLACEHOLDER = '请输入密码'
export const PASSWORD_MAX = 20
export const PASSWORD_RULE = '密码需为8-20位，且同时包含字母和数字'

/** the four forms a reader signs in, signs up or finds their password with: title, subtitle, button, links */
export const AUTH_FORMS = {
  MessageLogin: { title: '验证码登录', subtitle: '未注册的手机号验证后将自动创建上游新闻账号', action: '登录', links: ['密码登录', '注册'] },
  PasswordLogin: { title: '密码登录', subtitle: '', action: '登录', links: ['忘记密码', '验证码登录'] },
  RegisterPage: { title: '注册上游新闻', subtitle: '', action: '注册', links: ['已有账号，去登录'] },
  FindPage: { title: '找回密码', subtitle: '验证手机号后即可设置新密码', action: '下一步', links: [] },
} as const satisfies Record<string, { title: string; subtitle: string; action: string; links: readonly string[] }>
export type AuthFormRoute = keyof typeof AUTH_FORMS

/** what a reader who must log in first is told (a toast), on their way to the login page */
export const LOGIN_PROMPT_FIRST = '请先登录上游账号'
