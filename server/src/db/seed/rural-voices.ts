// 渝农's readers' voices on the demo site: two agricultural experts (农技专家, password Demo1234: 李农技
// 13800000060 for crops and land, 周兽医 13800000061 for livestock) and 乡村帮帮's questions in every
// category, most answered (one by the lawyer of 问答), one still waiting; 农民说's posts by farmers, with
// pictures, likes and comments.
import type { Kysely } from 'kysely'
import type { DB } from '../schema'
import { hotScore } from '../../content/hot'
import type { RuralQaCategory } from '../../../../types/api/rural'
import { seedIdentityHolders } from './qa'
import { seededPicture } from './discover'
import { BANG_CLASS } from '../../../../types/api/qa'

const HOUR = 3_600_000

export const DEMO_AGRONOMISTS = [
  { phone: '13800000060', nickname: '李农技', type: 'agronomist', job: '市农技推广总站高级农艺师', introduction: '三十年扎根田间，柑橘、水稻、玉米栽培与病虫害防治', isJump: true, avatar: 26 },
  { phone: '13800000061', nickname: '周兽医', type: 'agronomist', job: '区畜牧兽医站执业兽医师', introduction: '生猪、家禽和水产养殖的疫病防治与饲养管理', isJump: true, avatar: 27 },
] as const

const QUESTIONS: { asker: string; category: RuralQaCategory; ageH: number; region: string; views: number; content: string; answers: { by: string; afterH: number; likes: number; content: string; pinned?: boolean }[] }[] = [
  {
    asker: '13800000002', category: 'crops', ageH: 30, region: '重庆', views: 860,
    content: '柑橘树的叶子发黄、卷曲，叶脉还是绿的，这是什么原因？该怎么治？',
    answers: [
      { by: '13800000060', afterH: 2, likes: 36, pinned: true, content: '叶肉发黄、叶脉仍绿，多半是缺铁或缺锌，果园土壤偏碱、积水也会加重。可以叶面喷施0.2%硫酸亚铁或螯合铁，隔10天喷一次，连喷两三次；同时开沟排水，多施有机肥改良土壤。如果叶片上有斑点或虫害，请拍照再发上来。' },
      { by: '13800000003', afterH: 8, likes: 4, content: '我家去年也是这样，按农技站说的喷了铁肥，新叶就绿了。' },
    ],
  },
  {
    asker: '13800000003', category: 'crops', ageH: 52, region: '重庆', views: 430,
    content: '海拔800米左右的山地，春玉米什么时候播种合适？用不用盖地膜？',
    answers: [{ by: '13800000060', afterH: 5, likes: 18, content: '海拔800米左右，地温稳定在10℃以上再播，一般在3月下旬到4月上旬。建议地膜覆盖，能提早播种一周左右、保墒防草；出苗后及时破膜放苗，避免烧苗。' }],
  },
  {
    asker: '13800000002', category: 'livestock', ageH: 20, region: '重庆', views: 510,
    content: '刚断奶的小猪拉稀、不爱吃食，用什么药好？',
    answers: [{ by: '13800000061', afterH: 1, likes: 22, pinned: true, content: '断奶仔猪腹泻常见于换料太急、受凉或大肠杆菌感染。先把猪舍保温到26℃以上，饲料改为少喂多餐、逐步过渡，饮水里加口服补液盐。发烧、粪便带血或几天不好的，请尽快联系当地兽医站检查，不要自己乱用抗生素。' }],
  },
  {
    asker: '13800000003', category: 'livestock', ageH: 75, region: '四川', views: 295,
    content: '稻田养鱼，一亩田放多少鱼苗合适？',
    answers: [
      { by: '13800000061', afterH: 6, likes: 9, content: '以鲤鱼、鲫鱼为主的话，一般每亩放3到5厘米的鱼种300到500尾，要挖好鱼沟鱼凼，水深保持在10厘米以上。' },
      { by: '13800000060', afterH: 9, likes: 5, content: '补充一点：打药时要先把田水加深、让鱼进沟，选低毒农药，避免伤鱼。' },
    ],
  },
  {
    asker: '13800000002', category: 'prices', ageH: 12, region: '重庆', views: 640,
    content: '最近生猪价格有点回落，现在补栏仔猪合适吗？',
    answers: [{ by: '13800000061', afterH: 3, likes: 12, content: '补栏要看出栏的时候：现在补的仔猪五六个月后出栏，正好赶上春节后的淡季。建议按自己的资金和圈舍量力而行，不要盲目扩栏；可以关注“渝农”的今日行情，看看几个市场的走势。' }],
  },
  {
    asker: '13800000003', category: 'policy', ageH: 40, region: '重庆', views: 720,
    content: '种粮补贴怎么领？需要带哪些材料去哪里办？',
    answers: [{ by: '13800000060', afterH: 4, likes: 15, content: '耕地地力保护补贴一般不用单独申请：村里会统计种植面积并公示，核实后直接打到你的“一卡通”账户。对面积有异议的，在公示期内找村委会或镇农业服务中心反映，带上身份证和土地承包经营权证。' }],
  },
  {
    asker: '13800000002', category: 'land', ageH: 64, region: '重庆', views: 380,
    content: '把家里的地流转给合作社，合同签几年合适？到期了怎么办？',
    answers: [{ by: '13800000022', afterH: 7, likes: 11, content: '流转期限不能超过承包期的剩余期限。合同里要写清楚面积、用途、租金和支付方式、到期后地上附着物怎么处理；到期后可以续签，也可以收回自己经营。签之前最好到镇上的农村产权交易服务中心备案。' }],
  },
  {
    asker: '13800000003', category: 'land', ageH: 4, region: '重庆', views: 42,
    content: '在自己家的宅基地上翻建房子，最多能建几层？需要审批吗？',
    answers: [],
  },
]

