// 作文. Every site gets the region's schools (seedCompositionSchools); the demo site also gets their
// teachers (13800000030–39, password Demo1234, 王晓燕 of 枇杷山小学 first), pupils with student profiles
// (13800000040–53; those under 14 with a guardian's consent, one withdrawn, which hides her works), a
// parent's account with no profile yet (13800000005, to make one and submit), the
// 43 compositions of composition-texts.ts in every state (printed in four issues of the paper's 作文
// page, recommended, reviewed with a score and marked lines, waiting in a teacher's queue, returned,
// rejected, a draft) with photographed pages of the handwritten originals (drawn when first asked for).
import type { Kysely } from 'kysely'
import type { DB } from '../schema'
import { hashPassword } from '../../crypto'
import { gradeBandOf, type SchoolLevel, type CompositionStatus } from '../../../../types/api/composition'
import { SEED_SOURCE, seedKey } from '../../media/uploads'
import { DEMO_PASSWORD } from './accounts'
import { COMPOSITION_TEXTS } from './composition-texts'
import { media } from './media'
import { Random } from './random'

const DAY = 86_400_000
const HOUR = 3_600_000

export const COMPOSITION_SCHOOLS: { name: string; district: string; level: SchoolLevel; intro: string }[] = [
  { name: '枇杷山小学', district: '渝中区', level: 'primary', intro: '坐落在枇杷山脚下的百年老校，“小作家工作坊”每周为孩子们开设写作课，校刊《山风》已办了二十年。' },
  { name: '嘉陵江小学', district: '江北区', level: 'primary', intro: '临江而建，以“江畔阅读”课程闻名，每个班都有自己的图书角。' },
  { name: '南滨路小学', district: '南岸区', level: 'primary', intro: '推行“生活作文”，带孩子走进社区、菜市场和江边，写身边的人和事。' },
  { name: '磁器口小学', district: '沙坪坝区', level: 'primary', intro: '古镇旁的学校，把非遗和老街故事写进语文课。' },
  { name: '三峡小学', district: '万州区', level: 'primary', intro: '库区移民新校，孩子们的作文里常有江、有船、有新家。' },
  { name: '黄桷坪中学', district: '九龙坡区', level: 'junior', intro: '与美术学院为邻，文学社“桷叶”与美术社合办诗配画展。' },
  { name: '两江实验中学', district: '渝北区', level: 'junior', intro: '新区里的年轻学校，开设整本书阅读与思辨写作课程。' },
  { name: '缙云中学', district: '北碚区', level: 'senior', intro: '缙云山下的市级重点中学，文学社刊《缙云》连续多年获评优秀校园刊物。' },
  { name: '鱼洞中学', district: '巴南区', level: 'senior', intro: '百年老校，以议论文写作与辩论见长。' },
]

export async function seedCompositionSchools(trx: Kysely<DB>, now: number): Promise<void> {
  await trx.insertInto('composition_schools').values(COMPOSITION_SCHOOLS.map((s, i) => ({
    name: s.name, district: s.district, level: s.level, badge: media.icon(20 + i), intro: s.intro, created_at: now - 400 * DAY,
  }))).execute()
}

/** a parent's account with no student profile yet: the one the walks make a profile on and submit from */
export const DEMO_PARENT = { phone: '13800000005', nickname: '黄桷兰的妈妈', avatar: 55 } as const

