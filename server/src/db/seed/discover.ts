// 发现 (Discover). Every site gets the newsroom's topics (seedDiscoverTopics: two official, four hot);
// the demo site also gets its editor (13800000007, role editor, password Demo1234), a living feed of the
// demo readers' posts with 1, 2, 3, 4 and 9 pictures and a video (seeded uploads, drawn when first
// asked for), hot comments, official replies (one with the story it produced), and a topic a reader
// started that waits for the editor.
import fs from 'fs'
import path from 'path'
import type { Kysely } from 'kysely'
import type { DB } from '../schema'
import { hashPassword } from '../../crypto'
import { BANG_CLASS } from '../../../../types/api/qa'
import { DISCOVER_LIKE_TYPE } from '../../../../types/api/discover'
import { DATA_TYPE } from '../../../../types/api/common'
import { topicKey } from '../../moderation/normalize'
import { SEED_SOURCE, seedKey } from '../../media/uploads'
import { REPO_ROOT } from '../../settings'
import { DEMO_PASSWORD } from './accounts'
import { media } from './media'

const HOUR = 3_600_000

export const DISCOVER_TOPICS: { title: string; intro: string; cover: number; official: boolean }[] = [
  { title: '我家门口的变化', intro: '老街新貌、新修的步道、开通的轨道站……拍下你家门口这几年的变化。', cover: 3, official: true },
  { title: '山城坡坎坎', intro: '爬坡上坎是重庆人的日常，晒出你走过的最陡的那段梯坎。', cover: 17, official: true },
  { title: '晒晒重庆味道', intro: '一碗小面、一锅火锅、街角的冰粉，分享你心中的重庆味道。', cover: 29, official: false },
  { title: '周末去哪耍', intro: '近郊露营、老街闲逛、江边骑行，周末好去处大家一起分享。', cover: 41, official: false },
  { title: '雨天的重庆', intro: '雨雾里的山城另有一番味道，拍下雨天里的重庆。', cover: 53, official: false },
  { title: '老重庆记忆', intro: '老照片、老物件、老街巷，讲讲你记忆里的重庆。', cover: 65, official: false },
]

export async function seedDiscoverTopics(trx: Kysely<DB>, now: number): Promise<void> {
  await trx.insertInto('discover_topics').values(DISCOVER_TOPICS.map((t, i) => ({
    title: t.title, title_key: topicKey(t.title), intro: t.intro, cover: media.scene(t.cover), official: t.official ? 1 : 0, status: 'approved',
    user_id: null, post_num: 0, comment_num: 0, created_at: now - (60 - i) * 24 * HOUR, decided_at: now - (60 - i) * 24 * HOUR,
  }))).execute()
}

/** the newsroom's editor on the demo site: approves topics, writes the official replies */
export const DEMO_EDITOR = { phone: '13800000007', nickname: '上游新闻编辑部', avatar: 23 } as const
/** a topic a demo reader started, waiting for the editor */
export const PENDING_TOPIC = '地铁站里的便民服务'

interface SeedDiscoverPost {
  by: string
  topic: string
  ageH: number
  content: string
  /** generated photos (photo-{n}.jpg) */
  photos?: number[]
  video?: { name: string; seconds: number; cover: number }
  views: number
  likes: number
  comments?: { by: string; text: string; likes: number }[]
  official?: { content: string; afterH: number; story?: boolean }
}

