// The authorization matrix: for every route that writes, who may do it. Each row makes its target as
// its owner, then sends the request as each caller; an allowed cell must succeed, a refused one must
// fail and leave the target as it was. A write route with no row (and no reason in PUBLIC_WRITES)
// fails tests/server/harness/routes.test.ts.
import type { LightMyRequestResponse } from 'fastify'
import { sha256, signTicket } from '../../../server/src/crypto'
import type { HarnessServer } from './server'
import { clipLasting, multipartBody, multipartParts, photoWithGps } from '../upload-helpers'

export type Caller =
  /** no token (or no credential) */
  | 'nobody'
  /** another signed-in reader, with their own token or credential */
  | 'stranger'
  /** the reader the target belongs to (for routes without one: any signed-in reader) */
  | 'owner'
  /** the owner's credentials, sent from another machine (not loopback) */
  | 'remote'
  /** staff: a reader holding the moderator role */
  | 'moderator'
  /** staff: a reader holding the administrator role */
  | 'admin'
  /** an account of the department the row's question went to */
  | 'department'
  /** a merchant account linked to the row's goods (the row's request links it) */
  | 'merchant'
  /** a merchant account linked to other goods only */
  | 'otherMerchant'

/**
 * allowed: succeeds (the target may change); refused: fails and the target is unchanged;
 * ownOnly: succeeds, but acts on the caller's own things: the target is unchanged.
 */
export type Outcome = 'allowed' | 'refused' | 'ownOnly'

export interface Reader {
  id: number
  phone: string
  token: string
}

export interface CallArgs {
  caller: Caller
  /** the caller's token, when the caller has one */
  token?: string
  reader?: Reader
}

export interface MatrixRow<T = any> {
  route: string
  setup(h: HarnessServer, owner: Reader, stranger: Reader): Promise<T>
  /** the request body (or query for GET) this caller sends */
  request(target: T, args: CallArgs, h: HarnessServer): Promise<Record<string, unknown>> | Record<string, unknown>
  /** what a refusal must leave unchanged */
  snapshot(h: HarnessServer, target: T): Promise<unknown>
  cells: Partial<Record<Caller, Outcome>>
  /** a body that is not JSON (a multipart upload): sent as it is, with its headers */
  raw?: (target: T) => Promise<{ payload: Buffer; headers: Record<string, string> }>
  /** how success looks when it is not the envelope's 200 */
  succeeded?(res: LightMyRequestResponse): boolean
}

/** Writes anyone may send: why that is safe. */
export const PUBLIC_WRITES: Record<string, string> = {
  'POST /v1/common/slider/init': 'a challenge for anyone about to slide; rate-limited per address, purged when expired',
  'POST /v1/common/slider/verify': 'judges a slide on a challenge; grants only a single-use proof',
  'POST /v1/common/webSendMsg': 'sends a code to the phone itself, behind a slider proof, with a 60 s cooldown and daily caps',
  'POST /v1/user/mpLogin': 'exchanges a WeChat code: WeChat (or the local provider) says who the code belongs to',
  'POST /v1/user/oauthState': 'stores nothing: hands out a signed state and its verifier for a browser about to visit WeChat\'s authorize page',
  'POST /v1/user/unionIdIsBind': 'tells whether an opaque WeChat unionId has a phone; a unionId comes only from a WeChat code',
}

export const accepted = (row: MatrixRow, res: LightMyRequestResponse) =>
  row.succeeded ? row.succeeded(res) : res.statusCode === 200 && res.json().statusCode === 200

let seq = 0

/** a published story of the seeded site (a new one each row: an allowed cell withdraws it) */
async function storyRow(h: HarnessServer): Promise<{ id: number; revision: number; columnId: number }> {
  const row = await db(h).selectFrom('news').select(['id', 'revision', 'class_id']).where('state', '=', 'published').where('data_type', '=', 3)
    .where('show_type', '=', 4).orderBy('id', 'desc').limit(1).offset(++seq % 50).executeTakeFirstOrThrow()
  return { id: row.id, revision: row.revision, columnId: row.class_id }
}

/** an unpublished edition of its own with one page (number 1) and one article on it */
async function epaperPageRow(h: HarnessServer): Promise<{ editionId: number; id: number; articleId: number }> {
  // (a day of its own: one edition a paper a day)
  const date = new Date(Date.UTC(1950, 0, 1) + ++seq * 86_400_000).toISOString().slice(0, 10)
  const { id: editionId } = await db(h).insertInto('epaper_editions').values({ paper: 'cqcb', date, published: 0 }).returning('id').executeTakeFirstOrThrow()
  const { id } = await db(h).insertInto('epaper_pages').values({ edition_id: editionId, num: 1, name: '要闻', image: '/media/images/scene-7.jpg' }).returning('id').executeTakeFirstOrThrow()
  const { id: articleId } = await db(h).insertInto('epaper_articles').values({ page_id: id, title: `矩阵文章${seq}`, subtitle: '', author: '', content: '<p>正文</p>', area: '[0,0,10,10]', sort: 0 }).returning('id').executeTakeFirstOrThrow()
  return { editionId, id, articleId }
}

/** a feed of the newsroom's, at an address that refuses at once */
async function feedRow(h: HarnessServer): Promise<{ id: number }> {
  const { columnId } = await storyRow(h)
  const admin = await db(h).selectFrom('user_roles').select('user_id').where('role', '=', 'admin').executeTakeFirstOrThrow()
  return db(h).insertInto('feeds').values({
    name: `矩阵稿源${++seq}`, url: 'http://127.0.0.1:1/rss', column_id: columnId, channel_ids: '[]', publish: 0, enabled: 1, interval_min: 15, created_by: admin.user_id, created_at: Date.now(), fetched_at: null, ok_at: null,
  }).returning('id').executeTakeFirstOrThrow()
}

/** a student profile of `userId`'s, under 14 with a guardian's consent */
async function studentOf(h: HarnessServer, userId: number): Promise<{ id: number; schoolId: number }> {
  const school = await db(h).selectFrom('composition_schools').select('id').orderBy('id').executeTakeFirstOrThrow()
  const now = Date.now()
  const { id } = await db(h).insertInto('composition_students').values({
    user_id: userId, pen_name: `矩阵小作者${++seq}`, school_id: school.id, grade: 4, under14: 1, consent_at: now, consent_by: userId, consent_withdrawn_at: null, created_at: now,
  }).returning('id').executeTakeFirstOrThrow()
  return { id, schoolId: school.id }
}

/** a teacher of the `nth` school, `userId` certified */
async function teacherOf(h: HarnessServer, userId: number, nth = 0): Promise<{ id: number; schoolId: number }> {
  const school = await db(h).selectFrom('composition_schools').select('id').orderBy('id').offset(nth).limit(1).executeTakeFirstOrThrow()
  const { id } = await db(h).insertInto('composition_teachers').values({
    user_id: userId, school_id: school.id, name: `矩阵老师${++seq}`, subject: '语文', intro: '', status: 'active', created_at: Date.now(),
  }).returning('id').executeTakeFirstOrThrow()
  return { id, schoolId: school.id }
}

/** a composition of `userId`'s (made a student of the first school), in `status`, naming a teacher of that school */
async function workOf(h: HarnessServer, userId: number, status: string, opts: { teacherId?: number; withdrawn?: boolean } = {}): Promise<{ id: number; teacherId: number }> {
  const student = await studentOf(h, userId)
  if (opts.withdrawn) await db(h).updateTable('composition_students').set({ consent_withdrawn_at: Date.now() }).where('id', '=', student.id).execute()
  const teacherId = opts.teacherId ?? (await db(h).selectFrom('composition_teachers').select('id').where('school_id', '=', student.schoolId).where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow()).id
  const now = Date.now()
  const published = ['reviewed', 'recommended', 'printed'].includes(status) ? now : null
  const { id } = await db(h).insertInto('compositions').values({
    student_id: student.id, user_id: userId, title: `矩阵作文${++seq}`, body: '秋天到了，校园里的银杏树换上了金黄的衣裳。', genre: 'descriptive', grade: 4, grade_band: 'middle',
    school_id: student.schoolId, teacher_id: teacherId, status, score: published ? 90 : null, issue_id: null, created_at: now, updated_at: now,
    submitted_at: status === 'draft' ? null : now, published_at: published, recommended_at: null, printed_at: null,
  }).returning('id').executeTakeFirstOrThrow()
  return { id, teacherId }
}
const workRow = (h: HarnessServer, id: number) => db(h).selectFrom('compositions').select(['status', 'title', 'updated_at', 'like_num']).where('id', '=', id).executeTakeFirst()
const TICKET_MS = 10 * 60_000

async function secret(h: HarnessServer): Promise<string> {
  return (await h.database.db.selectFrom('meta').select('value').where('key', '=', 'secret_key').executeTakeFirstOrThrow()).value
}

