// The account services wired to their providers, built once per server.
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import type { ServerConfig } from '../../config'
import { createSmsProvider } from '../../providers/sms'
import { AliyunSliderProvider } from '../../providers/slider'
import { createWechatProvider, LocalWechatProvider } from '../../providers/wechat'
import { randomToken } from './crypto'
import { SessionService } from './sessions'
import { SliderService } from './slider'
import { SmsService } from './sms'
import { UserService } from './users'
import { WechatService } from './wechat'

export interface AccountServices {
  sessions: SessionService
  slider: SliderService
  sms: SmsService
  users: UserService
  wechat: WechatService
  /** the local WeChat provider, for the development authorize page; null with the real one */
  localWechat: LocalWechatProvider | null
  secret: string
}

/** SECRET_KEY, or one generated on first start and kept in the database (all instances share it). */
export async function serverSecret(db: Kysely<DB>, configured: string): Promise<string> {
  if (configured) return configured
  const row = await db.selectFrom('meta').select('value').where('key', '=', 'secret_key').executeTakeFirst()
  if (row) return row.value
  const secret = randomToken(32)
  await db.insertInto('meta').values({ key: 'secret_key', value: secret })
    .onConflict(oc => oc.column('key').doNothing()).execute()
  return (await db.selectFrom('meta').select('value').where('key', '=', 'secret_key').executeTakeFirstOrThrow()).value
}

export async function accountServices(db: Kysely<DB>, config: ServerConfig): Promise<AccountServices> {
  const secret = await serverSecret(db, config.secretKey)
  const remoteSlider = config.slider.provider === 'aliyun' ? new AliyunSliderProvider(config.slider.aliyun) : null
  const slider = new SliderService(db, secret, remoteSlider)
  const wechatProvider = createWechatProvider(config.wechat, db, secret)
  return {
    sessions: new SessionService(db),
    slider,
    sms: new SmsService(db, createSmsProvider(config.sms, db), slider),
    users: new UserService(db),
    wechat: new WechatService(db, wechatProvider, secret),
    localWechat: wechatProvider instanceof LocalWechatProvider ? wechatProvider : null,
    secret,
  }
}
