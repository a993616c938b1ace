// The server's settings, from environment variables, each with a working default (the global config
// readers' apps fetch, config/inits.json, is another thing: content/site.ts).
import path from 'path'
import { belowOwasp, SCRYPT, type ScryptCost } from './crypto'

/** AMap's road tiles (GCJ-02, Chinese labels), the H5 /Map's background when AMap is the maps provider */
export const AMAP_TILES = 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}'

export interface ServerSettings {
  port: number
  host: string
  /** postgres://… selects PostgreSQL; empty means the embedded SQLite file */
  databaseUrl: string
  /** PostgreSQL schema to use instead of the default (several apps or test runs in one database) */
  pgSchema: string
  sqliteFile: string
  /** where generated images and their resized variants are cached */
  mediaCacheDir: string
  /** where readers' uploaded pictures are kept (the local storage) */
  uploadDir: string
  /** local: the disk under uploadDir; s3: an S3-compatible bucket (several servers) */
  uploadStorage: 'local' | 's3'
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; publicUrl: string }
  /** the built H5 site served under /shangyou_news/ */
  h5Dir: string
  /** ADMIN_DIR: the newsroom console's build (dist/admin) */
  consoleDir: string
  /** absolute origin used in media URLs; empty means the origin of each request whose host is allowed */
  publicUrl: string
  /**
   * host names a request's Host may carry for its origin to be written into URLs (without PUBLIC_URL);
   * empty: loopback names and this machine's own addresses
   */
  allowedHosts: string[]
  /** reverse proxies whose X-Forwarded-* headers are believed: false (none), a hop count, or addresses/CIDRs */
  trustProxy: false | number | string
  /** origins that may embed the H5 site in a frame, post messages to it and be redirected to directly */
  allowedOrigins: string[]
  /** handed to the H5 page at run time (empty: same origin as the page) */
  apiHosts: { api: string; newsApi: string; memberApi: string; mainApi: string }
  logLevel: string
  /** NODE_ENV is not production: local providers are allowed (their development pages answer loopback only) */
  isDev: boolean
  /** fill an empty database with the demo site (off by default in production) */
  seedOnStart: boolean
  /** how often expired sessions, codes, slides and counters are removed (0: never) */
  purgeIntervalMs: number
  /** SCHEDULE_TICK_MS: how often scheduled stories whose time has come are published (0: never) */
  /** INGEST_TICK_MS: how often feeds due are polled (0: never); INGEST_ALLOW_PRIVATE: feeds on this machine or a private network (default: in development) */
  ingest: { tickMs: number; allowPrivate: boolean }
  scheduleTickMs: number
  /** mourning-day grey mode for the whole site */
  greyMode: boolean
  /** PICTURE_MODE=1: low-data picture mode, lists without pictures (a day of heavy traffic) */
  pictureMode: boolean
  /** BENCH_HELLO=1: GET /bench/hello answers a bare hello (npm run bench measures the API against it) */
  benchHello: boolean
  /** maps and weather: 'local' (offline table) or 'amap' (needs amapKey) */
  maps: { provider: string; amapKey: string; amapBase?: string }
  /**
   * the H5 /Map's background tiles: an address template with {z}, {x}, {y} (and {s}, a server 1–4);
   * MAP_TILES, or AMap's road tiles when MAPS_PROVIDER=amap; '' none (the drawing alone)
   */
  mapTiles: string
  /** PG_POOL_MAX: the PostgreSQL connections this instance may hold (instances × this under the server's max_connections, or a pooler's) */
  pgPoolMax: number
  /** BACKUP_DIR: where the server makes a backup every BACKUP_HOURS hours (keeping BACKUP_KEEP); '' none */
  backup: { dir: string; hours: number; keep: number }
  /** METRICS_TOKEN: /metrics answers a scrape with this bearer; empty: only from this machine */
  metricsToken: string
  /** DRAIN_MS: after SIGTERM, how long /readyz answers 503 while the instance still serves, before it closes */
  drainMs: number
  /** signs tickets and slider proofs; empty: one generated and kept in the database */
  secretKey: string
  sms: { provider: string; aliyun: { keyId: string; keySecret: string; signName: string; templateCode: string } }
  slider: { provider: string; aliyun: { keyId: string; keySecret: string; appKey: string } }
  wechat: { provider: string; mp: { appId: string; secret: string }; h5: { appId: string; secret: string } }
  /** readers' texts beyond the sensitive-word list: 'local' (the list decides) or 'wechat' (msg_sec_check, the mini-program's keys) */
  contentCheck: { provider: string }
  /** subscribe messages on the mini-program: 'local' (written to subscribe_outbox) or 'wechat' (the mini-program's keys, a template id) */
  subscribe: { provider: string; template: string }
  /**
   * scrypt's cost for the password hashes this server makes: OWASP's minimum (crypto.ts), not read from the
   * environment. Only code can lower it (the server tests, which are about everything but the hash's
   * cost), and a server outside development refuses anything weaker.
   */
  passwordHashing: ScryptCost
}