const POSTS: SeedDiscoverPost[] = [
  {
    by: '13800000001', topic: '我家门口的变化', ageH: 5, views: 860, likes: 23, photos: [11, 12, 13, 14],
    content: '住在大坪十几年，眼看着门口的老菜市场变成了带电梯的便民市场，旁边的堡坎也修成了步道，晚上散步的人越来越多。以前下雨天菜市场门口全是泥，现在干干净净，老人买菜也不用爬那段陡坡了。最开心的是轨道站出口就在市场边上，上班近了二十分钟。拍了几张对比照，大家看看变化大不大？',
    comments: [
      { by: '13800000002', text: '这个步道我也走过，晚上灯光很好看！', likes: 12 },
      { by: '13800000003', text: '大坪这几年变化确实大，轨道站太方便了', likes: 7 },
      { by: '13800000002', text: '求问便民市场几点关门？', likes: 1 },
    ],
    official: { content: '感谢分享！我们的记者去现场看了，大坪便民市场改造的故事已经写成稿件，点击查看。', afterH: 3, story: true },
  },
  {
    by: '13800000002', topic: '山城坡坎坎', ageH: 9, views: 540, likes: 15, photos: [21, 22, 23],
    content: '十八梯的石阶一级一级数过去，一共走了二十分钟。下面是老街，上面是较场口，一上一下像穿越了几十年。',
    comments: [
      { by: '13800000001', text: '十八梯修好之后周末人好多', likes: 5 },
      { by: '13800000003', text: '下次带娃去爬，锻炼腿力', likes: 2 },
    ],
  },
  { by: '13800000003', topic: '晒晒重庆味道', ageH: 14, views: 320, likes: 8, photos: [31], content: '早上八点的豌杂面，二两，加个煎蛋，一天的元气都有了。' },
  { by: '13800000001', topic: '周末去哪耍', ageH: 26, views: 410, likes: 11, photos: [41, 42], content: '周末去了广阳岛，骑车绕岛一圈大概两个小时，油菜花开得正好，推荐带娃去。' },
  {
    by: '13800000002', topic: '老重庆记忆', ageH: 40, views: 1280, likes: 31, photos: [51, 52, 53, 54, 55, 56, 57, 58, 59],
    content: '翻出了外婆家的老相册：解放碑的老钟楼、朝天门的老码头、过江索道、石板坡的吊脚楼……九张照片，九个地方，有些已经找不到了。你还记得哪些？',
    comments: [{ by: '13800000003', text: '过江索道小时候坐过，晃得很', likes: 9 }],
  },
  { by: '13800000003', topic: '雨天的重庆', ageH: 50, views: 260, likes: 6, video: { name: 'shancheng-2.mp4', seconds: 8, cover: 61 }, content: '下雨天从南山上看渝中半岛，雾一层一层地漫过来。' },
  {
    by: '13800000002', topic: '我家门口的变化', ageH: 72, views: 190, likes: 4,
    content: '小区门口的公交站终于加了雨棚，下雨天等车不用打伞了，谢谢相关部门！',
    official: { content: '已向公交集团核实，该站点雨棚为今年民生实事项目之一，全市共新增雨棚120处。', afterH: 20 },
  },
  { by: '13800000003', topic: PENDING_TOPIC, ageH: 2, views: 0, likes: 0, content: '七星岗地铁站新开了便民服务点，可以借充电宝、雨伞，还能免费打印。' },
]

/** a seeded picture (photo-`n`) of `userId`: kept as an upload whose bytes are drawn when first asked for */
export async function seededPicture(trx: Kysely<DB>, userId: number, n: number, now: number): Promise<number> {
  const month = new Date(now).toISOString().slice(0, 7).replace('-', '/')
  const name = `photo-${n}.jpg`
  const { id } = await trx.insertInto('uploads').values({
    user_id: userId, key: seedKey(`${name}:${userId}`, month), source_type: `${SEED_SOURCE}${name}`, width: 1600, height: 1067, bytes: 0,
    sha256: seedKey(`${name}:${userId}`, month).replace(/\W/g, '').padEnd(64, '0'), created_at: now,
  }).returning('id').executeTakeFirstOrThrow()
  return id
}

