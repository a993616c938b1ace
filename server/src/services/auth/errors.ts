// The account errors a reader sees (Chinese, each names what to do), as envelope errors.
import { ApiError } from '../../answer'

/** business failures answer HTTP 200 with their own code, like the rest of the API's outcomes */
const fail = (message: string, statusCode = 400) => new ApiError(statusCode === 429 ? 429 : 400, message, statusCode)

export const AUTH_ERRORS = {
  notLoggedIn: '未登录或登录过期，请重新登录',
  wrongCode: '验证码错误',
  expiredCode: '验证码已过期，请重新获取',
  usedCode: '验证码已失效，请重新获取',
  noCode: '请先获取验证码',
  tooManyTries: '验证码错误次数过多，请重新获取',
  sendTooSoon: '发送太频繁，请60秒后再试',
  dailyCap: '今日验证码发送次数已达上限，请明天再试',
  noSlider: '请先完成滑块验证',
  badSlider: '滑块验证失败，请刷新后重试',
  wrongPassword: '手机号或密码错误',
  tooManyPasswords: '密码错误次数过多，请15分钟后再试或使用验证码登录',
  phoneTaken: '该手机号已注册，请直接登录',
  phoneUnknown: '该手机号尚未注册',
  weakPassword: '密码需为8-20位，且同时包含字母和数字',
  badTicket: '操作已过期，请重新验证',
  wechatCode: '获取微信code失败',
  wechatUnbound: '该微信尚未绑定手机号',
  wechatTaken: '该手机号已绑定其他微信',
  oauthState: '微信登录不是从本页面发起的，请重新点击微信登录',
} as const

export const authError = {
  bad: (message: string) => fail(message),
  tooMany: (message: string) => fail(message, 429),
}
