// Readers' accounts: register, passwords, SMS login (a new phone gets an account), what 我的 shows, and
// the nickname and avatar a reader chooses.
import type { Kysely, Selectable } from 'kysely'
import type { DB, UserTable } from '../../db/schema'
import type { UserInfo } from '../../../../types/api/account'
import { absolute } from '../../content/urls'
import { hashPassword, needsRehash, SCRYPT, verifyPassword, type ScryptCost } from '../../crypto'
import { PHONE } from './sms'
import { levelOf as pointsLevel } from '../points'
import { defaultNickname } from '../../content/nickname'
import * as ERRORS from '../../../../types/errors'
import { badRequest, notFound } from '../../answer'

export type User = Selectable<UserTable>

/** 8–20 characters with letters and digits */
export const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/
const DEFAULT_AVATARS = 60

/** the level's name (Lv1 … Lv6) of a growth value (services/points) */
export const levelOf = (integral: number): string => pointsLevel(integral).name

export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(7)}`
}

export const NICKNAME = {
  min: 2,
  max: 16,
  /** names only the newsroom goes by */
  reserved: ['上游新闻', '官方', '管理员', '客服', '编辑部', '审核员'],
} as const

/** a picture the reader sent, as their avatar: its upload id and the address it is served at */
export interface UploadedAvatar {
  id: number
  url: string
}

export class UserService {
  /** what a phone without a password is checked against, made at the same cost as readers' hashes */
  private dummy: Promise<string> | null = null

  /** `hashing`: scrypt's cost for new hashes (the server's settings: OWASP's minimum or more in production) */
  constructor(private readonly db: Kysely<DB>, private readonly hashing: ScryptCost = SCRYPT) {}

  private dummyHash(): Promise<string> {
    return (this.dummy ??= hashPassword('not-a-password-anyone-has', this.hashing))
  }

  byPhone(phone: string): Promise<User | undefined> {
    return this.db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst()
  }

  assertPassword(password: string): void {
    if (!PASSWORD.test(password)) throw badRequest(ERRORS.passwordWeak)
  }

  async create(phone: string, password: string | null, now = Date.now()): Promise<User> {
    if (!PHONE.test(phone)) throw badRequest(ERRORS.phoneBad)
    if (password !== null) this.assertPassword(password)
    const { id } = await this.db.insertInto('users').values({
      phone,
      password_hash: password === null ? null : await hashPassword(password, this.hashing),
      nickname: defaultNickname(),
      avatar: `/media/images/avatar-${Number(phone.slice(-2)) % DEFAULT_AVATARS}.png`,
      credit: 0,
      integral: 0,
      created_at: now,
    }).returning('id').executeTakeFirstOrThrow()
    return (await this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow())
  }

  /**
   * The account staff name by its id or (the console) by its phone number, appointing or linking it: 400
   * `missing` when neither is given, 404 for a phone without an account.
   */
  async idOf(who: { userId?: number; phone?: string }, missing: string): Promise<number> {
    if (who.userId !== undefined) return who.userId
    const phone = who.phone?.trim() ?? ''
    if (!phone) throw badRequest(missing)
    const user = PHONE.test(phone) ? await this.byPhone(phone) : undefined
    if (!user) throw notFound(ERRORS.noAccountForPhone)
    return user.id
  }

  /** SMS login: a phone that has no account yet gets one. */
  async findOrCreate(phone: string): Promise<User> {
    return (await this.byPhone(phone)) ?? this.create(phone, null)
  }

  async checkPassword(phone: string, password: string): Promise<User> {
    const user = PHONE.test(phone) ? await this.byPhone(phone) : undefined
    if (!user || !user.password_hash) {
      // as long as a real check, so the answer's timing does not tell which phones have a password
      await verifyPassword(password, await this.dummyHash())
      throw badRequest(ERRORS.passwordWrong)
    }
    if (!(await verifyPassword(password, user.password_hash))) throw badRequest(ERRORS.passwordWrong)
    if (needsRehash(user.password_hash, this.hashing)) {
      const rehashed = await hashPassword(password, this.hashing)
      // only if nobody changed the password meanwhile
      await this.db.updateTable('users').set({ password_hash: rehashed })
        .where('id', '=', user.id).where('password_hash', '=', user.password_hash).execute()
      return { ...user, password_hash: rehashed }
    }
    return user
  }

  /**
   * A reader's own nickname (2–16 characters, checked against the word list like anything they write, and
   * not passing for the newsroom) and avatar (a picture they sent, not one a moderator turned away).
   */
  async setProfile(userId: number, input: { nickname?: string; avatar?: UploadedAvatar }, judge: { text: (text: string) => Promise<'pass' | 'hold'>; pictureRejected: (id: number) => Promise<boolean> }): Promise<void> {
    const set: { nickname?: string; avatar?: string } = {}
    if (input.nickname !== undefined) {
      const name = input.nickname.replace(/[\u0000-\u001f\u007f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g, '').replace(/\s+/g, ' ').trim()
      const length = [...name].length
      if (length < NICKNAME.min || length > NICKNAME.max) throw badRequest(ERRORS.nicknameLength(NICKNAME.min, NICKNAME.max))
      if (NICKNAME.reserved.some(w => name.toLowerCase().includes(w.toLowerCase()))) throw badRequest(ERRORS.nicknameReserved)
      if ((await judge.text(name)) !== 'pass') throw badRequest(ERRORS.nicknameUnfit)
      set.nickname = name
    }
    if (input.avatar) {
      if (await judge.pictureRejected(input.avatar.id)) throw badRequest(ERRORS.avatarUnfit)
      set.avatar = input.avatar.url
    }
    if (set.nickname === undefined && set.avatar === undefined) throw badRequest(ERRORS.profileUnchanged)
    await this.db.updateTable('users').set(set).where('id', '=', userId).execute()
  }

  async setPassword(userId: number, password: string): Promise<void> {
    this.assertPassword(password)
    await this.db.updateTable('users').set({ password_hash: await hashPassword(password, this.hashing) }).where('id', '=', userId).execute()
  }

  info(user: User, origin: string): UserInfo {
    return {
      userId: user.id,
      userName: user.nickname,
      userPic: absolute(user.avatar, origin),
      credit: user.credit,
      integRal: user.integral,
      creditLevel: levelOf(user.integral),
      phone: maskPhone(user.phone),
    }
  }
}