export async function seedDiscover(trx: Kysely<DB>, now: number): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD)
  const { id: editor } = await trx.insertInto('users').values({
    phone: DEMO_EDITOR.phone, password_hash: hash, nickname: DEMO_EDITOR.nickname, avatar: media.avatar(DEMO_EDITOR.avatar), credit: 0, integral: 0, created_at: now - 200 * 24 * HOUR,
  }).returning('id').executeTakeFirstOrThrow()
  await trx.insertInto('user_roles').values({ user_id: editor, role: 'editor', granted_by: null, granted_at: now }).execute()

  const users = new Map((await trx.selectFrom('users').select(['id', 'phone']).execute()).map(u => [u.phone, u.id]))
  const reader = users.get('13800000003')!
  const { id: pendingId } = await trx.insertInto('discover_topics').values({
    title: PENDING_TOPIC, title_key: topicKey(PENDING_TOPIC), status: 'pending', user_id: reader, created_at: now - 2 * HOUR, decided_at: null,
  }).returning('id').executeTakeFirstOrThrow()
  const topics = new Map((await trx.selectFrom('discover_topics').select(['id', 'title']).execute()).map(t => [t.title, t.id]))
  topics.set(PENDING_TOPIC, pendingId)
  const story = await trx.selectFrom('news').select('id').where('status', '=', 1).where('data_type', '=', DATA_TYPE.news).orderBy('publish_time', 'desc').executeTakeFirst()
  const likers = [...users.entries()].filter(([phone]) => /^138000000(0[1-3]|1[0-7])$/.test(phone)).map(([, id]) => id)
  const month = new Date(now).toISOString().slice(0, 7).replace('-', '/')

  const picture = (userId: number, n: number) => seededPicture(trx, userId, n, now)

  for (const p of POSTS) {
    const author = users.get(p.by)!
    const created = now - p.ageH * HOUR
    const images = []
    for (const n of p.photos ?? []) images.push(await picture(author, n))
    let videoId: number | null = null
    if (p.video) {
      const cover = await picture(author, p.video.cover)
      const bytes = fs.statSync(path.join(REPO_ROOT, 'server', 'assets', 'video', p.video.name)).size
      const key = seedKey(`${p.video.name}:${author}`, month, true)
      ;({ id: videoId } = await trx.insertInto('videos').values({
        user_id: author, key, cover_id: cover, source_type: `${SEED_SOURCE}${p.video.name}`, duration_ms: p.video.seconds * 1000, width: 480, height: 270, bytes,
        sha256: key.replace(/\W/g, '').padEnd(64, '0'), created_at: created,
      }).returning('id').executeTakeFirstOrThrow())
    }
    const comments = p.comments ?? []
    const official = p.official
    const { id } = await trx.insertInto('discover_posts').values({
      user_id: author, topic_id: topics.get(p.topic) ?? null, content: p.content, images: JSON.stringify(images), video_id: videoId, review: 'shown',
      like_num: p.likes, comment_num: comments.length, view_num: p.views,
      reply_user_id: official ? editor : null, reply_content: official?.content ?? '', reply_news_id: official?.story && story ? story.id : null,
      replied_at: official ? created + official.afterH * HOUR : null, created_at: created,
    }).returning('id').executeTakeFirstOrThrow()
    // some of the likes are the demo readers' (13800000001 has not liked the first post: to try)
    const own = likers.filter(u => u !== author && u !== users.get('13800000001')).slice(0, Math.min(p.likes, 3))
    if (own.length) await trx.insertInto('likes').values(own.map(u => ({ user_id: u, target_type: DISCOVER_LIKE_TYPE, target_id: id, created_at: created }))).execute()
    for (const [i, c] of comments.entries()) {
      await trx.insertInto('bang_comments').values({
        class_id: BANG_CLASS.discover, target_id: id, user_id: users.get(c.by)!, root_id: null, reply_to_id: null, reply_to_user_id: null,
        text: c.text, region: '重庆', like_num: c.likes, reply_num: 0, status: 1, created_at: created + (i + 1) * HOUR,
      }).execute()
    }
    const topic = topics.get(p.topic)
    if (topic) {
      await trx.updateTable('discover_topics').set(eb => ({ post_num: eb('post_num', '+', 1), comment_num: eb('comment_num', '+', comments.length) })).where('id', '=', topic).execute()
    }
  }
}
