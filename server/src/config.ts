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
  }
}

export const REPO_ROOT = ROOT
