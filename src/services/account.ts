// Account calls: slider, SMS codes, logins, WeChat, logout, 我的.
import type { LoginResult, MpLoginResult, OauthState, UserInfo, WechatIdentity } from '@types-api/account'
import { getData, post, request } from './request'
import { ApiError } from '../utils/errors'
import type { Envelope } from '@types-api/common'

export type SmsPurpose = 'login' | 'register' | 'find' | 'bind'

export interface SliderProof {
  token: string
  csessionid: string
  sig: string
  scene: string
}

/** POST and return data; a body statusCode other than 200 rejects with ApiError (its message for the reader) */
async function postData<T>(path: string, data: Record<string, unknown>): Promise<T> {
  const env: Envelope<T> = await post<T>(path, data)
  if (env.statusCode !== 200) throw new ApiError(env)
  return env.data
}

export const sliderChallenge = () => postData<{ token: string; scene: string }>('/v1/common/slider/init', {})
export const sliderVerify = (token: string, width: number, points: [number, number][]) =>
  postData<SliderProof>('/v1/common/slider/verify', { token, trace: JSON.stringify({ width, points }) })

export const sendSmsCode = (phone: string, type: SmsPurpose, proof: SliderProof) =>
  postData<null>('/v1/common/webSendMsg', { phone, type, ...proof })
export const checkFindCode = (phone: string, code: string) => postData<{ ticket: string }>('/v1/common/valisendMsg', { phone, code, type: 'find' })

export const passwordLogin = (phone: string, password: string, client: string) => postData<LoginResult>('/v1/user/login', { phone, password, client })
export const codeLogin = (phone: string, code: string, client: string) => postData<LoginResult>('/v1/user/code_login', { phone, code, client })
export const register = (phone: string, code: string, password: string, client: string) =>
  postData<LoginResult>('/v1/user/register', { phone, code, password, client })
export const resetPassword = (phone: string, ticket: string, password: string) =>
  postData<null>('/v1/user/resetPassword', { phone, ticket, password })

/**
 * The answer as it is: 422 (the code is no good) is for the caller to tell the reader. Sends `token`
 * beside `code` as spec §7 lists them (the stored token; empty for a reader who is not signed in).
 */
export const tokenByCode = (code: string, state: string, verifier: string, token = '') =>
  request<WechatIdentity>({ path: '/member/v1/user/tokenByCode', data: { token, code, state, verifier } })
/** the state for WeChat's authorize page and the verifier this browser keeps until the code comes back */
export const oauthState = () => postData<OauthState>('/v1/user/oauthState', {})
export const unionIdIsBind = (unionId: string) => postData<{ isBind: boolean }>('/v1/user/unionIdIsBind', { type: 1, unionId })
export const thirdPartyLogin = (unionId: string, ticket: string, client: string) =>
  postData<LoginResult>('/v1/user/thirdPartyLogin', { type: 1, unionId, ticket, client })
export const bindThirdParty = (unionId: string, ticket: string, phone: string, code: string, client: string) =>
  postData<LoginResult>('/v1/user/bind3rdParty', { type: 1, unionId, ticket, phone, code, client })
export const mpLogin = (code: string) => request<MpLoginResult>({ path: '/v1/user/mpLogin', method: 'POST', data: { code } })

export const logout = () => post<null>('/v1/user/logout', {})
/** 编辑资料: the reader's nickname and/or avatar (an upload id); the reader as they are now */
export const saveProfile = (input: { nickname?: string; avatar?: number }) => post<UserInfo>('/v1/user/profile', { ...input })
export const fetchUserInfo = () => getData<UserInfo>('/v1/user/baseInfo', undefined, { quietLogin: true })
