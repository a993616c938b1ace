// Sending SMS. `local` (default) keeps the message for the development outbox; `aliyun` sends it.
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { aliyunRpc } from '../aliyun'

export interface SmsMessage {
  /** the sms_codes row this message belongs to */
  id: number
  phone: string
  code: string
  text: string
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<void>
}

export interface SmsSettings {
  provider: string
  aliyun: { keyId: string; keySecret: string; signName: string; templateCode: string }
}

/** Writes the message where the development outbox (GET /dev/sms/outbox) shows it. */
export class LocalSmsProvider implements SmsProvider {
  constructor(private readonly db: Kysely<DB>) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db.updateTable('sms_codes').set({ outbox_text: message.text }).where('id', '=', message.id).execute()
  }
}

/** Aliyun SMS (dysmsapi SendSms); the template takes the code as ${code}. */
export class AliyunSmsProvider implements SmsProvider {
  constructor(private readonly settings: SmsSettings['aliyun']) {}

  async send(message: SmsMessage): Promise<void> {
    const res = await aliyunRpc('dysmsapi.aliyuncs.com', '2017-05-25', 'SendSms', {
      PhoneNumbers: message.phone,
      SignName: this.settings.signName,
      TemplateCode: this.settings.templateCode,
      TemplateParam: JSON.stringify({ code: message.code }),
    }, this.settings.keyId, this.settings.keySecret)
    if (res.Code !== 'OK') throw new Error(`SMS not sent: ${String(res.Message)}`)
  }
}

export function createSmsProvider(settings: SmsSettings, db: Kysely<DB>): SmsProvider {
  if (settings.provider === 'aliyun') {
    if (!settings.aliyun.keyId || !settings.aliyun.keySecret) throw new Error('SMS_PROVIDER=aliyun needs ALIYUN_ACCESS_KEY_ID and ALIYUN_ACCESS_KEY_SECRET')
    return new AliyunSmsProvider(settings.aliyun)
  }
  return new LocalSmsProvider(db)
}
