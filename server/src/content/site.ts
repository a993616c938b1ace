// Site-wide editorial constants: the global config, report reasons, disclaimers.
import type { Kysely } from 'kysely'
import type { GlobalConfig, InitData } from '../../../types/api/config'
import type { ServerSettings } from '../settings'
import type { DB } from '../db/schema'
import { formatCst } from './time'

export const SITE_NAME = '上游新闻'
export const REPORT_TEL = '966966'
/** the points shop's customer service */
export const SERVICE_TEL = '023-63907799'
export const SERVICE_HOURS = '每天 9:00–21:00'
export const REPORT_REASONS = ['低俗色情', '虚假谣言', '广告营销', '违法违规', '侵犯权益', '人身攻击', '其他']
export const DISCLAIMER = '本文仅代表作者观点，不代表上游新闻立场。'
/** under a 上游号's story, beside the site's notice */
export const providerDisclaimer = (account: string) => `本文由上游号「${account}」发布，内容由其负责。`
export const COPYRIGHT = '上游新闻原创稿件，未经授权不得转载。如需转载，请联系上游新闻取得授权。'
export const SELF_DISCIPLINE_TITLE = '上游新闻自律公约'

/**
 * WeChat OAuth for H5: WeChat's page with the real provider; with the local one, its development page,
 * offered only to a reader on this machine (nobody else can reach it); else none.
 */
function wechatAuthorizeUrl(settings: ServerSettings, local: boolean): string {
  if (settings.wechat.provider === 'real') {
    return `https://open.weixin.qq.com/connect/oauth2/authorize?appid=${encodeURIComponent(settings.wechat.h5.appId)}&response_type=code&scope=snsapi_userinfo`
  }
  return local ? '/dev/wechat/authorize' : ''
}

/** n of the ad switch in a story's permission mask: the bit 2^(n-1) hides its ads (the global config says it to the apps) */
export const AD_PERMISSION_BIT = 3

/** `local`: the request came from this machine (see routes/dev.ts) */
export function globalConfig(settings: ServerSettings, local: boolean): GlobalConfig {
  return {
    siteName: SITE_NAME,
    appPromotion: true,
    appDownloadUrl: '/download',
    appScheme: 'shangyounews://',
    defaultChannelId: 1,
    defaultDistrictClassId: 941,
    defaultAreaNumber: 4,
    defaultDistrictColumnId: 18,
    adPermissionBit: AD_PERMISSION_BIT,
    copyright: COPYRIGHT,
    disclaimer: DISCLAIMER,
    hotline: REPORT_TEL,
    serviceHotline: SERVICE_TEL,
    serviceHours: SERVICE_HOURS,
    allowedOrigins: settings.allowedOrigins,
    wechatAuthorizeUrl: wechatAuthorizeUrl(settings, local),
  }
}

const HOT_WORD_LIMIT = 10

/** /kratos/v1/init: switches and hot words (the most read news stories). */
export async function initData(db: Kysely<DB>, settings: ServerSettings): Promise<InitData> {
  const hotWords = await db.selectFrom('news').select(['id', 'title'])
    .where('status', '=', 1).where('data_type', '=', 3).orderBy('pv', 'desc').limit(HOT_WORD_LIMIT).execute()
  return {
    greyMode: settings.greyMode,
    pictureMode: settings.pictureMode,
    mapTiles: settings.mapTiles,
    serverTime: formatCst(Date.now()),
    apiVersion: 'v3',
    hotWords: hotWords.map(h => ({ id: h.id, title: h.title })),
  }
}