/** the demo teachers: the first is the one the walks review with */
export const DEMO_TEACHERS = [
  { phone: '13800000030', name: '王晓燕', school: '枇杷山小学', avatar: 31, intro: '小学语文高级教师，带“小作家工作坊”十二年，相信每个孩子心里都有一篇好文章。' },
  { phone: '13800000031', name: '刘建国', school: '嘉陵江小学', avatar: 32, intro: '区语文学科带头人，主张“先会看，再会写”。' },
  { phone: '13800000032', name: '陈静', school: '南滨路小学', avatar: 33, intro: '生活作文课程的发起人，常带学生走街串巷找素材。' },
  { phone: '13800000033', name: '张敏', school: '磁器口小学', avatar: 34, intro: '热爱民俗与非遗，带学生采访古镇里的老手艺人。' },
  { phone: '13800000034', name: '郑海涛', school: '三峡小学', avatar: 35, intro: '从库区乡村小学调来的老师，教孩子写自己的江和自己的家。' },
  { phone: '13800000035', name: '李红梅', school: '黄桷坪中学', avatar: 36, intro: '“桷叶”文学社指导老师，擅长诗歌与散文教学。' },
  { phone: '13800000036', name: '赵磊', school: '两江实验中学', avatar: 37, intro: '整本书阅读课程负责人，喜欢和学生一起读、一起写。' },
  { phone: '13800000037', name: '周文', school: '缙云中学', avatar: 38, intro: '市级骨干教师，《缙云》社刊主编，指导学生作品多次见报。' },
  { phone: '13800000038', name: '吴霞', school: '鱼洞中学', avatar: 39, intro: '辩论队教练，教学生把道理讲清楚、讲透彻。' },
  { phone: '13800000039', name: '杨柳', school: '枇杷山小学', avatar: 40, intro: '年轻的语文老师，负责低年级的看图写话。' },
] as const

/** the demo pupils; `withdrawn`: her guardian withdrew consent, so her works are hidden from everyone else */
export const DEMO_STUDENTS: { phone: string; penName: string; school: string; grade: number; className: string; avatar: number; withdrawn?: boolean }[] = [
  { phone: '13800000040', penName: '小雨点', school: '枇杷山小学', grade: 2, className: '二年级3班', avatar: 41 },
  { phone: '13800000041', penName: '豆豆', school: '嘉陵江小学', grade: 3, className: '三年级1班', avatar: 42 },
  { phone: '13800000042', penName: '向日葵', school: '南滨路小学', grade: 4, className: '四年级2班', avatar: 43 },
  { phone: '13800000043', penName: '小石头', school: '磁器口小学', grade: 4, className: '四年级5班', avatar: 44 },
  { phone: '13800000044', penName: '星星', school: '枇杷山小学', grade: 5, className: '五年级1班', avatar: 45 },
  { phone: '13800000045', penName: '江边的风', school: '三峡小学', grade: 6, className: '六年级2班', avatar: 46 },
  { phone: '13800000046', penName: '青柠', school: '嘉陵江小学', grade: 6, className: '六年级4班', avatar: 47 },
  { phone: '13800000047', penName: '山茶', school: '黄桷坪中学', grade: 7, className: '初一6班', avatar: 48 },
  { phone: '13800000048', penName: '追光者', school: '两江实验中学', grade: 8, className: '初二3班', avatar: 49 },
  { phone: '13800000049', penName: '梧桐', school: '黄桷坪中学', grade: 9, className: '初三1班', avatar: 50 },
  { phone: '13800000050', penName: '南山松', school: '缙云中学', grade: 10, className: '高一8班', avatar: 51 },
  { phone: '13800000051', penName: '半夏', school: '鱼洞中学', grade: 11, className: '高二5班', avatar: 52 },
  { phone: '13800000052', penName: '远山', school: '缙云中学', grade: 12, className: '高三2班', avatar: 53 },
  { phone: '13800000053', penName: '小满', school: '南滨路小学', grade: 5, className: '五年级3班', avatar: 54, withdrawn: true },
]