const ROOT = path.resolve(__dirname, '..', '..')

function int(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return value && Number.isInteger(n) ? n : fallback
}

/** A configuration the server will not run with; start-up prints its message alone. */
export class SettingsError extends Error {}

const list = (value: string | undefined): string[] => (value ?? '').split(',').map(v => v.trim()).filter(Boolean)

/** The origins of the newspaper's own sites and apps (spec: five allowed origins). */
export const DEFAULT_ALLOWED_ORIGINS = [
  'https://www.cqcb.com',
  'https://app.cqcb.com',
  'https://h5.cqcb.com',
  'https://m.cqcb.com',
  'https://servicewechat.com',
]

function pgSchemaName(value: string | undefined): string {
  if (value && !/^[a-z_][a-z0-9_]{0,62}$/i.test(value)) throw new SettingsError('PG_SCHEMA must be a plain identifier (letters, digits, _)')
  return value ?? ''
}

/** TRUST_PROXY: empty/false → none; a number → that many hops; otherwise addresses or CIDRs, comma-separated. */
export function parseTrustProxy(value: string | undefined): false | number | string {
  const v = (value ?? '').trim()
  if (!v || v === 'false' || v === '0') return false
  if (/^\d+$/.test(v)) return Number(v)
  // trusting every peer would make X-Forwarded-For the client's own say again
  if (v === 'true' || v === '*') throw new SettingsError('TRUST_PROXY=true would believe any client\'s X-Forwarded-For: give the number of proxies in front of the server (e.g. 1) or their addresses')
  return list(v).join(',')
}

function uploadStorage(v: string | undefined): 'local' | 's3' {
  if (!v || v === 'local') return 'local'
  if (v === 's3') return 's3'
  throw new SettingsError(`UPLOAD_STORAGE must be local or s3, not ${v}`)
}

export function loadSettings(env: Record<string, string | undefined> = process.env): ServerSettings {
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || '',
    pgSchema: pgSchemaName(env.PG_SCHEMA),
    sqliteFile: env.SQLITE_FILE || path.join(ROOT, 'data', 'shangyou.db'),
    mediaCacheDir: env.MEDIA_CACHE_DIR || path.join(ROOT, 'data', 'media-cache'),
    uploadDir: env.UPLOAD_DIR || path.join(ROOT, 'data', 'uploads'),
    uploadStorage: uploadStorage(env.UPLOAD_STORAGE),
    s3: {
      endpoint: env.S3_ENDPOINT || '',
      bucket: env.S3_BUCKET || '',
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID || '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || '',
      publicUrl: (env.S3_PUBLIC_URL || '').replace(/\/$/, ''),
    },
    h5Dir: env.H5_DIR || path.join(ROOT, 'dist', 'h5'),
    consoleDir: env.ADMIN_DIR || path.join(ROOT, 'dist', 'admin'),
    publicUrl: (env.PUBLIC_URL || '').replace(/\/$/, ''),
    allowedHosts: list(env.ALLOWED_HOSTS).map(h => h.toLowerCase()),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    allowedOrigins: env.ALLOWED_ORIGINS === undefined ? DEFAULT_ALLOWED_ORIGINS : list(env.ALLOWED_ORIGINS),
    apiHosts: {
      api: env.API_HOST || '',
      newsApi: env.NEWS_API_HOST || '',
      memberApi: env.MEMBER_API_HOST || '',
      mainApi: env.MAIN_API_HOST || '',
    },
    logLevel: env.LOG_LEVEL || 'info',
    isDev: (env.NODE_ENV || 'development') !== 'production',
    seedOnStart: env.SEED === undefined || env.SEED === '' ? env.NODE_ENV !== 'production' : env.SEED !== '0',
    purgeIntervalMs: int(env.PURGE_INTERVAL_MS, 60 * 60_000),
    scheduleTickMs: int(env.SCHEDULE_TICK_MS, 10_000),
    ingest: { tickMs: int(env.INGEST_TICK_MS, 60_000), allowPrivate: env.INGEST_ALLOW_PRIVATE === undefined || env.INGEST_ALLOW_PRIVATE === '' ? (env.NODE_ENV || 'development') !== 'production' : env.INGEST_ALLOW_PRIVATE === '1' },
    greyMode: env.GREY_MODE === '1',
    pictureMode: env.PICTURE_MODE === '1',
    benchHello: env.BENCH_HELLO === '1',
    maps: { provider: env.MAPS_PROVIDER || 'local', amapKey: env.AMAP_KEY || '', amapBase: env.AMAP_BASE || '' },
    mapTiles: env.MAP_TILES || (env.MAPS_PROVIDER === 'amap' ? AMAP_TILES : ''),
    // (two at least: the seed lock holds one while the seeding uses another)
    pgPoolMax: Math.max(2, int(env.PG_POOL_MAX, 10)),
    drainMs: int(env.DRAIN_MS, 5000),
    metricsToken: env.METRICS_TOKEN || '',
    backup: { dir: env.BACKUP_DIR || '', hours: Math.max(1, int(env.BACKUP_HOURS, 24)), keep: Math.max(1, int(env.BACKUP_KEEP, 7)) },
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
    contentCheck: { provider: env.CONTENT_CHECK_PROVIDER || 'local' },
    subscribe: { provider: env.SUBSCRIBE_PROVIDER || 'local', template: env.WECHAT_SUBSCRIBE_TEMPLATE || '' },
    passwordHashing: SCRYPT,
  }
}