/** a code for this phone and purpose, as if it had been texted (only its hash is stored) */
async function smsCode(h: HarnessServer, phone: string, purpose: string): Promise<string> {
  const code = String(100000 + (++seq % 899999))
  const now = Date.now()
  await h.database.db.insertInto('sms_codes').values({
    phone, purpose, code_hash: sha256(`${phone}:${code}`), ip: '', created_at: now, expires_at: now + 300_000, attempts: 0, used_at: null, outbox_text: '',
  }).execute()
  return code
}

async function anyStory(h: HarnessServer) {
  return h.database.db.selectFrom('news').select(['id', 'class_id', 'interact_num']).where('status', '=', 1).where('allow_pl', '=', 1)
    .where('permission', '=', 0).where('data_type', 'not in', [5, 7]).where('show_type', 'not in', [8, 9]).orderBy('id').offset(++seq % 50).limit(1).executeTakeFirstOrThrow()
}

async function commentBy(h: HarnessServer, userId: number) {
  const story = await anyStory(h)
  const { id } = await h.database.db.insertInto('comments').values({
    news_id: story.id, class_id: story.class_id, user_id: userId, root_id: null, reply_to_id: null, reply_to_user_id: null,
    text: '矩阵测试的评论', region: '', is_good: 0, like_num: 0, reply_num: 0, status: 1, created_at: Date.now(),
  }).returning('id').executeTakeFirstOrThrow()
  return { story, commentId: id }
}

async function identityFor(h: HarnessServer, userId: number | null) {
  const n = ++seq
  const row = { open_id: `matrix-${process.pid}-${n}`, union_id: `matrix-union-${process.pid}-${n}`, nickname: '矩阵', avatar: '', user_id: userId, created_at: Date.now() }
  const { id } = await h.database.db.insertInto('wechat_identities').values(row).returning('id').executeTakeFirstOrThrow()
  return { id, unionId: row.union_id }
}

const wechatTicket = async (h: HarnessServer, identity: { id: number; unionId: string }) =>
  signTicket(await secret(h), { identity: identity.id, unionId: identity.unionId }, TICKET_MS)

const db = (h: HarnessServer) => h.database.db

/** a reader's comment held for review, in the queue */
async function heldCommentBy(h: HarnessServer, userId: number) {
  const { story, commentId } = await commentBy(h, userId)
  await db(h).updateTable('comments').set({ status: 2 }).where('id', '=', commentId).execute()
  const { id } = await db(h).insertInto('moderation_items').values({
    kind: 'comment', ref_id: commentId, user_id: userId, excerpt: '矩阵测试的评论', reasons: '["加微信"]', status: 'held',
    created_at: Date.now(), decided_by: null, decided_at: null, decision_reason: '',
  }).returning('id').executeTakeFirstOrThrow()
  return { story, commentId, itemId: id }
}

const rolesOf = async (h: HarnessServer, userId: number) =>
  (await db(h).selectFrom('user_roles').select('role').where('user_id', '=', userId).orderBy('role').execute()).map(r => r.role)

/** a question of `askerId` to the harness's department, moved to `status` (with the reply it needs) */
async function questionBy(h: HarnessServer, askerId: number, status = 'pending') {
  const departmentId = await h.departmentId()
  const now = Date.now()
  const { id } = await db(h).insertInto('politics_questions').values({
    user_id: askerId, department_id: departmentId, title: '矩阵测试的问题', content: '路灯坏了', region: '', status, status_reason: '',
    duplicate_of: null, review: 'shown', deadline: status === 'replied' ? null : now + 86_400_000, reopened: 0, rating: null, read_num: 0,
    created_at: now, replied_at: status === 'replied' ? now : null, closed_at: null,
  }).returning('id').executeTakeFirstOrThrow()
  return { id, departmentId }
}

const question = async (h: HarnessServer, id: number) =>
  db(h).selectFrom('politics_questions').select(['status', 'rating', 'reopened', 'status_reason']).where('id', '=', id).executeTakeFirstOrThrow()

/** a shown Q&A question of `askerId`, with an answer by `answererId` when given */
async function qaBy(h: HarnessServer, askerId: number, answererId?: number) {
  const now = Date.now()
  const { id } = await db(h).insertInto('qa_questions').values({
    user_id: askerId, target_user_id: null, content: '矩阵测试的提问', region: '', review: 'shown', view_num: 0, answer_num: answererId ? 1 : 0,
    like_num: 0, pinned_answer_id: null, hot: 0, created_at: now,
  }).returning('id').executeTakeFirstOrThrow()
  const answer = answererId ? await db(h).insertInto('qa_answers').values({
    question_id: id, user_id: answererId, content: '矩阵测试的回答', region: '', review: 'shown', like_num: 0, comment_num: 0, created_at: now,
  }).returning('id').executeTakeFirstOrThrow() : undefined
  return { id, answerId: answer?.id ?? 0 }
}

const qa = async (h: HarnessServer, id: number) =>
  db(h).selectFrom('qa_questions').select(['answer_num', 'pinned_answer_id', 'like_num']).where('id', '=', id).executeTakeFirstOrThrow()

/** a comment of `userId` on an answer */
/** a shown post by `userId` to a community (the first), and that community */
async function postBy(h: HarnessServer, userId: number, kind: 'community' | 'exposure' = 'community') {
  const community = await db(h).selectFrom('communities').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()
  const { id } = await db(h).insertInto('bang_posts').values({
    kind, community_id: kind === 'community' ? community.id : null, user_id: userId, content: '矩阵测试的帖子', images: '[]', region: '', review: 'shown', status: 0,
    handler_id: null, handler_reply: '', handled_at: null, view_num: 0, like_num: 0, comment_num: 0, created_at: Date.now(),
  }).returning('id').executeTakeFirstOrThrow()
  return { id, communityId: community.id }
}