/** each text's grade (COMPOSITION_TEXTS' order) and state */
const GRADES = [2, 2, 2, 3, 3, 4, 4, 5, 4, 4, 6, 6, 5, 5, 6, 5, 3, 6, 7, 5, 7, 7, 7, 9, 8, 6, 3, 8, 2, 4, 9, 11, 10, 11, 4, 2, 6, 12, 6, 8, 5, 9, 8]
const STATES: Partial<Record<CompositionStatus, number[]>> = {
  printed: [5, 10, 11, 17, 21, 27, 31, 33, 36, 41],
  recommended: [7, 14, 15, 18, 23, 24, 30, 32],
  submitted: [9, 26, 28, 35, 38],
  returned: [1, 34],
  rejected: [42],
  draft: [40],
}
const REASONS: Partial<Record<CompositionStatus, string>> = {
  returned: '开头很有画面感，但结尾有些仓促。请把你当时的心情再写具体一些，修改后重新提交。',
  rejected: '这篇作品已在其他平台公开发表，按征稿要求不再刊用。欢迎投来新作！',
}
const ISSUES = [
  { title: '家的味道', works: [5, 11, 36] },
  { title: '山城印象', works: [10, 21, 33] },
  { title: '成长的瞬间', works: [17, 27] },
  { title: '少年思辨', works: [31, 41] },
]
/** teachers' comments: {line} is the line they marked; the argument's for 议论文, a letter's for 书信 */
const ARGUMENT_COMMENT = '立意清楚，论述有据，“{line}”一句点明了中心。若能再举一个贴近自己生活的例子，说服力会更强。'
const LETTER_COMMENT = '格式规范，称呼、问候、祝愿一样不少。“{line}”写得真诚自然，读信的人一定能感受到你的心意。'
const COMMENTS = [
  '选材真实，细节动人。“{line}”一句写得尤其好，看得出你是用心观察过的。如果结尾再收得含蓄一些，会更有回味。',
  '语言朴实而有温度，结构清楚。“{line}”这样的句子读来很有画面感。继续保持这份观察生活的眼睛！',
  '文章层次分明，情感自然。“{line}”是全文的亮点。建议在段落之间加一两句过渡，让文气更连贯。',
  '想象丰富，用词准确。“{line}”写得生动形象。注意个别句子稍长，读起来可以再利落一点。',
  '写出了真情实感，“{line}”让人眼前一亮。标点和分段还可以再细致些，继续加油！',
]

