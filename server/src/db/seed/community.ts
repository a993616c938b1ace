// 社区 and 曝光台. Every site gets the region's communities (seedCommunities); the demo site also gets
// their workers (password Demo1234), residents, posts in every state with the community's answers and
// comments, and exposures a journalist (王敏, 13800000020) followed up.
import type { Kysely } from 'kysely'
import type { DB } from '../schema'
import { hashPassword } from '../../crypto'
import { BANG_CLASS, PRAISE_TYPE } from '../../../../types/api/qa'
import { BANG_POST_STATUS, type BangPostStatus } from '../../../../types/api/community'
import { DEMO_PASSWORD } from './accounts'
import { media } from './media'

const HOUR = 3_600_000

export const COMMUNITIES: { name: string; district: string; address: string; intro: string }[] = [
  { name: '金汤街社区', district: '渝中区', address: '七星岗街道金汤街', intro: '老城区里的老社区，居民多是老街坊，邻里互助是传统。' },
  { name: '民生路社区', district: '渝中区', address: '解放碑街道民生路', intro: '解放碑商圈旁的社区，写字楼和老居民楼交错。' },
  { name: '建新东路社区', district: '江北区', address: '观音桥街道建新东路', intro: '观音桥商圈核心社区，年轻租户多，夜间经济活跃。' },
  { name: '南湖社区', district: '南岸区', address: '南坪街道南湖路', intro: '南湖畔的大型居住社区，配套齐全，老年居民比例高。' },
  { name: '三角碑社区', district: '沙坪坝区', address: '沙坪坝街道三角碑', intro: '大学城之外的老沙区，学校和医院集中。' },
  { name: '西郊路社区', district: '九龙坡区', address: '杨家坪街道西郊路', intro: '杨家坪步行街旁，老厂区宿舍改造中。' },
  { name: '松牌路社区', district: '渝北区', address: '龙溪街道松牌路', intro: '新老小区混合，轨道交通方便，孩子多。' },
  { name: '西师社区', district: '北碚区', address: '天生街道西师街', intro: '毗邻西南大学，教职工家庭和学生租户多。' },
]

export async function seedCommunities(trx: Kysely<DB>): Promise<void> {
  await trx.insertInto('communities').values(COMMUNITIES.map((c, sort) => ({ ...c, member_num: 0, post_num: 0, sort }))).execute()
}

/** the communities' workers on the demo site */
export const DEMO_WORKERS: { phone: string; nickname: string; community: string; title: string; avatar: number }[] = [
  { phone: '13800000025', nickname: '李娟', community: '金汤街社区', title: '网格员', avatar: 26 },
  { phone: '13800000026', nickname: '周建国', community: '金汤街社区', title: '社区书记', avatar: 27 },
  { phone: '13800000027', nickname: '黄丽', community: '建新东路社区', title: '网格员', avatar: 28 },
]

/** demo readers' home communities (13800000001 has none yet, to try joining) */
const RESIDENTS: [string, string][] = [['13800000002', '金汤街社区'], ['13800000003', '建新东路社区']]

interface SeedPost {
  kind: 'community' | 'exposure'; by: string; ageH: number; content: string; views: number; likes: number; status: BangPostStatus
  handler?: { by: string; afterH: number; reply: string }; comments?: { by: string; text: string }[]
}

const POSTS: SeedPost[] = [
  {
    kind: 'community', by: '13800000002', ageH: 40, views: 326, likes: 12, status: BANG_POST_STATUS.solved,
    content: '金汤街12号楼道的声控灯坏了快一个月，晚上老人上下楼很不安全，麻烦社区看看能不能修一下。',
    handler: { by: '13800000025', afterH: 5, reply: '已联系物业电工，今天下午已经全部换成新的感应灯，大家晚上出行注意安全。' },
    comments: [{ by: '13800000003', text: '社区效率真高，点赞！' }],
  },
  {
    kind: 'community', by: '13800000002', ageH: 20, views: 188, likes: 6, status: BANG_POST_STATUS.handled,
    content: '周末社区活动室能不能开放给孩子们写作业？家里地方小，附近也没有自习的地方。',
    handler: { by: '13800000026', afterH: 3, reply: '好建议！我们正在排周末的值班表，下周起周六上午九点到十二点先试开放，欢迎家长监督。' },
  },
  {
    kind: 'community', by: '13800000002', ageH: 4, views: 45, likes: 1, status: BANG_POST_STATUS.waiting,
    content: '小区门口的垃圾桶每天早上都满出来，能不能增加一次清运？',
  },
  {
    kind: 'community', by: '13800000003', ageH: 30, views: 210, likes: 9, status: BANG_POST_STATUS.handled,
    content: '建新东路晚上烧烤摊的油烟太大，楼上住户窗户都不敢开，希望社区协调一下营业时间和排烟。',
    handler: { by: '13800000027', afterH: 6, reply: '已会同街道城管中队上门，商户承诺十点后停止明火烧烤并加装油烟净化器，我们会持续回访。' },
    comments: [{ by: '13800000002', text: '我们那边也有类似情况，期待后续。' }],
  },
  {
    kind: 'community', by: '13800000003', ageH: 8, views: 60, likes: 2, status: BANG_POST_STATUS.waiting,
    content: '有没有邻居知道附近哪里可以给电动车充电？楼下不让充了。',
  },
  {
    kind: 'exposure', by: '13800000001', ageH: 50, views: 1240, likes: 56, status: BANG_POST_STATUS.solved,
    content: '南坪万达旁边人行道上的井盖缺了一个角，已经有人踩空崴了脚，请有关部门尽快处理！',
    handler: { by: '13800000020', afterH: 4, reply: '记者已到现场核实并联系南岸区城市管理局，井盖已于当晚更换，感谢网友提供线索。' },
    comments: [{ by: '13800000002', text: '这种事就得曝光，处理得挺快。' }, { by: '13800000003', text: '谢谢记者！' }],
  },
  {
    kind: 'exposure', by: '13800000002', ageH: 26, views: 780, likes: 31, status: BANG_POST_STATUS.handled,
    content: '某驾校收了全款之后一直约不上练车，打电话也推脱，已经拖了三个月，希望媒体帮忙问问。',
    handler: { by: '13800000020', afterH: 8, reply: '我们已联系驾校负责人和市交通局驾培管理部门，正在核实学员反映的情况，后续进展会在这里更新。' },
  },
  {
    kind: 'exposure', by: '13800000003', ageH: 6, views: 95, likes: 4, status: BANG_POST_STATUS.waiting,
    content: '嘉陵江边步道有人深夜骑摩托车飙车，噪音很大也很危险。',
  },
]

