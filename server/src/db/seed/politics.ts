// 问政 on the demo site: the region's departments (every site starts with them), and, on the demo site
// only, an account for each of them and citizens' questions in every state of the workflow, with steps,
// replies and ratings, some past their time limit.
import type { Kysely } from 'kysely'
import type { DB } from '../schema'
import { hashPassword } from '../../crypto'
import { DEMO_PASSWORD } from './accounts'
import { media } from './media'

const HOUR = 3_600_000
const DAY = 24 * HOUR

export const DEPARTMENTS = [
  { name: '市交通运输委', intro: '道路运输、公交地铁、出租车与网约车、交通工程建设', acceptHours: 48, replyDays: 5 },
  { name: '市住房城乡建委', intro: '住房保障、物业管理、老旧小区改造、建筑工地管理', acceptHours: 48, replyDays: 7 },
  { name: '市生态环境局', intro: '大气、水、噪声污染与环境执法', acceptHours: 24, replyDays: 5 },
  { name: '市教委', intro: '入学招生、校外培训、学校安全与收费', acceptHours: 48, replyDays: 7 },
  { name: '市卫生健康委', intro: '医院服务、医保报销、疫苗接种、公共卫生', acceptHours: 48, replyDays: 5 },
  { name: '市市场监管局', intro: '食品安全、价格与消费维权、市场秩序', acceptHours: 24, replyDays: 5 },
  { name: '市城市管理局', intro: '市容环卫、占道经营、路灯与市政设施', acceptHours: 24, replyDays: 3 },
  { name: '市公安局交巡警总队', intro: '交通违法、道路拥堵、交通信号与标志', acceptHours: 24, replyDays: 5 },
] as const

/** an account for each department on the demo site (password Demo1234): 13800000010 市交通运输委, 13800000011 市住房城乡建委 … */
export const DEMO_DEPARTMENT_ACCOUNTS = DEPARTMENTS.map((d, i) => ({ phone: `138000000${10 + i}`, nickname: d.name, department: d.name }))

export async function seedDepartments(trx: Kysely<DB>): Promise<void> {
  await trx.insertInto('departments').values(DEPARTMENTS.map((d, i) => ({
    name: d.name, intro: d.intro, avatar: media.icon(50 + i), accept_hours: d.acceptHours, reply_days: d.replyDays, sort: i,
  }))).execute()
}

interface Step { to: string; by: 'asker' | 'department' | 'system'; after: number; note?: string; reply?: string }

/** questions of the demo site: department, asker, age, and the steps it went through */
const QUESTIONS: { department: string; asker: string; ageH: number; region: string; title: string; content: string; steps: Step[]; rating?: number; reads: number }[] = [
  {
    department: '市交通运输委', asker: '13800000001', ageH: 20 * 24, region: '重庆', reads: 1860, rating: 5,
    title: '轨道交通18号线什么时候开通？',
    content: '家住跳磴，每天去南坪上班要换乘两次公交，想问问18号线的开通时间，以及富华路站附近会不会增加接驳公交。',
    steps: [
      { to: 'accepted', by: 'department', after: 20 },
      { to: 'handling', by: 'department', after: 30 },
      { to: 'replied', by: 'department', after: 4 * 24, reply: '您好！轨道交通18号线北段已完成全部土建与铺轨，正在进行系统联调，计划年内开通初期运营。开通后我委将同步优化富华路站周边公交线路，新增两条接驳线路，具体方案将通过“重庆交通”公众号发布。感谢您的关注！' },
      { to: 'closed', by: 'asker', after: 5 * 24, note: '评价：5分' },
    ],
  },
  {
    department: '市住房城乡建委', asker: '13800000002', ageH: 9 * 24, region: '重庆', reads: 932,
    title: '老旧小区改造后楼道灯一直没人修',
    content: '渝中区某小区去年完成老旧小区改造，但三单元楼道声控灯坏了两个月，物业说改造项目还没移交，社区说找物业，到底该谁管？',
    steps: [
      { to: 'accepted', by: 'department', after: 10 },
      { to: 'replied', by: 'department', after: 3 * 24, reply: '经核实，该小区改造项目已于上月完成移交，楼道照明由物业公司负责维护。我委已督促物业在3日内完成维修，并将该小区纳入改造后回访名单。如仍未修复，可拨打12345反映。' },
    ],
  },
  {
    department: '市生态环境局', asker: '13800000001', ageH: 5 * 24, region: '重庆', reads: 641,
    title: '夜间施工噪音扰民',
    content: '我家附近的工地每天晚上十一点以后还在施工，搅拌车和打桩声音很大，孩子晚上睡不着，请问夜间施工有没有审批？',
    steps: [
      { to: 'accepted', by: 'department', after: 6 },
      { to: 'handling', by: 'department', after: 24, note: '已转区生态环境局现场核查' },
    ],
  },
  {
    department: '市教委', asker: '13800000002', ageH: 4 * 24, region: '四川', reads: 415,
    title: '随迁子女入学需要哪些材料？',
    content: '我们是外省来渝务工人员，孩子明年上小学，需要准备哪些材料？居住证办理满多久才可以申请？',
    steps: [],
  },
  {
    department: '市市场监管局', asker: '13800000003', ageH: 30, region: '重庆', reads: 208,
    title: '网购的电器是翻新机，商家不给退',
    content: '在某电商平台买的空调，安装时发现是翻新机，商家不同意退货，只愿意补偿两百元，请问该怎么维权？',
    steps: [{ to: 'accepted', by: 'department', after: 3 }],
  },
  {
    department: '市城市管理局', asker: '13800000001', ageH: 6 * 24, region: '重庆', reads: 356,
    title: '小区门口占道经营的夜市',
    content: '每天晚上小区门口的人行道被摊贩占满，轮椅和婴儿车都过不去，油烟也很大。',
    steps: [{ to: 'out_of_scope', by: 'department', after: 12, note: '该路段属区级管辖，请向所在区城市管理局反映，或拨打12319城管热线' }],
  },
  {
    department: '市交通运输委', asker: '13800000002', ageH: 3 * 24, region: '重庆', reads: 122,
    title: '18号线开通时间',
    content: '请问轨道交通18号线今年能开通吗？',
    steps: [{ to: 'duplicate', by: 'department', after: 8, note: '与已答复的问题重复，请查看该问题的答复' }],
  },
  {
    department: '市公安局交巡警总队', asker: '13800000003', ageH: 2 * 24, region: '重庆', reads: 97,
    title: '学校门口早高峰拥堵能否增派警力',
    content: '每天早上七点半学校门口接送孩子的车辆排成长龙，能否在上学高峰增派交警疏导？',
    steps: [],
  },
  {
    department: '市卫生健康委', asker: '13800000001', ageH: 12 * 24, region: '重庆', reads: 512, rating: 3,
    title: '异地就医备案后报销比例',
    content: '父母在成都看病，已经做了异地就医备案，住院报销比例和在重庆一样吗？',
    steps: [
      { to: 'accepted', by: 'department', after: 20 },
      { to: 'replied', by: 'department', after: 2 * 24, reply: '已备案的异地住院费用按参保地报销政策执行，起付线和支付比例与本地就医一致；未备案的，支付比例下降10个百分点。可通过“国家医保服务平台”查询备案状态。' },
      { to: 'handling', by: 'asker', after: 3 * 24, note: '答复没有说门诊费用能不能报销' },
      { to: 'replied', by: 'department', after: 5 * 24, reply: '补充答复：门诊慢特病费用已纳入成渝两地直接结算，普通门诊费用可在备案后直接结算，每年额度与本地一致。' },
      { to: 'closed', by: 'asker', after: 6 * 24, note: '评价：3分' },
    ],
  },
]

