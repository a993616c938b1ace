// SMS codes: 6 digits, valid 5 minutes, single use, at most 5 tries; one send per phone per 60 s and a
// daily cap per phone and per address; every send needs a passed slider. Each limit is one conditional
// statement (a try is counted before the code is compared, a send takes its cooldown and its daily
// places before its row is written), so parallel requests get no more than sequential ones.
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import type { SmsProvider } from '../../providers/sms'
import type { SliderProof } from '../../providers/slider'
import type { SliderService } from './slider'
import { type Limit, type RateLimiter } from '../rate-limit'
import { DAY_MS } from '../../content/time'
import { ApiError, badRequest } from '../../answer'
import { randomDigits, sha256, safeEqual } from '../../crypto'
import * as ERRORS from '../../../../types/errors'
import type { SmsPurpose } from '../../../../types/api/account'

export const SMS = {
  codeLength: 6,
  ttlMs: 5 * 60_000,
  maxTries: 5,
  resendMs: 60_000,
  dailyPerPhone: 10,
  dailyPerIp: 30,
} as const

export const PHONE = /^1[3-9]\d{9}$/

/** days as China counts them (the caps say 今日) */
const CST_DAY: Omit<Limit, 'max'> = { windowMs: DAY_MS, offsetMs: 8 * 3600_000 }
const DAILY_PHONE: Limit = { max: SMS.dailyPerPhone, ...CST_DAY }
const DAILY_IP: Limit = { max: SMS.dailyPerIp, ...CST_DAY }

export function smsText(code: string): string {
  return `【上游新闻】验证码${code}，5分钟内有效。如非本人操作请忽略本短信。`
}

/** A refusal after the slide was judged: `sliderSpent` tells the client to ask for a new slide. */
function refusal(status: 400 | 429, message: string, sliderSpent: boolean): ApiError {
  return new ApiError(status, message, status, { sliderSpent })
}

export class SmsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly provider: SmsProvider,
    private readonly slider: SliderService,
    /** the server's one limiter (its clock); the SMS windows are counted in the send's transaction */
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * The slide comes first: nothing about a phone (registered or not) is told, and no cooldown or
   * daily place is taken, without one. Telling whether a phone is registered spends the slide (one
   * answer per slide); a refusal by the limits gives a local slide back for the next try.
   */
  async send(phone: string, purpose: SmsPurpose, ip: string, proof: Partial<SliderProof>, now = this.limiter.now()): Promise<void> {
    if (!PHONE.test(phone)) throw badRequest(ERRORS.phoneBad)
    const slide = await this.slider.consume(proof, ip, now)
    const user = await this.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst()
    if (purpose === 'register' && user) throw refusal(400, ERRORS.phoneTaken, true)
    if (purpose === 'find' && !user) throw refusal(400, ERRORS.phoneUnknown, true)

    const code = randomDigits(SMS.codeLength)
    const cooldownKey = `sms:resend:${phone}`
    let id: number
    try {
      id = await this.db.transaction().execute(async trx => {
        const limits = this.limiter.within(trx)
        if (!(await limits.cooldown(cooldownKey, SMS.resendMs, now))) throw refusal(429, ERRORS.smsTooSoon, !slide.restore)
        if (!(await limits.take(`sms:phone:${phone}`, DAILY_PHONE, now))) throw refusal(429, ERRORS.smsDailyCap, !slide.restore)
        if (ip && !(await limits.take(`sms:ip:${ip}`, DAILY_IP, now))) throw refusal(429, ERRORS.smsDailyCap, !slide.restore)
        const row = await trx.insertInto('sms_codes').values({
          phone, purpose, code_hash: sha256(`${phone}:${code}`), ip, created_at: now, expires_at: now + SMS.ttlMs, attempts: 0, used_at: null, outbox_text: '',
        }).returning('id').executeTakeFirstOrThrow()
        return row.id
      })
    } catch (err) {
      // nothing was sent: the slide stays good for the next try
      if (slide.restore) await slide.restore()
      throw err
    }
    try {
      await this.provider.send({ id, phone, code, text: smsText(code) })
    } catch {
      // the reader may ask again at once; the unsent code can never be guessed into use
      await this.db.updateTable('sms_codes').set({ used_at: now }).where('id', '=', id).execute()
      await this.limiter.endCooldown(cooldownKey)
      throw new ApiError(502, ERRORS.smsNotSent)
    }
  }

  /** Checks a code and uses it up; every failure says why. A try is counted before the comparison. */
  async consume(phone: string, purpose: SmsPurpose, code: string, now = Date.now()): Promise<void> {
    if (!PHONE.test(phone)) throw badRequest(ERRORS.phoneBad)
    const row = await this.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).where('purpose', '=', purpose)
      .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst()
    if (!row) throw badRequest(ERRORS.codeNotSent)
    if (row.used_at !== null) throw badRequest(ERRORS.codeUsed)
    if (row.expires_at < now) throw badRequest(ERRORS.codeExpired)
    const tried = await this.db.updateTable('sms_codes').set(eb => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id).where('attempts', '<', SMS.maxTries).where('used_at', 'is', null)
      .returning('attempts').executeTakeFirst()
    if (!tried) {
      // another request used the code or the last try meanwhile
      const now = await this.db.selectFrom('sms_codes').select('used_at').where('id', '=', row.id).executeTakeFirst()
      throw badRequest(now?.used_at != null ? ERRORS.codeUsed : ERRORS.codeTriesExceeded)
    }
    if (!/^\d{6}$/.test(code) || !safeEqual(row.code_hash, sha256(`${phone}:${code}`))) {
      throw badRequest(tried.attempts >= SMS.maxTries ? ERRORS.codeTriesExceeded : ERRORS.codeWrong)
    }
    const used = await this.db.updateTable('sms_codes').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst()
    if (Number(used.numUpdatedRows) !== 1) throw badRequest(ERRORS.codeUsed)
  }
}