/** a confirmed coupon order of `userId` (with its code), its points spent */
async function shopOrderBy(h: HarnessServer, userId: number, kind: 'coupon' | 'physical' = 'coupon') {
  const { ShopService } = await import('../../../server/src/services/shop')
  const { openBalances } = await import('../../../server/src/db/seed/points')
  await db(h).updateTable('users').set({ credit: 10 }).where('id', '=', userId).where('credit', '<', 10).execute()
  await openBalances(db(h), Date.now(), userId)
  const { id: goodsId } = await db(h).insertInto('shop_goods').values({ title: `矩阵券${++seq}`, kind, category: '测试', price: 1, stock: 5, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow()
  const order = await new ShopService(db(h), h.app.services.points).exchange(userId, { goodsId, quantity: 1, idemKey: `matrix-${process.pid}-${++seq}`, address: '重庆市渝中区解放碑1号' }, '')
  return { id: order.id, code: order.code, goodsId }
}

/** the merchant caller is linked to the row's goods; the other merchant to goods of its own */
async function linkMerchant(h: HarnessServer, goodsId: number, args: CallArgs): Promise<void> {
  if (args.caller !== 'merchant' && args.caller !== 'otherMerchant') return
  const linkTo = args.caller === 'merchant' ? goodsId
    : (await db(h).insertInto('shop_goods').values({ title: `别家商品${++seq}`, kind: 'coupon', category: '测试', price: 1, stock: 5, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow()).id
  await db(h).insertInto('shop_goods_merchants').values({ goods_id: linkTo, user_id: args.reader!.id, linked_by: null, created_at: Date.now() }).execute()
}

/** a shown 发现 post by `userId` */
async function discoverBy(h: HarnessServer, userId: number) {
  const { id } = await db(h).insertInto('discover_posts').values({
    user_id: userId, topic_id: null, content: '矩阵测试的发现', video_id: null, review: 'shown', reply_user_id: null, reply_news_id: null, replied_at: null, created_at: Date.now(),
  }).returning('id').executeTakeFirstOrThrow()
  return { id }
}

/** a comment of `userId`'s on a 发现 post of theirs */
async function discoverCommentBy(h: HarnessServer, userId: number) {
  const { id } = await discoverBy(h, userId)
  const c = await db(h).insertInto('bang_comments').values({
    class_id: 4, target_id: id, user_id: userId, root_id: null, reply_to_id: null, reply_to_user_id: null, text: '矩阵测试的发现评论',
    region: '', like_num: 0, reply_num: 0, status: 1, created_at: Date.now(),
  }).returning('id').executeTakeFirstOrThrow()
  return { id, commentId: c.id }
}

const post = async (h: HarnessServer, id: number) => db(h).selectFrom('bang_posts').select(['review', 'status', 'handler_id', 'handler_reply']).where('id', '=', id).executeTakeFirstOrThrow()

/** makes `userId` a worker of the community (moving them there) */
async function workerOf(h: HarnessServer, userId: number, communityId: number) {
  await db(h).deleteFrom('community_members').where('user_id', '=', userId).execute()
  await db(h).insertInto('community_members').values({ user_id: userId, community_id: communityId, role: 'worker', title: '网格员', joined_at: Date.now() }).execute()
}

async function bangCommentBy(h: HarnessServer, userId: number, answererId: number) {
  const q = await qaBy(h, answererId, answererId)
  const { id } = await db(h).insertInto('bang_comments').values({
    class_id: 2, target_id: q.answerId, user_id: userId, root_id: null, reply_to_id: null, reply_to_user_id: null, text: '矩阵测试的评论',
    region: '', like_num: 0, reply_num: 0, status: 1, created_at: Date.now(),
  }).returning('id').executeTakeFirstOrThrow()
  return { ...q, commentId: id }
}

export const MATRIX: MatrixRow[] = [
  {
    route: 'POST /v1/comment/store',
    setup: async h => anyStory(h),
    request: story => ({ newsId: story.id, classId: story.class_id, sayText: '授权矩阵：一条新评论' }),
    snapshot: async (h, story) => (await db(h).selectFrom('comments').select('id').where('news_id', '=', story.id).execute()).length,
    cells: { nobody: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /v1/comment/deleteComment',
    setup: async (h, owner) => commentBy(h, owner.id),
    request: t => ({ plId: t.commentId }),
    snapshot: async (h, t) => ({
      status: (await db(h).selectFrom('comments').select('status').where('id', '=', t.commentId).executeTakeFirstOrThrow()).status,
    }),
    cells: { nobody: 'refused', stranger: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /api/comment/doReport',
    setup: async (h, owner) => commentBy(h, owner.id),
    request: t => ({ commentId: t.commentId, classId: t.story.class_id, newsId: t.story.id, platformId: 0, content: '人身攻击', commentContent: '矩阵测试的评论' }),
    snapshot: async (h, t) => (await db(h).selectFrom('reports').select('id').where('kind', '=', 'comment').where('target_id', '=', t.commentId).execute()).length,
    // any reader may report another reader's comment
    cells: { nobody: 'refused', stranger: 'allowed' },
  },
  {
    route: 'POST /v1/news/doReport',
    setup: async h => anyStory(h),
    request: story => ({ classId: story.class_id, newsId: story.id, content: '虚假谣言' }),
    snapshot: async (h, story) => (await db(h).selectFrom('reports').select('id').where('kind', '=', 'news').where('target_id', '=', story.id).execute()).length,
    cells: { nobody: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /v1/like/do',
    setup: async h => anyStory(h),
    request: story => ({ classId: story.class_id, newsId: story.id, type: 1 }),
    snapshot: async (h, story) => (await db(h).selectFrom('news').select('like_num').where('id', '=', story.id).executeTakeFirstOrThrow()).like_num,
    cells: { nobody: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /v1/user/logout',
    setup: async (_h, owner) => owner,
    request: () => ({}),
    snapshot: async (h, owner) => (await db(h).selectFrom('sessions').select('revoked_at').where('token_hash', '=', sha256(owner.token)).executeTakeFirstOrThrow()).revoked_at,
    // a stranger's logout ends the stranger's own session only
    cells: { nobody: 'refused', stranger: 'ownOnly', owner: 'allowed' },
  },
  {
    route: 'POST /v1/user/resetPassword',
    setup: async (h, owner) => {
      await db(h).updateTable('users').set({ password_hash: 'scrypt$16384$8$5$c2FsdA==$aGFzaA==' }).where('id', '=', owner.id).execute()
      return owner
    },
    // the credential is a ticket from checking a find code: none, one for another phone, or the owner's
    request: async (owner, { caller, reader }, h) => ({
      phone: owner.phone,
      password: `Matrix${++seq}abc`,
      ticket: caller === 'nobody' ? 'forged.ticket' : signTicket(await secret(h), { reset: caller === 'owner' ? owner.phone : reader!.phone }, TICKET_MS),
    }),
    snapshot: async (h, owner) => (await db(h).selectFrom('users').select('password_hash').where('id', '=', owner.id).executeTakeFirstOrThrow()).password_hash,
    cells: { nobody: 'refused', stranger: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /v1/common/valisendMsg',
    setup: async (h, owner) => ({ owner, code: await smsCode(h, owner.phone, 'find') }),
    // the credential is the code texted to the phone: a guess, the stranger's own code, or the owner's
    request: async (t, { caller, reader }, h) => ({
      phone: t.owner.phone,
      type: 'find',
      code: caller === 'owner' ? t.code : caller === 'stranger' ? await smsCode(h, reader!.phone, 'find') : '000000',
    }),
    snapshot: async (h, t) => (await db(h).selectFrom('sms_codes').select('used_at').where('phone', '=', t.owner.phone).where('code_hash', '=', sha256(`${t.owner.phone}:${t.code}`)).executeTakeFirstOrThrow()).used_at,
    cells: { nobody: 'refused', stranger: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /v1/user/code_login',
    setup: async (h, owner) => ({ owner, code: await smsCode(h, owner.phone, 'login') }),
    request: async (t, { caller, reader }, h) => ({
      phone: t.owner.phone,
      code: caller === 'owner' ? t.code : caller === 'stranger' ? await smsCode(h, reader!.phone, 'login') : '000000',
    }),
    snapshot: async (h, t) => (await db(h).selectFrom('sessions').select('id').where('user_id', '=', t.owner.id).execute()).length,
    cells: { nobody: 'refused', stranger: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /v1/user/register',
    // the owner here is a phone without an account yet
    setup: async h => {
      const phone = `1375${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(4, '0')}`
      return { phone, code: await smsCode(h, phone, 'register') }
    },
    request: async (t, { caller, reader }, h) => ({
      phone: t.phone,
      password: 'Matrix2026',
      code: caller === 'owner' ? t.code : caller === 'stranger' ? await smsCode(h, reader!.phone, 'register') : '000000',
    }),
    snapshot: async (h, t) => (await db(h).selectFrom('users').select('id').where('phone', '=', t.phone).execute()).length,
    cells: { nobody: 'refused', stranger: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /v1/user/login',
    setup: async (h, owner) => {
      // a password the owner knows
      const { hashPassword } = await import('../../../server/src/crypto')
      await db(h).updateTable('users').set({ password_hash: await hashPassword('Owner2026x') }).where('id', '=', owner.id).execute()
      return owner
    },
    // the credential is the password: none, the stranger's own, or the owner's
    request: (owner, { caller }) => ({ phone: owner.phone, password: caller === 'owner' ? 'Owner2026x' : caller === 'stranger' ? 'Stranger2026' : 'Guess2026' }),
    snapshot: async (h, owner) => (await db(h).selectFrom('sessions').select('id').where('user_id', '=', owner.id).execute()).length,
    cells: { nobody: 'refused', stranger: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /v1/user/thirdPartyLogin',
    setup: async (h, owner) => identityFor(h, owner.id),
    // the credential is the ticket a WeChat code gave: forged, the stranger's own identity's, or the owner's
    request: async (identity, { caller, reader }, h) => ({
      type: 1,
      unionId: identity.unionId,
      ticket: caller === 'owner' ? await wechatTicket(h, identity) : caller === 'stranger' ? await wechatTicket(h, await identityFor(h, reader!.id)) : 'forged.ticket',
    }),
    snapshot: async (h, identity) => {
      const user = (await db(h).selectFrom('wechat_identities').select('user_id').where('id', '=', identity.id).executeTakeFirstOrThrow()).user_id
      return (await db(h).selectFrom('sessions').select('id').where('user_id', '=', user!).execute()).length
    },
    cells: { nobody: 'refused', stranger: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /v1/user/bind3rdParty',
    // an unbound WeChat identity; binding needs its ticket and a code texted to the phone
    setup: async (h, owner) => ({ owner, identity: await identityFor(h, null) }),
    request: async (t, { caller, reader }, h) => ({
      type: 1,
      unionId: t.identity.unionId,
      phone: t.owner.phone,
      ticket: caller === 'nobody' ? 'forged.ticket' : await wechatTicket(h, t.identity),
      // the stranger holds the identity's ticket but only their own phone's code
      code: caller === 'owner' ? await smsCode(h, t.owner.phone, 'bind') : caller === 'stranger' ? await smsCode(h, reader!.phone, 'bind') : '000000',
    }),
    snapshot: async (h, t) => (await db(h).selectFrom('wechat_identities').select('user_id').where('id', '=', t.identity.id).executeTakeFirstOrThrow()).user_id,
    cells: { nobody: 'refused', stranger: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /dev/wechat/authorize',
    setup: async h => db(h).selectFrom('wechat_identities').select('id').where('open_id', '=', 'demo-h5-new').executeTakeFirstOrThrow(),
    request: identity => ({ identity: identity.id, redirect_uri: 'http://localhost:80/shangyou_news/home/1' }),
    snapshot: async h => (await db(h).selectFrom('wechat_codes').select('code').execute()).length,
    // a development page: the machine itself only
    cells: { remote: 'refused', owner: 'allowed' },
    succeeded: res => res.statusCode === 302 && /[?&]code=h5-/.test(String(res.headers.location)),
  },
  {
    route: 'POST /dev/wechat/mp-code',
    setup: async () => ({ openId: 'demo-mp-bound' }),
    request: t => t,
    snapshot: async h => (await db(h).selectFrom('wechat_codes').select('code').execute()).length,
    cells: { remote: 'refused', owner: 'allowed' },
  },
  // the admin API: staff only, checked on the server; a reader's own item is no exception
  {
    route: 'POST /admin/v1/moderation/words',
    setup: async () => ({ word: `矩阵词${process.pid}${++seq}` }),
    request: t => ({ word: t.word, action: 'hold' }),
    snapshot: async (h, t) => (await db(h).selectFrom('sensitive_words').select('action').where('word', '=', t.word).execute()).map(r => r.action),
    cells: { nobody: 'refused', owner: 'refused', moderator: 'allowed', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/moderation/words/delete',
    setup: async h => {
      const word = `矩阵删词${process.pid}${++seq}`
      const { id } = await db(h).insertInto('sensitive_words').values({ word, normalized: word, action: 'hold', created_by: null, created_at: Date.now() })
        .returning('id').executeTakeFirstOrThrow()
      return { id }
    },
    request: t => ({ id: t.id }),
    snapshot: async (h, t) => (await db(h).selectFrom('sensitive_words').select('id').where('id', '=', t.id).execute()).length,
    cells: { nobody: 'refused', owner: 'refused', moderator: 'allowed' },
  },
  {
    route: 'POST /admin/v1/moderation/decide',
    setup: async (h, owner) => heldCommentBy(h, owner.id),
    request: t => ({ id: t.itemId, decision: 'approve', reason: '' }),
    snapshot: async (h, t) => ({
      item: (await db(h).selectFrom('moderation_items').select('status').where('id', '=', t.itemId).executeTakeFirstOrThrow()).status,
      comment: (await db(h).selectFrom('comments').select('status').where('id', '=', t.commentId).executeTakeFirstOrThrow()).status,
    }),
    // the writer cannot approve their own comment, nor can another reader
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'allowed' },
  },
  {
    route: 'POST /admin/v1/moderation/hide',
    setup: async (h, owner) => commentBy(h, owner.id),
    request: t => ({ kind: 'comment', refId: t.commentId, reason: '人身攻击' }),
    snapshot: async (h, t) => (await db(h).selectFrom('comments').select('status').where('id', '=', t.commentId).executeTakeFirstOrThrow()).status,
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'allowed' },
  },
  {
    route: 'POST /admin/v1/moderation/reports/handle',
    setup: async (h, _owner, stranger) => {
      const made = await commentBy(h, stranger.id)
      await db(h).insertInto('reports').values({
        user_id: stranger.id, kind: 'comment', target_id: made.commentId, news_id: made.story.id, class_id: made.story.class_id, platform_id: 0,
        reasons: '广告', comment_text: '矩阵测试的评论', ip: '127.0.0.1', created_at: Date.now(), handled_at: null,
      }).execute()
      return made
    },
    request: t => ({ kind: 'comment', targetId: t.commentId, outcome: 'hide' }),
    snapshot: async (h, t) => [
      (await db(h).selectFrom('comments').select('status').where('id', '=', t.commentId).executeTakeFirstOrThrow()).status,
      await db(h).selectFrom('reports').select('handled_at').where('kind', '=', 'comment').where('target_id', '=', t.commentId).execute(),
    ],
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', department: 'refused', moderator: 'allowed', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/roles/grant',
    setup: async (_h, _owner, stranger) => ({ userId: stranger.id }),
    request: t => ({ userId: t.userId, role: 'moderator' }),
    snapshot: async (h, t) => rolesOf(h, t.userId),
    // a moderator cannot make staff; a reader cannot make themselves staff
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/roles/revoke',
    setup: async (h, _owner, stranger) => {
      await db(h).insertInto('user_roles').values({ user_id: stranger.id, role: 'moderator', granted_by: null, granted_at: Date.now() }).execute()
      return { userId: stranger.id }
    },
    request: t => ({ userId: t.userId, role: 'moderator' }),
    snapshot: async (h, t) => rolesOf(h, t.userId),
    cells: { nobody: 'refused', owner: 'refused', moderator: 'refused', admin: 'allowed' },
  },
  // the newsroom's stories: editors and administrators (an administrator here); no reader, moderator or department
  {
    route: 'POST /admin/v1/stories/create',
    setup: async h => ({ title: `矩阵稿件${++seq}`, columnId: (await storyRow(h)).columnId }),
    request: t => ({ fields: { kind: 'news', title: t.title, body: '<p>正文</p>', columnId: t.columnId, channelIds: [1] } }),
    snapshot: async (h, t) => db(h).selectFrom('news').select('id').where('title', '=', t.title).execute(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/stories/save',
    setup: async h => storyRow(h),
    request: t => ({ id: t.id, revision: t.revision, fields: { kind: 'news', title: `矩阵改稿${++seq}`, body: '<p>正文</p>', columnId: t.columnId } }),
    snapshot: async (h, t) => db(h).selectFrom('news').select(['title', 'revision']).where('id', '=', t.id).executeTakeFirst(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/stories/act',
    setup: async h => storyRow(h),
    request: t => ({ id: t.id, action: 'withdraw' }),
    snapshot: async (h, t) => db(h).selectFrom('news').select(['state', 'status']).where('id', '=', t.id).executeTakeFirst(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    // (what it writes: its audit record; what it gives: a link to what readers may not see)
    route: 'POST /admin/v1/stories/preview',
    setup: async h => storyRow(h),
    request: t => ({ id: t.id }),
    snapshot: async (h, t) => db(h).selectFrom('moderation_audit').select('id').where('action', '=', 'story-preview').where('ref_id', '=', t.id).execute(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/stories/restore',
    setup: async h => storyRow(h),
    request: t => ({ id: t.id, revision: t.revision, from: t.revision }),
    snapshot: async (h, t) => db(h).selectFrom('news').select(['revision']).where('id', '=', t.id).executeTakeFirst(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/epaper/edition',
    setup: async () => ({ date: new Date(Date.UTC(2040, 0, 1) + ++seq * 86_400_000).toISOString().slice(0, 10), paper: 'cqwb' }),
    request: t => ({ paper: t.paper, date: t.date }),
    snapshot: async (h, t) => db(h).selectFrom('epaper_editions').select('id').where('paper', '=', t.paper).where('date', '=', t.date).execute(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/epaper/edition/publish',
    setup: async h => epaperPageRow(h),
    request: t => ({ id: t.editionId, published: true }),
    snapshot: async (h, t) => db(h).selectFrom('epaper_editions').select('published').where('id', '=', t.editionId).executeTakeFirstOrThrow(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/epaper/page',
    setup: async h => epaperPageRow(h),
    request: t => ({ editionId: t.editionId, id: t.id, num: 7, name: '被改过的版', image: '/media/images/scene-8.jpg' }),
    snapshot: async (h, t) => db(h).selectFrom('epaper_pages').select(['num', 'name']).where('id', '=', t.id).executeTakeFirstOrThrow(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/epaper/page/delete',
    setup: async h => epaperPageRow(h),
    request: t => ({ id: t.id }),
    snapshot: async (h, t) => db(h).selectFrom('epaper_pages').select('id').where('id', '=', t.id).execute(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/epaper/article',
    setup: async h => epaperPageRow(h),
    request: t => ({ pageId: t.id, id: t.articleId, title: '被改过的文章', content: '<p>改过</p>', area: [0, 0, 50, 50] }),
    snapshot: async (h, t) => db(h).selectFrom('epaper_articles').select(['title', 'area']).where('id', '=', t.articleId).executeTakeFirstOrThrow(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/epaper/article/delete',
    setup: async h => epaperPageRow(h),
    request: t => ({ id: t.articleId }),
    snapshot: async (h, t) => db(h).selectFrom('epaper_articles').select('id').where('id', '=', t.articleId).execute(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/topics/save',
    setup: async h => db(h).selectFrom('topics').select(['id', 'column_id as columnId']).orderBy('id').limit(1).offset(++seq % 3).executeTakeFirstOrThrow(),
    request: t => ({ id: t.id, columnId: t.columnId, title: `被改过的专题${seq}`, image: '/media/images/scene-9.jpg', intro: '', sort: 0, shown: false }),
    snapshot: async (h, t) => db(h).selectFrom('topics').select(['title', 'status']).where('id', '=', t.id).executeTakeFirstOrThrow(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/specials/save',
    setup: async h => {
      const id = (await db(h).selectFrom('columns').select('id').where('kind', '=', 'special').orderBy('id').limit(1).offset(++seq % 3).executeTakeFirstOrThrow()).id
      return { id, kept: await db(h).selectFrom('columns').select(['id', 'name']).where('father', '=', id).orderBy('sort').execute() }
    },
    // its categories kept (they hold stories), one added
    request: t => ({ id: t.id, title: `被改过的专题${seq}`, image: '/media/images/scene-9.jpg', intro: '', order: 0, shown: true, channelIds: [], categories: [...t.kept, { name: `矩阵分类${seq}` }].slice(-12) }),
    snapshot: async (h, t) => db(h).selectFrom('columns').select(['id', 'name', 'sort']).where(eb => eb.or([eb('id', '=', t.id), eb('father', '=', t.id)])).orderBy('id').execute(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/topics/stories',
    setup: async h => ({ id: (await db(h).selectFrom('topics').select('id').orderBy('id').limit(1).offset(++seq % 3).executeTakeFirstOrThrow()).id, newsId: (await storyRow(h)).id }),
    request: t => ({ id: t.id, newsIds: [t.newsId] }),
    snapshot: async (h, t) => db(h).selectFrom('topic_news').select('news_id').where('topic_id', '=', t.id).orderBy('news_id').execute(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/ads/save',
    setup: async h => db(h).insertInto('ads').values({ type: 2, title: `矩阵广告${++seq}`, url: '/shangyou_news/home/1', img_src: '/media/images/scene-5.jpg', news_class_id: 0, news_id: 0, is_all: 1, show_class_ids: '[]', not_show_class_ids: '[]', sort: 0, status: 1 }).returning('id').executeTakeFirstOrThrow(),
    request: t => ({ id: t.id, type: 3, title: '被改过的广告', url: 'https://www.cqcb.com/', image: '/media/images/scene-6.jpg', everywhere: true, excluded: [], sort: 1, shown: false }),
    snapshot: async (h, t) => db(h).selectFrom('ads').select(['title', 'type', 'status']).where('id', '=', t.id).executeTakeFirstOrThrow(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/front/hot-words',
    setup: async () => ({ words: [`矩阵热词${++seq}`] }),
    request: t => ({ words: t.words }),
    snapshot: async h => db(h).selectFrom('hot_words').select('title').orderBy('sort').execute(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/front/hot-pins',
    setup: async h => ({ newsId: (await storyRow(h)).id }),
    request: t => ({ newsIds: [t.newsId] }),
    snapshot: async h => db(h).selectFrom('hot_pins').select('news_id').orderBy('sort').execute(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/front/menu',
    setup: async h => ({ ids: (await db(h).selectFrom('columns').select('id').where('channel_id', '=', 1).where('in_menu', '=', 1).orderBy('sort').execute()).map(c => c.id).reverse() }),
    request: t => ({ channelId: 1, columnIds: t.ids }),
    snapshot: async h => db(h).selectFrom('columns').select(['id', 'in_menu', 'sort']).where('channel_id', '=', 1).orderBy('id').execute(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/front/banners',
    setup: async h => ({ newsId: (await storyRow(h)).id }),
    request: t => ({ channelId: 1, newsIds: [t.newsId] }),
    snapshot: async h => db(h).selectFrom('banners').select(['news_id', 'sort']).where('channel_id', '=', 1).orderBy('sort').execute(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/front/channels',
    setup: async h => ({ ids: (await db(h).selectFrom('channels').select('id').orderBy('sort').execute()).map(c => c.id).reverse() }),
    request: t => ({ ids: t.ids }),
    snapshot: async h => db(h).selectFrom('channels').select(['id', 'sort']).orderBy('id').execute(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/feeds/save',
    setup: async h => ({ name: `矩阵稿源${++seq}`, columnId: (await storyRow(h)).columnId }),
    request: t => ({ name: t.name, url: 'http://127.0.0.1:1/rss', columnId: t.columnId }),
    snapshot: async (h, t) => db(h).selectFrom('feeds').select('id').where('name', '=', t.name).execute(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/feeds/delete',
    setup: async h => feedRow(h),
    request: t => ({ id: t.id }),
    snapshot: async (h, t) => db(h).selectFrom('feeds').select('id').where('id', '=', t.id).executeTakeFirst(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/feeds/poll',
    setup: async h => feedRow(h),
    request: t => ({ id: t.id }),
    snapshot: async (h, t) => db(h).selectFrom('feeds').select(['fetched_at', 'error']).where('id', '=', t.id).executeTakeFirst(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  // 问政: a citizen asks; only the question's department moves it and replies; only its asker rates or reopens it
  {
    route: 'POST /v1/bangbang/wenzheng/add',
    setup: async h => ({ departmentId: await h.departmentId() }),
    request: t => ({ departmentId: t.departmentId, title: '矩阵：路灯坏了', content: '晚上一片漆黑' }),
    snapshot: async (h, t) => (await db(h).selectFrom('politics_questions').select('id').where('department_id', '=', t.departmentId).execute()).length,
    cells: { nobody: 'refused', owner: 'allowed' },
  },
  // 直播带货投诉平台: any signed-in reader complains, to the market-regulation department
  {
    route: 'POST /v1/complaints/add',
    setup: async () => ({}),
    request: () => ({ platform: '抖音', seller: '矩阵：山城好物旗舰店', orderNo: 'DY-1', content: '收到的货与直播间展示不符' }),
    snapshot: async h => (await db(h).selectFrom('politics_questions').select('id').where('section', '=', 'complaint').execute()).length,
    cells: { nobody: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /v1/bangbang/wenzheng/handle',
    setup: async (h, owner) => questionBy(h, owner.id),
    request: t => ({ id: t.id, action: 'accept' }),
    snapshot: async (h, t) => question(h, t.id),
    // the asker cannot accept their own question, nor can another reader
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'allowed' },
  },
  {
    route: 'POST /v1/bangbang/wenzheng/reply',
    setup: async (h, owner) => questionBy(h, owner.id, 'accepted'),
    request: t => ({ id: t.id, content: '已安排维修' }),
    snapshot: async (h, t) => ({ q: await question(h, t.id), replies: (await db(h).selectFrom('politics_replies').select('id').where('question_id', '=', t.id).execute()).length }),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', department: 'allowed' },
  },
  {
    route: 'POST /v1/bangbang/wenzheng/rate',
    setup: async (h, owner) => questionBy(h, owner.id, 'replied'),
    request: t => ({ id: t.id, rating: 5 }),
    snapshot: async (h, t) => question(h, t.id),
    // the department cannot rate its own reply
    cells: { nobody: 'refused', stranger: 'refused', department: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /v1/bangbang/wenzheng/reopen',
    setup: async (h, owner) => questionBy(h, owner.id, 'replied'),
    request: t => ({ id: t.id, reason: '问题没有解决' }),
    snapshot: async (h, t) => question(h, t.id),
    cells: { nobody: 'refused', stranger: 'refused', department: 'refused', owner: 'allowed' },
  },
  // 问答: anyone signed in asks and answers (not their own question); only the asker pins
  {
    route: 'POST /v1/bangbang/wenda/add',
    setup: async () => ({}),
    request: () => ({ content: `矩阵：周末停车难吗？${++seq}` }),
    snapshot: async h => (await db(h).selectFrom('qa_questions').select('id').execute()).length,
    cells: { nobody: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /v1/bangbang/wenda/reply',
    // the stranger asked it
    setup: async (h, _owner, stranger) => qaBy(h, stranger.id),
    request: t => ({ id: t.id, content: '矩阵：可以去看看' }),
    snapshot: async (h, t) => qa(h, t.id),
    cells: { nobody: 'refused', stranger: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /v1/bangbang/wenda/pin',
    setup: async (h, owner, stranger) => qaBy(h, owner.id, stranger.id),
    request: t => ({ id: t.id, answerId: t.answerId }),
    snapshot: async (h, t) => qa(h, t.id),
    // the answerer cannot pin their own answer, nor can staff
    cells: { nobody: 'refused', stranger: 'refused', moderator: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /api/praise/AddPraise',
    setup: async (h, _owner, stranger) => qaBy(h, stranger.id, stranger.id),
    request: t => ({ type: 6, bangId: t.answerId }),
    snapshot: async (h, t) => qa(h, t.id),
    cells: { nobody: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /api/bv/comment/publish',
    setup: async (h, _owner, stranger) => qaBy(h, stranger.id, stranger.id),
    request: t => ({ classid: 2, id: t.answerId, sayText: '矩阵：支持' }),
    snapshot: async (h, t) => (await db(h).selectFrom('bang_comments').select('id').where('target_id', '=', t.answerId).where('class_id', '=', 2).execute()).length,
    cells: { nobody: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /api/bv/comment/del',
    setup: async (h, owner, stranger) => bangCommentBy(h, owner.id, stranger.id),
    request: t => ({ id: t.commentId, from: 'bang' }),
    snapshot: async (h, t) => (await db(h).selectFrom('bang_comments').select('status').where('id', '=', t.commentId).executeTakeFirstOrThrow()).status,
    // not the answer's writer, not a moderator (they hide through the admin API)
    cells: { nobody: 'refused', stranger: 'refused', moderator: 'refused', owner: 'allowed' },
  },
  // 社区 and 曝光台: a reader joins a community and posts; only the community's worker answers a post; only its author marks it solved or deletes it
  {
    route: 'POST /v1/bangbang/groupownet/join',
    setup: async (h, owner) => {
      await db(h).deleteFrom('community_members').where('user_id', '=', owner.id).execute()
      return { id: (await db(h).selectFrom('communities').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).id }
    },
    request: t => ({ id: t.id }),
    snapshot: async (h, t) => (await db(h).selectFrom('community_members').select('user_id').where('community_id', '=', t.id).execute()).length,
    cells: { nobody: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /api/bangbang/post/publish',
    setup: async () => ({}),
    request: () => ({ kind: 'exposure', content: `矩阵：路边井盖缺了${++seq}` }),
    snapshot: async h => (await db(h).selectFrom('bang_posts').select('id').execute()).length,
    cells: { nobody: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /api/bangbang/post/handle',
    // the stranger works for the post's community
    setup: async (h, owner, stranger) => {
      const p = await postBy(h, owner.id)
      await workerOf(h, stranger.id, p.communityId)
      return p
    },
    request: t => ({ id: t.id, content: '矩阵：已处理', solved: true }),
    snapshot: async (h, t) => post(h, t.id),
    // not its author, not staff, not a department's account
    cells: { nobody: 'refused', owner: 'refused', moderator: 'refused', admin: 'refused', department: 'refused', stranger: 'allowed' },
  },
  {
    route: 'POST /api/bangbang/post/solve',
    setup: async (h, owner) => postBy(h, owner.id, 'exposure'),
    request: t => ({ id: t.id }),
    snapshot: async (h, t) => post(h, t.id),
    cells: { nobody: 'refused', stranger: 'refused', moderator: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /api/bangbang/post/del',
    setup: async (h, owner) => postBy(h, owner.id),
    request: t => ({ id: t.id }),
    snapshot: async (h, t) => post(h, t.id),
    // a moderator hides through the admin API
    cells: { nobody: 'refused', stranger: 'refused', moderator: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /admin/v1/community/appoint',
    setup: async (h, owner) => {
      await db(h).deleteFrom('community_members').where('user_id', '=', owner.id).execute()
      return { userId: owner.id, communityId: (await db(h).selectFrom('communities').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id }
    },
    request: t => ({ userId: t.userId, communityId: t.communityId, title: '网格员' }),
    snapshot: async (h, t) => (await db(h).selectFrom('community_members').select(['role', 'community_id']).where('user_id', '=', t.userId).executeTakeFirst()) ?? null,
    // nobody appoints themselves
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/community/dismiss',
    setup: async (h, owner) => {
      const communityId = (await db(h).selectFrom('communities').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id
      await db(h).deleteFrom('community_members').where('user_id', '=', owner.id).execute()
      await db(h).insertInto('community_members').values({ user_id: owner.id, community_id: communityId, role: 'worker', title: '网格员', joined_at: Date.now() }).execute()
      return { userId: owner.id }
    },
    request: t => ({ userId: t.userId }),
    snapshot: async (h, t) => (await db(h).selectFrom('community_members').select('role').where('user_id', '=', t.userId).executeTakeFirstOrThrow()).role,
    // a worker does not dismiss themselves (nor a moderator them)
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', admin: 'allowed' },
  },
  // 编辑资料: a reader names themselves only (issue 24 §9)
  {
    route: 'POST /v1/user/profile',
    setup: async (_h, owner) => ({ id: owner.id }),
    request: () => ({ nickname: `矩阵新名${++seq}` }),
    snapshot: async (h, t) => (await db(h).selectFrom('users').select(['nickname', 'avatar']).where('id', '=', t.id).executeTakeFirstOrThrow()),
    // another reader's request renames that reader, never the owner
    cells: { nobody: 'refused', stranger: 'ownOnly', moderator: 'ownOnly', admin: 'ownOnly', owner: 'allowed' },
  },
  // 积分商城: a reader exchanges with their own points and cancels only their own orders; a merchant redeems
  {
    route: 'POST /v1/shop/exchange',
    setup: async (h, owner) => {
      await db(h).updateTable('users').set({ credit: 0 }).where('id', '=', owner.id).execute()
      const { id } = await db(h).insertInto('shop_goods').values({ title: `矩阵商品${++seq}`, kind: 'coupon', category: '测试', price: 0 + 1, stock: 5, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow()
      return { id }
    },
    request: t => ({ goodsId: t.id, quantity: 1, idemKey: `matrix-${process.pid}-${++seq}` }),
    snapshot: async (h, t) => (await db(h).selectFrom('shop_goods').select('stock').where('id', '=', t.id).executeTakeFirstOrThrow()).stock,
    // (the owner has no points: refused for that, as a visitor is for the login)
    cells: { nobody: 'refused' },
  },
  {
    route: 'POST /v1/shop/order/cancel',
    setup: async (h, owner) => shopOrderBy(h, owner.id),
    request: t => ({ id: t.id }),
    snapshot: async (h, t) => (await db(h).selectFrom('shop_orders').select('status').where('id', '=', t.id).executeTakeFirstOrThrow()).status,
    cells: { nobody: 'refused', stranger: 'refused', moderator: 'refused', admin: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /admin/v1/shop/redeem',
    setup: async (h, owner) => shopOrderBy(h, owner.id),
    request: async (t, args, h) => {
      await linkMerchant(h, t.goodsId, args)
      return { code: t.code }
    },
    snapshot: async (h, t) => (await db(h).selectFrom('shop_orders').select('status').where('id', '=', t.id).executeTakeFirstOrThrow()).status,
    // the reader who holds the code does not redeem it; a merchant redeems its own goods' codes only (issue 24 §5)
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', otherMerchant: 'refused', merchant: 'allowed', admin: 'allowed' },
  },
  ...(['link', 'unlink'] as const).map(action => ({
    route: `POST /admin/v1/shop/merchants/${action}`,
    setup: async (h: HarnessServer, owner: Reader) => {
      await db(h).insertInto('user_roles').values({ user_id: owner.id, role: 'merchant', granted_by: null, granted_at: Date.now() }).execute()
      const { goodsId } = await shopOrderBy(h, owner.id)
      if (action === 'unlink') await db(h).insertInto('shop_goods_merchants').values({ goods_id: goodsId, user_id: owner.id, linked_by: null, created_at: Date.now() }).execute()
      return { goodsId, userId: owner.id }
    },
    request: (t: { goodsId: number; userId: number }) => ({ goodsId: t.goodsId, userId: t.userId }),
    snapshot: async (h: HarnessServer, t: { goodsId: number }) => (await db(h).selectFrom('shop_goods_merchants').select('user_id').where('goods_id', '=', t.goodsId).execute()).length,
    // a merchant does not link itself to goods: administrators decide whose codes it redeems
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', otherMerchant: 'refused', admin: 'allowed' } as MatrixRow['cells'],
  })),
  {
    route: 'POST /admin/v1/shop/orders/ship',
    setup: async (h, owner) => shopOrderBy(h, owner.id, 'physical'),
    request: async (t, args, h) => {
      await linkMerchant(h, t.goodsId, args)
      return { id: t.id, tracking: '顺丰 SF1234567890' }
    },
    snapshot: async (h, t) => (await db(h).selectFrom('shop_orders').select(['status', 'tracking']).where('id', '=', t.id).executeTakeFirstOrThrow()),
    // the reader does not mark their own order shipped (it could no longer be cancelled, but nothing was sent)
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', otherMerchant: 'refused', merchant: 'allowed', admin: 'allowed' },
  },
  // the goods and their stock: the newsroom (editors, an administrator here); no reader, moderator, department or merchant
  {
    route: 'POST /admin/v1/shop/goods/save',
    setup: async h => db(h).insertInto('shop_goods').values({ title: `矩阵商品${++seq}`, kind: 'coupon', category: '测试', cover: '/media/images/scene-3.jpg', price: 10, stock: 5, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow(),
    request: t => ({ id: t.id, title: '被改过的商品', kind: 'coupon', category: '测试', cover: '/media/images/scene-3.jpg', price: 1 }),
    snapshot: async (h, t) => db(h).selectFrom('shop_goods').select(['title', 'price']).where('id', '=', t.id).executeTakeFirstOrThrow(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', merchant: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/shop/goods/stock',
    setup: async h => db(h).insertInto('shop_goods').values({ title: `矩阵库存${++seq}`, kind: 'coupon', category: '测试', cover: '/media/images/scene-3.jpg', price: 10, stock: 5, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow(),
    request: t => ({ id: t.id, delta: -5 }),
    snapshot: async (h, t) => (await db(h).selectFrom('shop_goods').select('stock').where('id', '=', t.id).executeTakeFirstOrThrow()).stock,
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', merchant: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /v1/shop/order/receive',
    setup: async (h, owner) => {
      const order = await shopOrderBy(h, owner.id, 'physical')
      await db(h).updateTable('shop_orders').set({ status: 'shipped', tracking: '自提', shipped_at: Date.now() }).where('id', '=', order.id).execute()
      return order
    },
    request: t => ({ id: t.id }),
    snapshot: async (h, t) => (await db(h).selectFrom('shop_orders').select('status').where('id', '=', t.id).executeTakeFirstOrThrow()).status,
    cells: { nobody: 'refused', stranger: 'refused', moderator: 'refused', admin: 'refused', merchant: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /v1/shop/cooperation',
    setup: async () => ({}),
    request: () => ({ company: `矩阵文创${++seq}`, contact: '王经理', phone: '13900001111', kind: '商品入驻', content: '想把我们的文创产品放进积分商城。' }),
    snapshot: async h => (await db(h).selectFrom('shop_cooperation').select('id').execute()).length,
    cells: { nobody: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /admin/v1/shop/cooperation/handle',
    setup: async (h, owner) => db(h).insertInto('shop_cooperation').values({ user_id: owner.id, company: `矩阵文创${++seq}`, contact: '王经理', phone: '13900001111', kind: '其他', content: '矩阵测试的合作申请内容', created_at: Date.now() }).returning('id').executeTakeFirstOrThrow(),
    request: t => ({ id: t.id }),
    snapshot: async (h, t) => (await db(h).selectFrom('shop_cooperation').select('status').where('id', '=', t.id).executeTakeFirstOrThrow()).status,
    // the reader who sent it does not mark it handled; the newsroom (editors, administrators) does
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  // 积分: a reader earns for themselves; only an administrator changes the rules or runs the books
  {
    route: 'POST /v1/points/signIn',
    setup: async () => ({}),
    request: () => ({}),
    snapshot: async h => (await db(h).selectFrom('point_signins').select('user_id').execute()).length,
    cells: { nobody: 'refused', owner: 'allowed' },
  },
  ...(['read', 'share'] as const).map(rule => ({
    route: `POST /v1/points/${rule}`,
    setup: async (h: HarnessServer) => anyStory(h),
    request: (story: { id: number; class_id: number }) => ({ classId: story.class_id, newsId: story.id }),
    snapshot: async (h: HarnessServer) => (await db(h).selectFrom('point_entries').select('id').where('rule', '=', rule).execute()).length,
    cells: { nobody: 'refused', owner: 'allowed' } as MatrixRow['cells'],
  })),
  {
    route: 'POST /admin/v1/points/rules',
    setup: async () => ({}),
    request: () => ({ key: 'share', points: 2 + (++seq % 50), growth: 1, dailyCap: 5, enabled: true }),
    snapshot: async h => await db(h).selectFrom('point_rules').selectAll().where('key', '=', 'share').executeTakeFirstOrThrow(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  ...(['reconcile', 'expire'] as const).map(action => ({
    route: `POST /admin/v1/points/${action}`,
    setup: async () => ({}),
    request: () => ({}),
    snapshot: async (h: HarnessServer) => (await db(h).selectFrom('moderation_audit').select('id').where('action', '=', `points-${action}`).execute()).length,
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' } as MatrixRow['cells'],
  })),
  // 发现: publishing needs a reader; only the author deletes; an editor (an administrator here) decides topics and replies officially
  {
    route: 'POST /v1/quan/publish',
    setup: async () => ({}),
    request: () => ({ content: `矩阵测试的发现 ${++seq}` }),
    snapshot: async h => (await db(h).selectFrom('discover_posts').select('id').execute()).length,
    cells: { nobody: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /v1/quan/report',
    setup: async (h, owner) => discoverBy(h, owner.id),
    request: async (t, _args, h) => ({ newsId: t.id, content: (await db(h).selectFrom('report_reasons').select('title').orderBy('sort').limit(1).executeTakeFirstOrThrow()).title }),
    snapshot: async (h, t) => (await db(h).selectFrom('reports').select('id').where('kind', '=', 'quan').where('target_id', '=', t.id).execute()).length,
    cells: { nobody: 'refused', stranger: 'allowed' },
  },
  // 作文: a reader's student profile and a guardian's consent are the reader's own
  {
    route: 'POST /v1/composition/student',
    setup: async (h, owner) => studentOf(h, owner.id),
    request: (t: { schoolId: number }) => ({ penName: `矩阵笔名${++seq % 1000}`, schoolId: t.schoolId, grade: 5, under14: true, guardianConsent: true }),
    snapshot: async (h, t) => (await db(h).selectFrom('composition_students').select(['pen_name', 'grade', 'consent_at']).where('id', '=', t.id).executeTakeFirstOrThrow()),
    // another reader's request makes or changes that reader's own profile
    cells: { nobody: 'refused', stranger: 'ownOnly', moderator: 'ownOnly', admin: 'ownOnly', owner: 'allowed' },
  },
  {
    route: 'POST /v1/composition/consent/withdraw',
    setup: async (h, owner) => studentOf(h, owner.id),
    request: () => ({}),
    snapshot: async (h, t) => (await db(h).selectFrom('composition_students').select('consent_withdrawn_at').where('id', '=', t.id).executeTakeFirstOrThrow()).consent_withdrawn_at,
    // no one withdraws another child's consent (staff included); a reader without one is refused
    cells: { nobody: 'refused', stranger: 'refused', moderator: 'refused', admin: 'refused', owner: 'allowed' },
  },
  // 作文's writing flow: only the student changes their draft (not after review, not while a guardian's
  // consent is withdrawn); only the teacher a work names decides on it (a teacher of another school is
  // refused); only an editor (an administrator here) recommends and prints
  {
    route: 'POST /v1/composition/save',
    setup: async (h, owner) => workOf(h, owner.id, 'draft'),
    request: t => ({ id: t.id, title: `改过的题目${++seq}`, body: '改过的正文。', genre: 'narrative', submit: false }),
    snapshot: async (h, t) => workRow(h, t.id),
    cells: { nobody: 'refused', stranger: 'refused', moderator: 'refused', admin: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /v1/composition/save',
    setup: async (h, owner) => workOf(h, owner.id, 'reviewed'),
    request: t => ({ id: t.id, title: '点评后再改', body: '点评后再改。', genre: 'narrative', submit: true, teacherId: t.teacherId }),
    snapshot: async (h, t) => workRow(h, t.id),
    // a student editing after review
    cells: { nobody: 'refused', stranger: 'refused', owner: 'refused' },
  },
  {
    route: 'POST /v1/composition/save',
    setup: async (h, owner) => workOf(h, owner.id, 'draft', { withdrawn: true }),
    request: t => ({ id: t.id, title: '撤回同意后', body: '撤回同意后。', genre: 'narrative', submit: true, teacherId: t.teacherId }),
    snapshot: async (h, t) => workRow(h, t.id),
    // a minor whose guardian withdrew consent
    cells: { nobody: 'refused', owner: 'refused' },
  },
  {
    route: 'POST /v1/composition/delete',
    setup: async (h, owner) => workOf(h, owner.id, 'submitted'),
    request: t => ({ id: t.id }),
    snapshot: async (h, t) => workRow(h, t.id),
    cells: { nobody: 'refused', stranger: 'refused', moderator: 'refused', admin: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /v1/composition/review',
    // the owner is the teacher the work names; the stranger a teacher of another school
    setup: async (h, owner, stranger) => {
      const teacher = await teacherOf(h, owner.id)
      await teacherOf(h, stranger.id, 1)
      const pupil = await h.newReader()
      return workOf(h, pupil.id, 'submitted', { teacherId: teacher.id })
    },
    request: t => ({ id: t.id, action: 'review', score: 90, comment: '观察细致。' }),
    snapshot: async (h, t) => workRow(h, t.id),
    cells: { nobody: 'refused', stranger: 'refused', moderator: 'refused', admin: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /v1/composition/like',
    setup: async (h, owner) => workOf(h, owner.id, 'printed'),
    request: t => ({ id: t.id }),
    snapshot: async (h, t) => workRow(h, t.id),
    cells: { nobody: 'refused', stranger: 'allowed' },
  },
  {
    route: 'POST /v1/composition/like',
    setup: async (h, owner) => workOf(h, owner.id, 'printed', { withdrawn: true }),
    request: t => ({ id: t.id }),
    snapshot: async (h, t) => workRow(h, t.id),
    // a withdrawn consent hides the work: nobody likes it
    cells: { nobody: 'refused', stranger: 'refused' },
  },
  {
    route: 'POST /v1/composition/report',
    setup: async (h, owner) => workOf(h, owner.id, 'reviewed'),
    request: async (t, _args, h) => ({ id: t.id, content: (await db(h).selectFrom('report_reasons').select('title').orderBy('sort').limit(1).executeTakeFirstOrThrow()).title }),
    snapshot: async (h, t) => (await db(h).selectFrom('reports').select('id').where('kind', '=', 'essay').where('target_id', '=', t.id).execute()).length,
    cells: { nobody: 'refused', stranger: 'allowed' },
  },
  {
    route: 'POST /admin/v1/composition/decide',
    setup: async (h, owner) => workOf(h, owner.id, 'reviewed'),
    request: t => ({ id: t.id, action: 'recommend' }),
    snapshot: async (h, t) => workRow(h, t.id),
    // the student, a moderator and a department are no editors
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  // 渝农's editor: an editor or an administrator; no reader, moderator or department
  {
    route: 'POST /admin/v1/rural/tabs/save',
    setup: async h => ({ id: (await db(h).selectFrom('rural_tabs').select('id').where('name', '=', '政策').executeTakeFirstOrThrow()).id }),
    request: t => ({ id: t.id, name: `政策${++seq}`, kind: 'column', columnId: 1604 }),
    snapshot: async (h, t) => db(h).selectFrom('rural_tabs').select(['name', 'kind', 'column_id']).where('id', '=', t.id).executeTakeFirst(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/rural/tabs/delete',
    setup: async h => ({ id: (await db(h).insertInto('rural_tabs').values({ parent_id: null, name: `矩阵${++seq}`, kind: 'prices', column_id: null, sort: 99, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow()).id }),
    request: t => ({ id: t.id }),
    snapshot: async (h, t) => db(h).selectFrom('rural_tabs').select('id').where('id', '=', t.id).executeTakeFirst(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/rural/prices',
    setup: async () => ({ price: `${(++seq % 900) + 100}.5` }),
    request: t => ({ text: `鸡蛋,双福国际农贸城,${t.price}` }),
    snapshot: async h => db(h).selectFrom('farm_prices').select(['price', 'updated_by', 'updated_at']).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst(),
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /v1/quan/del',
    setup: async (h, owner) => discoverBy(h, owner.id),
    request: t => ({ id: t.id }),
    snapshot: async (h, t) => (await db(h).selectFrom('discover_posts').select('review').where('id', '=', t.id).executeTakeFirstOrThrow()).review,
    // a moderator hides through the admin API
    cells: { nobody: 'refused', stranger: 'refused', moderator: 'refused', admin: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /v1/like/do',
    setup: async (h, owner) => discoverBy(h, owner.id),
    request: t => ({ classId: 20, newsId: t.id, type: 1 }),
    snapshot: async (h, t) => (await db(h).selectFrom('discover_posts').select('like_num').where('id', '=', t.id).executeTakeFirstOrThrow()).like_num,
    cells: { nobody: 'refused', stranger: 'allowed' },
  },
  // a 发现 post's comments go through the story comment calls with its classId (20)
  {
    route: 'POST /v1/comment/store',
    setup: async (h, owner) => discoverBy(h, owner.id),
    request: t => ({ classId: 20, newsId: t.id, sayText: '授权矩阵：发现的评论' }),
    snapshot: async (h, t) => (await db(h).selectFrom('bang_comments').select('id').where('class_id', '=', 4).where('target_id', '=', t.id).execute()).length,
    cells: { nobody: 'refused', stranger: 'allowed' },
  },
  {
    route: 'POST /v1/comment/deleteComment',
    setup: async (h, owner) => discoverCommentBy(h, owner.id),
    request: t => ({ plId: t.commentId, classId: 20, newsId: t.id }),
    snapshot: async (h, t) => (await db(h).selectFrom('bang_comments').select('status').where('id', '=', t.commentId).executeTakeFirstOrThrow()).status,
    cells: { nobody: 'refused', stranger: 'refused', moderator: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /v1/like/do',
    setup: async (h, owner) => discoverCommentBy(h, owner.id),
    request: t => ({ classId: 20, newsId: t.id, commentId: t.commentId, type: 2 }),
    snapshot: async (h, t) => (await db(h).selectFrom('bang_comments').select('like_num').where('id', '=', t.commentId).executeTakeFirstOrThrow()).like_num,
    cells: { nobody: 'refused', stranger: 'allowed' },
  },
  {
    route: 'POST /admin/v1/discover/topic',
    setup: async (h, owner) => {
      const { id } = await db(h).insertInto('discover_topics').values({ title: `矩阵话题${++seq}`, title_key: `矩阵话题${seq}`, status: 'pending', user_id: owner.id, created_at: Date.now(), decided_at: null }).returning('id').executeTakeFirstOrThrow()
      return { id }
    },
    request: t => ({ id: t.id, action: 'approve' }),
    snapshot: async (h, t) => (await db(h).selectFrom('discover_topics').select('status').where('id', '=', t.id).executeTakeFirstOrThrow()).status,
    // whoever started it does not approve it
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /admin/v1/discover/reply',
    setup: async (h, owner) => discoverBy(h, owner.id),
    request: t => ({ id: t.id, content: '官方回复：已核实。' }),
    snapshot: async (h, t) => (await db(h).selectFrom('discover_posts').select('reply_content').where('id', '=', t.id).executeTakeFirstOrThrow()).reply_content,
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', department: 'refused', admin: 'allowed' },
  },
  // uploads: a signed-in reader's own picture
  {
    route: 'POST /v1/upload/image',
    setup: async () => ({ bytes: await photoWithGps(60 + (++seq % 40), 40) }),
    request: () => ({}),
    raw: async t => multipartBody(t.bytes),
    snapshot: async h => (await db(h).selectFrom('uploads').select('id').execute()).length,
    cells: { nobody: 'refused', owner: 'allowed' },
  },
  // a signed-in reader's own video (each run's clip a different length: a new video, not the same one again)
  {
    route: 'POST /v1/upload/video',
    setup: async () => ({ bytes: clipLasting(1 + (++seq % 50)) }),
    request: () => ({}),
    raw: async t => multipartParts([{ name: 'file', filename: 'clip.mp4', type: 'video/mp4', bytes: t.bytes }]),
    snapshot: async h => (await db(h).selectFrom('videos').select('id').execute()).length,
    cells: { nobody: 'refused', owner: 'allowed' },
  },
  // 身份认证: a reader applies for themselves; only an administrator decides
  {
    route: 'POST /api/bangbang/member/useredit',
    setup: async () => ({}),
    request: () => ({ type: 'expert', realName: '李华', job: '某高校教授', proof: '学校官网可查' }),
    snapshot: async h => (await db(h).selectFrom('identity_applications').select('id').execute()).length,
    cells: { nobody: 'refused', owner: 'allowed' },
  },
  {
    route: 'POST /admin/v1/identity/decide',
    setup: async (h, owner) => db(h).insertInto('identity_applications').values({
      user_id: owner.id, type: 'reporter', real_name: '矩阵', job: '记者', introduction: '', proof: '记者证', status: 'pending', reason: '',
      decided_by: null, decided_at: null, created_at: Date.now(),
    }).returning('id').executeTakeFirstOrThrow(),
    request: t => ({ id: t.id, decision: 'approve' }),
    snapshot: async (h, t) => (await db(h).selectFrom('identity_applications').select('status').where('id', '=', t.id).executeTakeFirstOrThrow()).status,
    // the applicant cannot approve themselves; a moderator cannot either
    cells: { nobody: 'refused', owner: 'refused', stranger: 'refused', moderator: 'refused', admin: 'allowed' },
  },
  {
    route: 'POST /v1/message/read',
    setup: async (h, owner) => {
      const { id } = await db(h).insertInto('messages').values({ user_id: owner.id, kind: 'politics', title: '矩阵消息', body: '', route: '', params: '{}', created_at: Date.now(), read_at: null })
        .returning('id').executeTakeFirstOrThrow()
      return { id }
    },
    request: t => ({ ids: [t.id] }),
    snapshot: async (h, t) => (await db(h).selectFrom('messages').select('read_at').where('id', '=', t.id).executeTakeFirstOrThrow()).read_at === null,
    // another reader's call marks only their own messages
    cells: { nobody: 'refused', stranger: 'ownOnly', owner: 'allowed' },
  },
]

/** how a cell's request goes out */
export function injectOptions(row: MatrixRow, args: CallArgs, body: Record<string, unknown>, raw?: { payload: Buffer; headers: Record<string, string> }) {
  const [method, url] = row.route.split(' ')
  const headers: Record<string, string> = { ...raw?.headers }
  if (args.caller !== 'nobody' && args.token) headers.authorization = `Bearer ${args.token}`
  return {
    method: method as 'POST',
    url,
    headers,
    payload: raw ? raw.payload : body,
    ...(args.caller === 'remote' ? { remoteAddress: '203.0.113.50' } : {}),
  }
}
