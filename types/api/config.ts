// Global configuration (config/inits.json) and the init call (/kratos/v1/init).
import type { Channel } from './channel'

export interface GlobalConfig {
  siteName: string
  /** promo bar and app-open prompts allowed in the WeChat browser */
  appPromotion: boolean
  appDownloadUrl: string
  /** URL scheme the native app registers, used to open a story in the app */
  appScheme: string
  defaultChannelId: number
  defaultDistrictClassId: number
  defaultAreaNumber: number
  defaultDistrictColumnId: number
  /** n of the ad permission bit 2^(n-1) in a story's permission mask */
  adPermissionBit: number
  copyright: string
  disclaimer: string
  hotline: string
  /** the points shop's customer service (客服中心): its number and when it answers */
  serviceHotline: string
  serviceHours: string
  /** origins whose postMessage an embedding frame may send */
  allowedOrigins: string[]
  /** WeChat's OAuth page for H5 login in the WeChat browser ('' when not offered); the client adds redirect_uri and state */
  wechatAuthorizeUrl: string
}

export interface InitData {
  /** mourning-day grey mode */
  greyMode: boolean
  /** low-data picture mode: lists hide images */
  pictureMode: boolean
  /** the H5 /Map's background tiles: an address template with {z} {x} {y} ({s} a server 1–4); '' none */
  mapTiles: string
  serverTime: string
  apiVersion: string
  hotWords: { id: number; title: string }[]
}

/** GET /wap10.html: the home's configuration in one answer (the app's first three calls together) */
export interface HomeConfig {
  global: GlobalConfig
  init: InitData
  channels: Channel[]
}