export async function seedPolitics(trx: Kysely<DB>, now: number): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD)
  const departments = new Map((await trx.selectFrom('departments').select(['id', 'name', 'accept_hours', 'reply_days']).execute()).map(d => [d.name, d]))
  const accounts = new Map<string, number>()
  for (const a of DEMO_DEPARTMENT_ACCOUNTS) {
    const { id } = await trx.insertInto('users').values({
      phone: a.phone, password_hash: hash, nickname: a.nickname, avatar: media.avatar(45), credit: 0, integral: 0, created_at: now,
    }).returning('id').executeTakeFirstOrThrow()
    await trx.insertInto('department_members').values({ department_id: departments.get(a.department)!.id, user_id: id }).execute()
    accounts.set(a.department, id)
  }
  const askers = new Map((await trx.selectFrom('users').select(['id', 'phone']).execute()).map(u => [u.phone, u.id]))
  const ids = new Map<string, number>()
  for (const q of QUESTIONS) {
    const d = departments.get(q.department)!
    const asker = askers.get(q.asker)!
    const created = now - q.ageH * HOUR
    let status = 'pending'
    let deadline: number | null = created + d.accept_hours * HOUR
    let repliedAt: number | null = null
    let closedAt: number | null = null
    let reason = ''
    let reopened = 0
    for (const s of q.steps) {
      const at = created + s.after * HOUR
      if (s.to === 'accepted' || (s.to === 'handling' && s.by === 'asker')) deadline = at + d.reply_days * DAY
      if (s.to === 'handling' && s.by === 'asker') reopened = 1
      if (s.to === 'replied') { repliedAt = at; deadline = null }
      if (['refused', 'duplicate', 'out_of_scope'].includes(s.to)) { reason = s.note ?? ''; deadline = null; closedAt = at }
      if (s.to === 'closed') { closedAt = at; deadline = null }
      status = s.to
    }
    const duplicateOf = status === 'duplicate' ? ids.get('轨道交通18号线什么时候开通？') ?? null : null
    const { id } = await trx.insertInto('politics_questions').values({
      user_id: asker, department_id: d.id, title: q.title, content: q.content, region: q.region, status, status_reason: reason,
      duplicate_of: duplicateOf, review: 'shown', deadline, reopened, rating: q.rating ?? null, read_num: q.reads,
      created_at: created, replied_at: repliedAt, closed_at: closedAt,
    }).returning('id').executeTakeFirstOrThrow()
    ids.set(q.title, id)
    const departmentUser = accounts.get(q.department) ?? null
    let from = ''
    await trx.insertInto('politics_events').values({ question_id: id, actor_id: asker, from_status: '', to_status: 'pending', note: '', at: created }).execute()
    from = 'pending'
    for (const s of q.steps) {
      const at = created + s.after * HOUR
      const actor = s.by === 'asker' ? asker : s.by === 'department' ? departmentUser : null
      await trx.insertInto('politics_events').values({ question_id: id, actor_id: actor, from_status: from, to_status: s.to, note: s.note ?? '', at }).execute()
      if (s.reply) await trx.insertInto('politics_replies').values({ question_id: id, department_id: d.id, user_id: departmentUser!, content: s.reply, created_at: at }).execute()
      from = s.to
    }
  }
}
