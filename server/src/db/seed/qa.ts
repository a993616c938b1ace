// 问答 on the demo site: journalists and experts (with their identities; one whose home is closed),
// readers' questions (some put to a chosen journalist), answers (one pinned, one long enough to fold),
// comments with replies, likes, and an identity application waiting for an administrator.
import type { Kysely } from 'kysely'
import type { DB } from '../schema'
import { hashPassword } from '../../crypto'
import { hotScore } from '../../content/hot'
import { BANG_CLASS, PRAISE_TYPE, type UserTypeCode } from '../../../../types/api/qa'
import { DEMO_PASSWORD } from './accounts'
import { media } from './media'

const HOUR = 3_600_000

/** answerers of the demo site (password Demo1234) */
export const DEMO_ANSWERERS: { phone: string; nickname: string; type: UserTypeCode; job: string; introduction: string; isJump: boolean; avatar: number }[] = [
  { phone: '13800000020', nickname: '王敏', type: 'reporter', job: '上游新闻民生记者', introduction: '跑民生口十年，关注交通、住房和消费维权', isJump: true, avatar: 21 },
  { phone: '13800000021', nickname: '陈晨', type: 'reporter', job: '上游新闻教育记者', introduction: '关注入学、升学与校园安全', isJump: true, avatar: 22 },
  { phone: '13800000022', nickname: '刘律师', type: 'lawyer', job: '重庆某律师事务所合伙人', introduction: '擅长劳动争议、消费纠纷与物业纠纷', isJump: true, avatar: 23 },
  { phone: '13800000023', nickname: '张医生', type: 'expert', job: '市某三甲医院儿科副主任医师', introduction: '儿童常见病、疫苗接种咨询', isJump: true, avatar: 24 },
  { phone: '13800000024', nickname: '渝中区民政局', type: 'department', job: '区县部门', introduction: '养老服务、社会救助、婚姻登记', isJump: false, avatar: 25 },
]

interface SeedAnswer { by: string; afterH: number; content: string; likes: number; pinned?: boolean; comments?: { by: string; text: string; replies?: { by: string; text: string }[] }[] }

const LONG_ANSWER = [
  '您好，这个问题很多家长都关心，我分几点说一下：',
  '一、居住证：随迁子女入学一般要求父母一方持有本市居住证，部分区县要求办理满半年。',
  '二、就业或经营证明：劳动合同、社保缴费记录，或者营业执照，任选其一即可。',
  '三、住房证明：房产证或者经备案的租房合同，租房的需要到社区开具居住证明。',
  '四、户口簿和孩子的出生证明、预防接种证。',
  '五、报名时间：每年5月前后，各区教委会在官网和公众号发布通知，请留意。',
  '六、如果材料不全，可以先咨询片区学校或者区教委招生办，一般会给出补交的时间。',
  '七、提醒一句：不要相信所谓“花钱保学位”的中介，学位都是按片区统筹安排的。',
  '我们也会持续关注今年的政策变化，有新消息会第一时间在上游新闻发布。',
].join('\n')

const QUESTIONS: { asker: string; to?: string; ageH: number; region: string; content: string; views: number; answers: SeedAnswer[] }[] = [
  {
    asker: '13800000002', to: '13800000021', ageH: 50, region: '四川', views: 1520,
    content: '外地户口的孩子在重庆上小学，需要准备哪些材料？什么时候开始报名？',
    answers: [
      {
        by: '13800000021', afterH: 6, likes: 38, pinned: true, content: LONG_ANSWER,
        comments: [
          { by: '13800000001', text: '很详细，收藏了！租房合同一定要备案吗？', replies: [{ by: '13800000021', text: '大部分区县要求备案，可以到社区或者住建部门办理，免费的。' }, { by: '13800000002', text: '谢谢记者，我们这就去办。' }] },
          { by: '13800000003', text: '去年我们就是这样准备的，很顺利。' },
        ],
      },
      { by: '13800000001', afterH: 10, likes: 4, content: '我家孩子去年在渝北上的，社保要求连续缴满6个月，建议早点准备。' },
    ],
  },
  {
    asker: '13800000001', ageH: 30, region: '重庆', views: 860,
    content: '物业费涨价没有开业主大会，业主可以拒交吗？',
    answers: [
      { by: '13800000022', afterH: 3, likes: 21, content: '物业费调整属于业主共同决定的事项，按照《民法典》第二百七十八条，应当经专有部分面积占比三分之二以上且人数占比三分之二以上的业主参与表决，并经参与表决的过半数同意。物业公司单方涨价，业主可以要求按原标准缴纳，但不建议直接拒交全部物业费，以免被起诉承担违约责任。可以先向街道或区住房城乡建委投诉。', comments: [{ by: '13800000002', text: '说得很清楚，我们小区也是这样。' }] },
      { by: '13800000020', afterH: 8, likes: 9, content: '我们之前报道过类似的情况，最后在街道协调下物业退回了多收的部分，建议业主们先收集涨价通知和缴费记录。' },
    ],
  },
  {
    asker: '13800000003', to: '13800000023', ageH: 20, region: '重庆', views: 640,
    content: '孩子一岁半，打完疫苗后发烧38.5度，需要去医院吗？',
    answers: [
      { by: '13800000023', afterH: 2, likes: 17, content: '接种后一到两天内出现38.5℃以下的发热比较常见，多喝水、注意休息即可；如果超过38.5℃，可以按体重服用退烧药。若持续发热超过48小时、精神差、出现皮疹或抽搐，请及时就医。' },
    ],
  },
  {
    asker: '13800000002', ageH: 12, region: '重庆', views: 410,
    content: '轻轨站附近共享单车乱停放，早高峰根本走不过去，该找哪个部门？',
    answers: [
      { by: '13800000020', afterH: 4, likes: 6, content: '共享单车停放归城市管理部门监管，可以拨打12345或者在“问政”里直接向市城市管理局提问。我们也会去现场看看。' },
    ],
  },
  {
    asker: '13800000001', to: '13800000020', ageH: 6, region: '重庆', views: 120,
    content: '网上买的机票退票被收了80%手续费，这合理吗？',
    answers: [],
  },
  {
    asker: '13800000003', ageH: 3, region: '贵州', views: 35,
    content: '从贵阳到重庆北站的高铁，周末还有没有加开的车次？',
    answers: [],
  },
]

