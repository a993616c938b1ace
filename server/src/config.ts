// Server configuration from environment variables, each with a working default.
import path from 'path'

export interface ServerConfig {
  port: number
  host: string
  /** postgres://… selects PostgreSQL; empty means the embedded SQLite file */
  databaseUrl: string
  sqliteFile: string
  /** where generated images and their resized variants are cached */
  mediaCacheDir: string
  /** the built H5 site served under /shangyou_news/ */
  h5Dir: string
  /** absolute origin used in media URLs; empty means the origin of each request */
  publicUrl: string
  /** handed to the H5 page at run time (empty: same origin as the page) */
  apiHosts: { api: string; newsApi: string; memberApi: string; mainApi: string }
  logLevel: string
  /** development mode exposes the local providers' observable side (SMS outbox, WeChat authorize page) */
  isDev: boolean
  /** fill an empty database with the demo site */
  seedOnStart: boolean
  /** mourning-day grey mode for the whole site */
  greyMode: boolean
  /** maps and weather: 'local' (offline table) or 'amap' (needs amapKey) */
  maps: { provider: string; amapKey: string }
  /** signs tickets and slider proofs; empty: one generated and kept in the database */
  secretKey: string
  sms: { provider: string; aliyun: { keyId: string; keySecret: string; signName: string; templateCode: string } }
  slider: { provider: string; aliyun: { keyId: string; keySecret: string; appKey: string } }
  wechat: { provider: string; mp: { appId: string; secret: string }; h5: { appId: string; secret: string } }
}

const ROOT = path.resolve(__dirname, '..', '..')

function int(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return value && Number.isInteger(n) ? n : fallback
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || '',
    sqliteFile: env.SQLITE_FILE || path.join(ROOT, 'data', 'shangyou.db'),
    mediaCacheDir: env.MEDIA_CACHE_DIR || path.join(ROOT, 'data', 'media-cache'),
    h5Dir: env.H5_DIR || path.join(ROOT, 'dist', 'h5'),
    publicUrl: (env.PUBLIC_URL || '').replace(/\/$/, ''),
    apiHosts: {
      api: env.API_HOST || '',
      newsApi: env.NEWS_API_HOST || '',
      memberApi: env.MEMBER_API_HOST || '',
      mainApi: env.MAIN_API_HOST || '',
    },
    logLevel: env.LOG_LEVEL || 'info',
    isDev: (env.NODE_ENV || 'development') !== 'production',
    seedOnStart: env.SEED !== '0',
    greyMode: env.GREY_MODE === '1',
    maps: { provider: env.MAPS_PROVIDER || 'local', amapKey: env.AMAP_KEY || '' },
    secretKey: env.SECRET_KEY || '',
    sms: {
      provider: env.SMS_PROVIDER || 'local',
      aliyun: {
        keyId: env.ALIYUN_ACCESS_KEY_ID || '', keySecret: env.ALIYUN_ACCESS_KEY_SECRET || '',
        signName: env.ALIYUN_SMS_SIGN || '上游新闻', templateCode: env.ALIYUN_SMS_TEMPLATE || '',
      },
    },
    slider: {
      provider: env.SLIDER_PROVIDER || 'local',
      aliyun: { keyId: env.ALIYUN_ACCESS_KEY_ID || '', keySecret: env.ALIYUN_ACCESS_KEY_SECRET || '', appKey: env.ALIYUN_AFS_APP_KEY || '' },
    },
    wechat: {
      provider: env.WECHAT_PROVIDER || 'local',
      mp: { appId: env.WECHAT_MP_APPID || '', secret: env.WECHAT_MP_SECRET || '' },
      h5: { appId: env.WECHAT_H5_APPID || '', secret: env.WECHAT_H5_SECRET || '' },
    },
  }
}

export const REPO_ROOT = ROOT