export async function seedComposition(trx: Kysely<DB>, now: number): Promise<void> {
  const rnd = new Random(2611)
  const hash = await hashPassword(DEMO_PASSWORD)
  const schools = new Map((await trx.selectFrom('composition_schools').select(['id', 'name']).execute()).map(s => [s.name, s.id]))
  const account = async (phone: string, nickname: string, avatar: number) => (await trx.insertInto('users').values({
    phone, password_hash: hash, nickname, avatar: media.avatar(avatar), credit: 0, integral: 0, created_at: now - 300 * DAY,
  }).returning('id').executeTakeFirstOrThrow()).id

  await account(DEMO_PARENT.phone, DEMO_PARENT.nickname, DEMO_PARENT.avatar)

  // teachers: certified accounts, each of a school
  const teacherOf = new Map<number, number>() // school id → its first teacher's id
  for (const t of DEMO_TEACHERS) {
    const userId = await account(t.phone, `${t.name}老师`, t.avatar)
    const schoolId = schools.get(t.school)!
    const { id } = await trx.insertInto('composition_teachers').values({
      user_id: userId, school_id: schoolId, name: t.name, subject: '语文', intro: t.intro, status: 'active', created_at: now - 200 * DAY,
    }).returning('id').executeTakeFirstOrThrow()
    if (!teacherOf.has(schoolId)) teacherOf.set(schoolId, id)
  }

  // pupils: accounts with a student profile; under 14 (grades 1–7) with a guardian's consent on the account
  const students: { id: number; userId: number; grade: number; schoolId: number; hidden: boolean }[] = []
  for (const s of DEMO_STUDENTS) {
    const userId = await account(s.phone, s.penName, s.avatar)
    const schoolId = schools.get(s.school)!
    const under14 = s.grade <= 7
    const { id } = await trx.insertInto('composition_students').values({
      user_id: userId, pen_name: s.penName, school_id: schoolId, grade: s.grade, class_name: s.className, under14: under14 ? 1 : 0,
      consent_at: under14 ? now - 180 * DAY : null, consent_by: under14 ? userId : null,
      consent_withdrawn_at: s.withdrawn ? now - 3 * DAY : null, created_at: now - 180 * DAY,
    }).returning('id').executeTakeFirstOrThrow()
    students.push({ id, userId, grade: s.grade, schoolId, hidden: !!s.withdrawn })
  }

  // the paper's 作文 page: the last four Fridays (China time), page 6
  const issueIds: number[] = []
  const issueDays: string[] = []
  const cst = new Date(now + 8 * HOUR)
  const sinceFriday = (cst.getUTCDay() + 2) % 7 || 7
  for (let i = 0; i < ISSUES.length; i++) {
    const day = new Date(cst.getTime() - (sinceFriday + 7 * (ISSUES.length - 1 - i)) * DAY).toISOString().slice(0, 10)
    const { id } = await trx.insertInto('composition_issues').values({
      date: day, edition: '上游作文', page: 6, title: ISSUES[i].title, created_at: Date.parse(`${day}T00:00:00+08:00`) - DAY,
    }).returning('id').executeTakeFirstOrThrow()
    issueIds.push(id)
    issueDays.push(day)
  }

  const month = new Date(now).toISOString().slice(0, 7).replace('-', '/')
  let page = 0
  const picture = async (userId: number): Promise<number> => {
    const name = `manuscript-${page++ % 120}.jpg`
    const key = seedKey(`${name}:${userId}`, month)
    const { id } = await trx.insertInto('uploads').values({
      user_id: userId, key, source_type: `${SEED_SOURCE}${name}`, width: 1200, height: 1600, bytes: 0,
      sha256: key.replace(/\W/g, '').padEnd(64, '0'), created_at: now,
    }).returning('id').executeTakeFirstOrThrow()
    return id
  }

  const stateOf = (i: number): CompositionStatus =>
    (Object.entries(STATES).find(([, list]) => list!.includes(i))?.[0] as CompositionStatus | undefined) ?? 'reviewed'
  const byGrade = new Map<number, number>()
  for (let i = 0; i < COMPOSITION_TEXTS.length; i++) {
    const text = COMPOSITION_TEXTS[i]
    const grade = GRADES[i]
    const candidates = students.filter(s => s.grade === grade)
    const turn = byGrade.get(grade) ?? 0
    byGrade.set(grade, turn + 1)
    const student = candidates[turn % candidates.length]
    const status = stateOf(i)
    const teacherId = teacherOf.get(student.schoolId) ?? null
    const issue = ISSUES.findIndex(x => x.works.includes(i))
    // older the further along: printed 1–5 weeks ago, the queue within the last days
    const age = status === 'printed' ? (ISSUES.length - issue) * 7 * DAY + 5 * DAY
      : status === 'recommended' ? rnd.int(3, 20) * DAY
      : status === 'reviewed' ? rnd.int(0, 25) * DAY + rnd.int(1, 20) * HOUR
      : rnd.int(2, 60) * HOUR
    const created = now - age - 3 * DAY
    const submitted = status === 'draft' ? null : created + HOUR
    const isPublic = status === 'reviewed' || status === 'recommended' || status === 'printed'
    const published = isPublic ? now - age : null
    const images: number[] = []
    const pages = status === 'draft' ? 0 : i % 5 === 0 ? 2 : 1
    for (let p = 0; p < pages; p++) images.push(await picture(student.userId))
    const fame = status === 'printed' ? 6 : status === 'recommended' ? 3 : 1
    const views = isPublic ? rnd.int(40, 300) * fame : 0
    const score = isPublic ? rnd.int(80, 97) : null
    const { id } = await trx.insertInto('compositions').values({
      student_id: student.id, user_id: student.userId, title: text.title, body: text.body, genre: text.genre,
      grade, grade_band: gradeBandOf(grade), school_id: student.schoolId, teacher_id: teacherId, images: JSON.stringify(images),
      status, reason: REASONS[status] ?? '', score, issue_id: issue >= 0 ? issueIds[issue] : null,
      view_num: views, like_num: isPublic ? Math.round(views * (0.04 + rnd.next() * 0.06)) : 0, comment_num: 0,
      created_at: created, updated_at: published ?? submitted ?? created, submitted_at: submitted, published_at: published,
      recommended_at: status === 'recommended' || status === 'printed' ? published! + DAY : null,
      printed_at: status === 'printed' ? Date.parse(`${issueDays[issue]}T06:00:00+08:00`) : null,
    }).returning('id').executeTakeFirstOrThrow()
    if (isPublic && teacherId !== null) {
      const lines = text.body.split('\n').filter(l => l.length >= 8)
      const line = (lines[1] ?? lines[0]).split(/[。！？]/)[0]
      await trx.insertInto('composition_reviews').values({
        composition_id: id, teacher_id: teacherId, score: score!, comment: (text.genre === 'argumentative' ? ARGUMENT_COMMENT : text.genre === 'letter' ? LETTER_COMMENT : COMMENTS[i % COMMENTS.length]).replace('{line}', line),
        highlights: JSON.stringify([line]), created_at: published!,
      }).execute()
    }
  }
}