/** 农民说: farmers' own posts (photos drawn as the demo site's others, numbered after 发现's: a reader's seeded picture is one upload) */
const TALK: { by: string; ageH: number; views: number; likes: number; photos?: number[]; content: string; comments?: { by: string; text: string }[] }[] = [
  {
    by: '13800000002', ageH: 3, views: 410, likes: 26, photos: [70, 71, 72],
    content: '今年的脆红李挂果特别好，一棵树能摘两百来斤。城里的朋友周末来摘，自己摘的十块钱一斤，带娃来的都说值！',
    comments: [{ by: '13800000003', text: '在哪个镇？周末想带孩子去' }, { by: '13800000060', text: '挂果多的年份注意疏果，明年才不会减产。' }],
  },
  {
    by: '13800000003', ageH: 8, views: 260, likes: 14, photos: [73],
    content: '合作社新买了植保无人机，四十亩稻田一个上午就打完了药，以前要请五六个人干两天。',
    comments: [{ by: '13800000002', text: '无人机打药要注意风向，别飘到隔壁田里去' }],
  },
  {
    by: '13800000002', ageH: 26, views: 180, likes: 9,
    content: '跟大家说个事：村里的电商服务站开起来了，土鸡蛋、腊肉都能帮着寄，运费比自己去镇上寄便宜一半。',
  },
  {
    by: '13800000003', ageH: 50, views: 520, likes: 31, photos: [74, 75],
    content: '第一次试着在稻田里养小龙虾，今天起了第一网，个头还不错。有经验的老乡说说，什么时候卖价最好？',
    comments: [{ by: '13800000061', text: '五一前后上市价格最高，注意别一次起捕太多，分批卖。' }],
  },
]

export async function seedRuralVoices(trx: Kysely<DB>, now: number): Promise<void> {
  await seedIdentityHolders(trx, DEMO_AGRONOMISTS, now)
  const users = new Map((await trx.selectFrom('users').select(['id', 'phone']).execute()).map(u => [u.phone, u.id]))
  for (const q of QUESTIONS) {
    const created = now - q.ageH * HOUR
    const counts = { view_num: q.views, answer_num: q.answers.length, like_num: q.answers.reduce((n, a) => n + a.likes, 0), created_at: created }
    const { id: questionId } = await trx.insertInto('qa_questions').values({
      user_id: users.get(q.asker)!, target_user_id: null, content: q.content, region: q.region, review: 'shown', section: 'rural', category: q.category,
      ...counts, pinned_answer_id: null, hot: hotScore(counts),
    }).returning('id').executeTakeFirstOrThrow()
    for (const a of q.answers) {
      const { id: answerId } = await trx.insertInto('qa_answers').values({
        question_id: questionId, user_id: users.get(a.by)!, content: a.content, region: '重庆', review: 'shown', like_num: a.likes, comment_num: 0, created_at: created + a.afterH * HOUR,
      }).returning('id').executeTakeFirstOrThrow()
      if (a.pinned) await trx.updateTable('qa_questions').set({ pinned_answer_id: answerId }).where('id', '=', questionId).execute()
    }
  }
  await seedFarmerTalk(trx, now, users)
}

export async function seedFarmerTalk(trx: Kysely<DB>, now: number, users: Map<string, number>): Promise<void> {
  for (const p of TALK) {
    const author = users.get(p.by)!
    const created = now - p.ageH * HOUR
    const images = []
    for (const n of p.photos ?? []) images.push(await seededPicture(trx, author, n, now))
    const comments = p.comments ?? []
    const { id } = await trx.insertInto('discover_posts').values({
      user_id: author, topic_id: null, content: p.content, images: JSON.stringify(images), video_id: null, review: 'shown', section: 'rural',
      like_num: p.likes, comment_num: comments.length, view_num: p.views, reply_user_id: null, reply_content: '', reply_news_id: null, replied_at: null, created_at: created,
    }).returning('id').executeTakeFirstOrThrow()
    for (const [i, c] of comments.entries()) {
      await trx.insertInto('bang_comments').values({
        class_id: BANG_CLASS.discover, target_id: id, user_id: users.get(c.by)!, root_id: null, reply_to_id: null, reply_to_user_id: null,
        text: c.text, region: '重庆', like_num: 0, reply_num: 0, status: 1, created_at: created + (i + 1) * HOUR,
      }).execute()
    }
  }
}