/** demo readers (password Demo1234) holding an identity (a journalist, an expert …), joined 90 days ago and certified 60 */
export async function seedIdentityHolders(trx: Kysely<DB>, people: readonly { phone: string; nickname: string; type: UserTypeCode; job: string; introduction: string; isJump: boolean; avatar: number }[], now: number): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD)
  for (const a of people) {
    const { id } = await trx.insertInto('users').values({
      phone: a.phone, password_hash: hash, nickname: a.nickname, avatar: media.avatar(a.avatar), credit: 0, integral: 0, created_at: now - 90 * 24 * HOUR,
    }).returning('id').executeTakeFirstOrThrow()
    await trx.insertInto('user_identities').values({
      user_id: id, type: a.type, job: a.job, introduction: a.introduction, is_jump: a.isJump ? 1 : 0, granted_by: null, granted_at: now - 60 * 24 * HOUR,
    }).execute()
  }
}

export async function seedQa(trx: Kysely<DB>, now: number): Promise<void> {
  await seedIdentityHolders(trx, DEMO_ANSWERERS, now)
  const users = new Map((await trx.selectFrom('users').select(['id', 'phone']).execute()).map(u => [u.phone, u.id]))
  // some of the likes are the department accounts' (the demo readers have liked nothing, so they can try)
  const likers = [...users.entries()].filter(([phone]) => /^138000000(1[0-7])$/.test(phone)).map(([, id]) => id)
  for (const q of QUESTIONS) {
    const created = now - q.ageH * HOUR
    const shownAnswers = q.answers.length
    const likeSum = q.answers.reduce((n, a) => n + a.likes, 0)
    const counts = { view_num: q.views, answer_num: shownAnswers, like_num: likeSum, created_at: created }
    const { id: questionId } = await trx.insertInto('qa_questions').values({
      user_id: users.get(q.asker)!, target_user_id: q.to ? users.get(q.to)! : null, content: q.content, region: q.region, review: 'shown',
      ...counts, pinned_answer_id: null, hot: hotScore(counts),
    }).returning('id').executeTakeFirstOrThrow()
    for (const a of q.answers) {
      const at = created + a.afterH * HOUR
      const commentNum = (a.comments ?? []).reduce((n, c) => n + 1 + (c.replies?.length ?? 0), 0)
      const { id: answerId } = await trx.insertInto('qa_answers').values({
        question_id: questionId, user_id: users.get(a.by)!, content: a.content, region: '重庆', review: 'shown', like_num: a.likes, comment_num: commentNum, created_at: at,
      }).returning('id').executeTakeFirstOrThrow()
      if (a.pinned) await trx.updateTable('qa_questions').set({ pinned_answer_id: answerId }).where('id', '=', questionId).execute()
      const own = likers.slice(0, Math.min(a.likes, 2))
      if (own.length) await trx.insertInto('likes').values(own.map(u => ({ user_id: u, target_type: PRAISE_TYPE.question, target_id: answerId, created_at: at }))).execute()
      for (const [i, c] of (a.comments ?? []).entries()) {
        const cAt = at + (i + 1) * HOUR
        const { id: rootId } = await trx.insertInto('bang_comments').values({
          class_id: BANG_CLASS.answer, target_id: answerId, user_id: users.get(c.by)!, root_id: null, reply_to_id: null, reply_to_user_id: null,
          text: c.text, region: '重庆', like_num: i === 0 ? 5 : 0, reply_num: c.replies?.length ?? 0, status: 1, created_at: cAt,
        }).returning('id').executeTakeFirstOrThrow()
        for (const [j, r] of (c.replies ?? []).entries()) {
          await trx.insertInto('bang_comments').values({
            class_id: BANG_CLASS.answer, target_id: answerId, user_id: users.get(r.by)!, root_id: rootId, reply_to_id: rootId, reply_to_user_id: users.get(c.by)!,
            text: r.text, region: '重庆', like_num: 0, reply_num: 0, status: 1, created_at: cAt + (j + 1) * 600_000,
          }).execute()
        }
      }
    }
  }
  // what readers searched for in 帮帮 this week (the hot words under its search box)
  const today = Math.floor((now + 8 * HOUR) / (24 * HOUR))
  const searched: [string, number][] = [['物业费', 12], ['入学材料', 9], ['停车', 7], ['共享单车', 5], ['医保报销', 4], ['噪音', 3]]
  await trx.insertInto('bang_search_words').values(searched.flatMap(([word, hits], i) => [
    { word, day: today - (i % 3), hits: Math.ceil(hits / 2) }, { word, day: today - 3 - (i % 2), hits: Math.floor(hits / 2) },
  ])).execute()
  // waiting for an administrator (13800000009)
  await trx.insertInto('identity_applications').values({
    user_id: users.get('13800000003')!, type: 'expert', real_name: '赵明', job: '重庆某高校交通运输学院副教授', introduction: '研究城市公共交通规划',
    proof: '学校官网教师主页可查，工作证照片待上传', status: 'pending', reason: '', decided_by: null, decided_at: null, created_at: now - 5 * HOUR,
  }).execute()
}