/** The outside services still answered by this server itself (development and demo only). */
export function localProviders(settings: ServerSettings): string[] {
  const local: string[] = []
  if (settings.sms.provider !== 'aliyun') local.push('SMS')
  if (settings.slider.provider !== 'aliyun') local.push('slider')
  if (settings.wechat.provider !== 'real') local.push('WeChat')
  return local
}

/**
 * Refuses configurations that must not serve real readers: production with a local provider (its
 * development pages would be the only way to receive a code), a local slider in front of real SMS (a
 * script could send texts at the newspaper's cost), and production without a known public origin.
 */
export function assertDeployable(settings: ServerSettings): void {
  if (settings.sms.provider === 'aliyun' && settings.slider.provider !== 'aliyun') {
    throw new SettingsError('SMS_PROVIDER=aliyun needs a real slider in front of it: set SLIDER_PROVIDER=aliyun (and ALIYUN_AFS_APP_KEY)')
  }
  if (!['local', 'wechat'].includes(settings.contentCheck.provider)) {
    throw new SettingsError(`CONTENT_CHECK_PROVIDER must be local or wechat, not ${settings.contentCheck.provider}`)
  }
  if (!['local', 'wechat'].includes(settings.subscribe.provider)) {
    throw new SettingsError(`SUBSCRIBE_PROVIDER must be local or wechat, not ${settings.subscribe.provider}`)
  }
  if (settings.subscribe.provider === 'wechat' && (!settings.wechat.mp.appId || !settings.wechat.mp.secret || !settings.subscribe.template)) {
    throw new SettingsError('SUBSCRIBE_PROVIDER=wechat needs WECHAT_MP_APPID, WECHAT_MP_SECRET and WECHAT_SUBSCRIBE_TEMPLATE')
  }
  if (settings.contentCheck.provider === 'wechat' && (!settings.wechat.mp.appId || !settings.wechat.mp.secret)) {
    throw new SettingsError('CONTENT_CHECK_PROVIDER=wechat needs the mini-program’s WECHAT_MP_APPID and WECHAT_MP_SECRET')
  }
  if (settings.uploadStorage === 's3' && (!settings.s3.endpoint || !settings.s3.bucket || !settings.s3.accessKeyId || !settings.s3.secretAccessKey)) {
    throw new SettingsError('UPLOAD_STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY')
  }
  if (settings.isDev) return
  if (belowOwasp(settings.passwordHashing)) {
    throw new SettingsError('NODE_ENV=production refuses password hashes weaker than OWASP’s scrypt minimum (N·p ≥ 2^14·5, r = 8)')
  }
  const local = localProviders(settings)
  if (local.length > 0) {
    throw new SettingsError(`NODE_ENV=production refuses to start with local providers (${local.join(', ')}): set SMS_PROVIDER=aliyun, SLIDER_PROVIDER=aliyun and WECHAT_PROVIDER=real with their keys (README, Deploying)`)
  }
  if (!settings.publicUrl && settings.allowedHosts.length === 0) {
    throw new SettingsError('NODE_ENV=production needs PUBLIC_URL (or ALLOWED_HOSTS) so that links and media URLs name the real site')
  }
}

/** The one start-up line naming what this server answers itself instead of an outside service. */
export function providersLine(settings: ServerSettings): string {
  const local = localProviders(settings)
  if (local.length === 0) return 'providers: all real (SMS aliyun, slider aliyun, WeChat real)'
  return `local providers: ${local.join(', ')} (demo mode: codes in /dev/sms/outbox, WeChat at /dev/wechat/authorize; development pages answer this machine (loopback) only)`
}

export const REPO_ROOT = ROOT
