// SMS codes: 6 digits, valid 5 minutes, single use, at most 5 tries; one send per phone per 60 s and a
// daily cap per phone and per address; every send needs a passed slider.
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import type { SmsProvider } from '../../providers/sms'
import type { SliderProof } from '../../providers/slider'
import type { SliderService } from './slider'
import { randomDigits, sha256, safeEqual } from './crypto'
import { AUTH_ERRORS, authError } from './errors'

export const SMS = {
  codeLength: 6,
  ttlMs: 5 * 60_000,
  maxTries: 5,
  resendMs: 60_000,
  dailyPerPhone: 10,
  dailyPerIp: 30,
} as const

export type SmsPurpose = 'login' | 'register' | 'find' | 'bind'
export const SMS_PURPOSES: SmsPurpose[] = ['login', 'register', 'find', 'bind']
export const PHONE = /^1[3-9]\d{9}$/
export const BAD_PHONE = '请输入正确的手机号'

const CST = 8 * 3600_000
const startOfCstDay = (ms: number) => ms - ((ms + CST) % 86_400_000)

export function smsText(code: string): string {
  return `【上游新闻】验证码${code}，5分钟内有效。如非本人操作请忽略本短信。`
}

export class SmsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly provider: SmsProvider,
    private readonly slider: SliderService,
  ) {}

  async send(phone: string, purpose: SmsPurpose, ip: string, proof: Partial<SliderProof>, now = Date.now()): Promise<void> {
    if (!PHONE.test(phone)) throw authError.bad(BAD_PHONE)
    const user = await this.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst()
    if (purpose === 'register' && user) throw authError.bad(AUTH_ERRORS.phoneTaken)
    if (purpose === 'find' && !user) throw authError.bad(AUTH_ERRORS.phoneUnknown)
    const last = await this.db.selectFrom('sms_codes').select('created_at').where('phone', '=', phone)
      .orderBy('created_at', 'desc').limit(1).executeTakeFirst()
    if (last && now - last.created_at < SMS.resendMs) throw authError.tooMany(AUTH_ERRORS.sendTooSoon)
    const dayStart = startOfCstDay(now)
    const count = async (column: 'phone' | 'ip', value: string) => Number((await this.db.selectFrom('sms_codes')
      .select(eb => eb.fn.countAll<number>().as('n')).where(column, '=', value).where('created_at', '>=', dayStart)
      .executeTakeFirstOrThrow()).n)
    if (await count('phone', phone) >= SMS.dailyPerPhone || (ip && await count('ip', ip) >= SMS.dailyPerIp)) {
      throw authError.tooMany(AUTH_ERRORS.dailyCap)
    }
    // the slider proof is spent only once the other checks pass
    await this.slider.consume(proof, ip, now)
    const code = randomDigits(SMS.codeLength)
    const { id } = await this.db.insertInto('sms_codes').values({
      phone, purpose, code_hash: sha256(`${phone}:${code}`), ip, created_at: now, expires_at: now + SMS.ttlMs, attempts: 0, used_at: null, outbox_text: '',
    }).returning('id').executeTakeFirstOrThrow()
    await this.provider.send({ id, phone, code, text: smsText(code) })
  }

  /** Checks a code and uses it up; every failure says why. */
  async consume(phone: string, purpose: SmsPurpose, code: string, now = Date.now()): Promise<void> {
    if (!PHONE.test(phone)) throw authError.bad(BAD_PHONE)
    const row = await this.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).where('purpose', '=', purpose)
      .orderBy('created_at', 'desc').limit(1).executeTakeFirst()
    if (!row) throw authError.bad(AUTH_ERRORS.noCode)
    if (row.used_at !== null) throw authError.bad(AUTH_ERRORS.usedCode)
    if (row.expires_at < now) throw authError.bad(AUTH_ERRORS.expiredCode)
    if (row.attempts >= SMS.maxTries) throw authError.bad(AUTH_ERRORS.tooManyTries)
    if (!/^\d{6}$/.test(code) || !safeEqual(row.code_hash, sha256(`${phone}:${code}`))) {
      await this.db.updateTable('sms_codes').set(eb => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', row.id).execute()
      throw authError.bad(row.attempts + 1 >= SMS.maxTries ? AUTH_ERRORS.tooManyTries : AUTH_ERRORS.wrongCode)
    }
    const used = await this.db.updateTable('sms_codes').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst()
    if (Number(used.numUpdatedRows) !== 1) throw authError.bad(AUTH_ERRORS.usedCode)
  }
}