export async function seedCommunity(trx: Kysely<DB>, now: number): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD)
  const communities = new Map((await trx.selectFrom('communities').select(['id', 'name']).execute()).map(c => [c.name, c.id]))
  for (const w of DEMO_WORKERS) {
    const { id } = await trx.insertInto('users').values({
      phone: w.phone, password_hash: hash, nickname: w.nickname, avatar: media.avatar(w.avatar), credit: 0, integral: 0, created_at: now - 120 * 24 * HOUR,
    }).returning('id').executeTakeFirstOrThrow()
    await trx.insertInto('community_members').values({ user_id: id, community_id: communities.get(w.community)!, role: 'worker', title: w.title, joined_at: now - 100 * 24 * HOUR }).execute()
  }
  const users = new Map((await trx.selectFrom('users').select(['id', 'phone']).execute()).map(u => [u.phone, u.id]))
  for (const [i, [phone, community]] of RESIDENTS.entries()) {
    await trx.insertInto('community_members').values({ user_id: users.get(phone)!, community_id: communities.get(community)!, role: 'resident', title: '', joined_at: now - (30 - i) * 24 * HOUR }).execute()
  }
  const likers = [...users.entries()].filter(([phone]) => /^138000000(1[0-7])$/.test(phone)).map(([, id]) => id)
  for (const p of POSTS) {
    const author = users.get(p.by)!
    const created = now - p.ageH * HOUR
    const member = p.kind === 'community' ? await trx.selectFrom('community_members').select('community_id').where('user_id', '=', author).executeTakeFirstOrThrow() : null
    const { id } = await trx.insertInto('bang_posts').values({
      kind: p.kind, community_id: member?.community_id ?? null, user_id: author, content: p.content, images: '[]', region: '重庆', review: 'shown', status: p.status,
      handler_id: p.handler ? users.get(p.handler.by)! : null, handler_reply: p.handler?.reply ?? '', handled_at: p.handler ? created + p.handler.afterH * HOUR : null,
      view_num: p.views, like_num: p.likes, comment_num: p.comments?.length ?? 0, created_at: created,
    }).returning('id').executeTakeFirstOrThrow()
    const own = likers.slice(0, Math.min(p.likes, 2))
    if (own.length) await trx.insertInto('likes').values(own.map(u => ({ user_id: u, target_type: PRAISE_TYPE.post, target_id: id, created_at: created }))).execute()
    for (const [i, c] of (p.comments ?? []).entries()) {
      await trx.insertInto('bang_comments').values({
        class_id: BANG_CLASS.post, target_id: id, user_id: users.get(c.by)!, root_id: null, reply_to_id: null, reply_to_user_id: null,
        text: c.text, region: '重庆', like_num: 0, reply_num: 0, status: 1, created_at: created + (i + 2) * HOUR,
      }).execute()
    }
  }
  // the counters the cards show
  for (const id of communities.values()) {
    const members = await trx.selectFrom('community_members').select(eb => eb.fn.countAll<number>().as('n')).where('community_id', '=', id).executeTakeFirstOrThrow()
    const posts = await trx.selectFrom('bang_posts').select(eb => eb.fn.countAll<number>().as('n')).where('community_id', '=', id).where('review', '=', 'shown').executeTakeFirstOrThrow()
    await trx.updateTable('communities').set({ member_num: Number(members.n), post_num: Number(posts.n) }).where('id', '=', id).execute()
  }
}
