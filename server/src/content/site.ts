// Site-wide editorial constants: the global config, report reasons, disclaimers.
import type { GlobalConfig } from '../../../types/api/config'
import type { ServerConfig } from '../config'

export const SITE_NAME = '上游新闻'
export const REPORT_TEL = '966966'
export const REPORT_REASONS = ['低俗色情', '虚假谣言', '广告营销', '违法违规', '侵犯权益', '人身攻击', '其他']
export const DISCLAIMER = '本文仅代表作者观点，不代表上游新闻立场。'
export const COPYRIGHT = '上游新闻原创稿件，未经授权不得转载。如需转载，请联系上游新闻取得授权。'
export const SELF_DISCIPLINE_TITLE = '上游新闻自律公约'

/** WeChat OAuth for H5: WeChat's page with the real provider, the local one in development, else none */
function wechatAuthorizeUrl(config: ServerConfig): string {
  if (config.wechat.provider === 'real') {
    return `https://open.weixin.qq.com/connect/oauth2/authorize?appid=${config.wechat.h5.appId}&response_type=code&scope=snsapi_userinfo`
  }
  return config.isDev ? '/dev/wechat/authorize' : ''
}

export function globalConfig(config: ServerConfig): GlobalConfig {
  return {
    siteName: SITE_NAME,
    appPromotion: true,
    appDownloadUrl: '/download',
    appScheme: 'shangyounews://',
    defaultChannelId: 1,
    defaultDistrictClassId: 941,
    defaultAreaNumber: 4,
    defaultDistrictColumnId: 18,
    adPermissionBit: 3,
    copyright: COPYRIGHT,
    disclaimer: DISCLAIMER,
    hotline: REPORT_TEL,
    allowedOrigins: [
      'https://www.cqcb.com',
      'https://app.cqcb.com',
      'https://h5.cqcb.com',
      'https://m.cqcb.com',
      'https://servicewechat.com',
    ],
    wechatAuthorizeUrl: wechatAuthorizeUrl(config),
  }
}
