// The sign-in services: sessions, SMS codes, the slider, WeChat and readers' accounts (built with the
// others in services/index.ts), and the server's secret.
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import type { LocalWechatProvider } from '../../providers/wechat'
import { randomToken } from '../../crypto'
import type { SessionService } from './sessions'
import type { SliderService } from './slider'
import type { SmsService } from './sms'
import type { UserService } from './users'
import type { WechatService } from './wechat'

export interface SignInServices {
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
