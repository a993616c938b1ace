// 渝农 (issue 27): the section's home, its tabs as data (an editor adds one and readers see it at once,
// no release), the price board against each product's previous day, a product's 30-day trend and its
// price elsewhere, the farming forecast's advice; the editor's price import, all or nothing with the
// bad line named; a site seeded before the section was built gets its columns and stories.
import type { FarmForecast, FarmPriceBoard, FarmPriceHistory, RuralHome, RuralTab, RuralTabPage } from '../../types/api/rural'
import { createTestServer, getJson, testReader, tokenOfPhone, type TestServer } from './helpers'
import type { QaQuestionItem } from '../../types/api/qa'
import type { DiscoverItem } from '../../types/api/discover'
import { post } from './auth-helpers'
import { farmAdvice } from '../../server/src/content/farming'
import { cstDay } from '../../server/src/content/time'
import { RuralService } from '../../server/src/services/rural'
import { seed } from '../../server/src/db/seed'
import { FARM_PRODUCTS, RURAL_TABS } from '../../server/src/db/seed/rural'
import { RURAL_COLUMNS } from '../../server/src/db/seed/channels'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

const db = () => server.database.db
const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})
const get = async <T>(url: string, token?: string) => getJson<T>(server.app, url, auth(token))
const flat = (tabs: RuralTab[]): RuralTab[] => tabs.flatMap(t => [t, ...flat(t.children)])

describe('what readers read', () => {
  it('/yu-nong and /yu-nong/home go to the home\'s 渝农 channel, with their query', async () => {
    for (const [url, to] of [['/shangyou_news/yu-nong', '/shangyou_news/home/yu-nong'], ['/shangyou_news/yu-nong/home?tab=3', '/shangyou_news/home/yu-nong?tab=3']]) {
      const res = await server.app.inject({ method: 'GET', url })
      expect([res.statusCode, res.headers.location]).toEqual([302, to])
    }
  })

  it('the home: the editors\' tabs as a tree, and today\'s prices at the first market against the day before', async () => {
    const { body } = await get<RuralHome>('/v1/rural/home')
    expect(body.statusCode).toBe(200)
    const { tabs, prices } = body.data
    expect(tabs.map(t => [t.name, t.kind])).toEqual(RURAL_TABS.map(t => [t.name, t.kind]))
    const tech = tabs.find(t => t.name === '技术')!
    expect(tech.children.map(t => t.name)).toEqual(['种植', '养殖'])
    expect(tech.children[0].children.map(t => [t.name, t.columnId])).toEqual([['粮油', 1602], ['果蔬', 1607]])
    expect(prices.day).toBe(cstDay(server.seededAt))
    expect(prices.market.name).toBe('双福国际农贸城')
    expect(prices.markets).toHaveLength(4)
    expect(prices.list).toHaveLength(FARM_PRODUCTS.length)
    for (const p of prices.list) {
      expect(p.price).toBeGreaterThan(0)
      expect(Number.isInteger(Math.round(p.price * 100))).toBe(true)
      expect(typeof p.change).toBe('number')
    }
    // the change is today's price less the market's day before
    const pork = prices.list[0]
    const rows = await db().selectFrom('farm_prices').select(['day', 'price']).where('product_id', '=', pork.productId).where('market_id', '=', pork.marketId)
      .orderBy('day', 'desc').limit(2).execute()
    expect(pork.price).toBe(rows[0].price / 100)
    expect(pork.change).toBe((rows[0].price - rows[1].price) / 100)
  })

  it('a tab as its own page with the groups above it (general-tab, sub-general-tab); an unknown one is 栏目不存在', async () => {
    const { tabs } = (await get<RuralHome>('/v1/rural/home')).body.data
    const planting = flat(tabs).find(t => t.name === '种植')!
    const page = (await get<RuralTabPage>(`/v1/rural/tab?id=${planting.id}`)).body.data
    expect(page.tab.children.map(t => t.name)).toEqual(['粮油', '果蔬'])
    expect(page.parents.map(p => p.name)).toEqual(['技术'])
    const missing = await get(`/v1/rural/tab?id=999999`)
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ message: '栏目不存在' })
  })

  it('the board by market and category; a product a market does not trade is not on its board; an unknown market is 没有这个市场', async () => {
    const { markets } = (await get<FarmPriceBoard>('/v1/rural/prices')).body.data
    const wanzhou = markets.find(m => m.name === '万州农产品批发市场')!
    const board = (await get<FarmPriceBoard>(`/v1/rural/prices?marketId=${wanzhou.id}`)).body.data
    expect(board.market.id).toBe(wanzhou.id)
    expect(board.list.map(p => p.product)).not.toContain('牛肉')
    expect(board.list).toHaveLength(FARM_PRODUCTS.filter(p => !p.except?.includes(2)).length)
    const fruit = (await get<FarmPriceBoard>(`/v1/rural/prices?marketId=${wanzhou.id}&category=fruit`)).body.data
    expect(fruit.list.map(p => p.product)).toEqual(['柑橘', '苹果', '猕猴桃'])
    expect((await get('/v1/rural/prices?marketId=999999')).body).toMatchObject({ statusCode: 404, message: '没有这个市场' })
    expect((await get('/v1/rural/prices?category=candy')).status).toBe(400)
  })

  it('a product\'s trend: 30 days by default, 7 when asked, its high, low and average, and its latest price at the other markets', async () => {
    const board = (await get<FarmPriceBoard>('/v1/rural/prices')).body.data
    const beef = board.list.find(p => p.product === '牛肉')!
    const h = (await get<FarmPriceHistory>(`/v1/rural/prices/history?productId=${beef.productId}`)).body.data
    expect(h.market.id).toBe(board.market.id)
    expect(h.points).toHaveLength(30)
    expect(h.points.at(-1)).toEqual({ day: board.day, price: beef.price })
    expect([...h.points].sort((a, b) => a.day.localeCompare(b.day))).toEqual(h.points)
    const prices = h.points.map(p => p.price)
    expect(h.high).toBe(Math.max(...prices))
    expect(h.low).toBe(Math.min(...prices))
    expect(Math.abs(h.average! - prices.reduce((a, b) => a + b, 0) / prices.length)).toBeLessThan(0.01)
    // 万州 does not trade beef
    expect(h.elsewhere.map(e => e.market.name)).toEqual(['盘溪农产品批发市场', '涪陵农产品批发市场'])
    const week = (await get<FarmPriceHistory>(`/v1/rural/prices/history?productId=${beef.productId}&days=7`)).body.data
    expect(week.points).toHaveLength(7)
    expect((await get('/v1/rural/prices/history?productId=999999')).body).toMatchObject({ statusCode: 404, message: '没有这个农产品' })
    expect((await get(`/v1/rural/prices/history?productId=${beef.productId}&days=3`)).status).toBe(400)
  })

  it('a product\'s trend ends on its latest quoted day, as the board does: after midnight, before the day\'s import, still 30 days', async () => {
    // (a CI run that crossed midnight in China met a 29-day trend: the window ended on a day with no prices yet)
    const later = new RuralService(db(), server.app.services.maps, () => Date.now() + 2 * 86_400_000)
    const board = await later.board()
    const beef = board.list.find(p => p.product === '牛肉')!
    const h = await later.history(beef.productId, undefined)
    expect(h.points).toHaveLength(30)
    expect(h.points.at(-1)).toEqual({ day: board.day, price: beef.price })
  })

  it('the farming forecast: each day\'s weather with its advice; an unknown area is answered as the weather\'s', async () => {
    const { body } = await get<FarmForecast>('/v1/rural/forecast?adcode=500106')
    expect(body.data.area).toBe('沙坪坝区')
    expect(body.data.days).toHaveLength(4)
    for (const d of body.data.days) {
      expect(d.advice.length).toBeGreaterThanOrEqual(1)
      expect(d.advice).toEqual(farmAdvice(d))
    }
    expect((await get('/v1/rural/forecast?adcode=999999')).status).toBe(404)
    expect((await get('/v1/rural/forecast?adcode=abc')).status).toBe(400)
  })

  it('the advice\'s rules: storms, rain, snow, frost and heat first, at most two lines; a fine day is for sowing', () => {
    const day = { dayWeather: '晴', nightWeather: '晴', dayTemp: 22, nightTemp: 12 }
    expect(farmAdvice(day)).toEqual(['天气晴好：适宜播种、施肥和喷药'])
    expect(farmAdvice({ ...day, dayWeather: '阴', dayTemp: 10 })).toEqual(['适宜田间管理：中耕除草，移栽定植'])
    expect(farmAdvice({ ...day, dayWeather: '中雨' })[0]).toMatch(/^有雨/)
    expect(farmAdvice({ ...day, nightWeather: '雷阵雨' })[0]).toMatch(/^强降雨/)
    expect(farmAdvice({ ...day, dayWeather: '小雪', nightTemp: -2 })).toEqual(['降雪：及时清除棚顶积雪，圈舍保暖', '低温霜冻：覆膜盖草防寒，幼苗和果树防冻'])
    expect(farmAdvice({ ...day, dayWeather: '大雨', dayTemp: 36, nightTemp: 1 })).toHaveLength(2)
    expect(farmAdvice({ ...day, dayTemp: 37 })).toEqual(['高温：避开正午下田，果菜遮阳保湿，畜禽防暑'])
  })
})

describe('the section editor', () => {
  it('imports a day\'s prices: readers see them at once; a bad line refuses the whole import, named, and nothing changes', async () => {
    const editor = await testReader(server, { role: 'editor' })
    const reader = await testReader(server)
    const text = '鸡蛋,双福国际农贸城,4.88\n大白菜，双福国际农贸城，1.05\n\n鸡蛋\t盘溪农产品批发市场\t5'
    expect((await post(server.app, '/admin/v1/rural/prices', { text })).body).toMatchObject({ statusCode: 301, message: '未登录或登录过期，请重新登录' })
    expect((await post(server.app, '/admin/v1/rural/prices', { text }, reader.token)).status).toBe(403)
    const before = (await get<FarmPriceBoard>('/v1/rural/prices')).body.data
    const eggs = before.list.find(p => p.product === '鸡蛋')!
    // (the board's day named: after midnight and before the day's import, today is not the board's day)
    const done = await post(server.app, '/admin/v1/rural/prices', { text, day: before.day }, editor.token)
    expect(done.body).toMatchObject({ statusCode: 200, message: '已导入3条报价', data: { day: before.day, saved: 3 } })
    const after = (await get<FarmPriceBoard>('/v1/rural/prices')).body.data
    const eggsNow = after.list.find(p => p.product === '鸡蛋')!
    expect(eggsNow.price).toBe(4.88)
    // the day before is unchanged, so the change is against it
    expect(eggsNow.change).toBe(Math.round((4.88 - eggs.price + eggs.change!) * 100) / 100)
    expect((await db().selectFrom('farm_prices').select('updated_by').where('product_id', '=', eggs.productId).where('day', '=', before.day!).where('market_id', '=', before.market.id).executeTakeFirstOrThrow()).updated_by).toBe(editor.id)

    const refused = async (body: Record<string, unknown>, message: string) => {
      const r = await post(server.app, '/admin/v1/rural/prices', body, editor.token)
      expect(r.body).toMatchObject({ statusCode: 400, message })
    }
    const count = async () => Number((await db().selectFrom('farm_prices').select(db().fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const rows = await count()
    await refused({ text: '鸡蛋,双福国际农贸城,5.1\n香蕉,双福国际农贸城,3' }, '第2行：没有“香蕉”这个农产品')
    await refused({ text: '鸡蛋,双福国际农贸城,5.1\n鸡蛋,朝天门,3' }, '第2行：没有“朝天门”这个市场')
    await refused({ text: '鸡蛋,双福国际农贸城,5.123' }, '第1行价格应为大于0、不超过99999.99元的数字，最多两位小数')
    await refused({ text: '鸡蛋,双福国际农贸城,0' }, '第1行价格应为大于0、不超过99999.99元的数字，最多两位小数')
    await refused({ text: '\n鸡蛋 双福国际农贸城 5' }, '第2行格式应为：产品,市场,价格')
    await refused({ text: ' \n ' }, '请填写报价，每行一条：产品,市场,价格')
    await refused({ text: '鸡蛋,双福国际农贸城,5', day: '2026-02-30' }, '请填写正确的报价日期（YYYY-MM-DD），不能晚于今天，也不能早于一年前')
    await refused({ text: '鸡蛋,双福国际农贸城,5', day: '2999-01-01' }, '请填写正确的报价日期（YYYY-MM-DD），不能晚于今天，也不能早于一年前')
    expect(await count()).toBe(rows)
    expect((await get<FarmPriceBoard>('/v1/rural/prices')).body.data.list.find(p => p.product === '鸡蛋')!.price).toBe(4.88)
  })

  it('adds a tab readers see at once, moves and renames it, and removes it; the tree\'s rules hold', async () => {
    const editor = await testReader(server, { role: 'editor' })
    const save = (body: Record<string, unknown>, token = editor.token) => post(server.app, '/admin/v1/rural/tabs/save', body, token)
    const tabs = () => get<RuralHome>('/v1/rural/home').then(r => r.body.data.tabs)
    const reader = await testReader(server)
    expect((await save({ name: '农机', kind: 'column', columnId: 1602 }, reader.token)).status).toBe(403)
    expect((await get('/admin/v1/rural/tabs', reader.token)).status).toBe(403)

    const made = await save({ name: '农机', kind: 'column', columnId: 1602, sort: 9 })
    expect(made.body).toMatchObject({ statusCode: 200, message: '已保存', data: { name: '农机', kind: 'column', columnId: 1602, children: [] } })
    expect((await tabs()).at(-1)!.name).toBe('农机')
    const id = made.body.data.id as number
    const all = flat(await tabs())
    const tech = all.find(t => t.name === '技术')!
    const planting = all.find(t => t.name === '种植')!
    const grain = all.find(t => t.name === '粮油')!
    // into the 技术 group, renamed
    expect((await save({ id, parentId: tech.id, name: '农机具', kind: 'column', columnId: 1602, sort: 5 })).body.statusCode).toBe(200)
    expect(flat(await tabs()).find(t => t.id === tech.id)!.children.map(t => t.name)).toEqual(['种植', '养殖', '农机具'])

    const refused = async (body: Record<string, unknown>, message: string, status = 400) => {
      const r = await save(body)
      expect(r.status).toBe(status)
      expect(r.body.message).toBe(message)
    }
    await refused({ name: ' ', kind: 'group' }, '请填写标签名称')
    await refused({ name: '一二三四五六七八九十一二三', kind: 'group' }, '标签名称不能超过12个字')
    await refused({ name: '农机', kind: 'column' }, '请选择这个标签列出的栏目')
    await refused({ name: '农机', kind: 'column', columnId: 999999 }, '栏目不存在', 404)
    await refused({ name: '农机', kind: 'column', columnId: 1602, parentId: grain.id }, '上级标签必须是分组')
    await refused({ name: '农机', kind: 'group', parentId: planting.id }, '标签最多3层')
    // a group moved under its own child, or a group with tabs made a column
    await refused({ id: tech.id, name: '技术', kind: 'group', parentId: planting.id }, '上级标签必须是分组')
    await refused({ id: planting.id, name: '种植', kind: 'column', columnId: 1602, parentId: tech.id }, '这个分组下还有标签，请先删除或移走它们')
    await refused({ id: 999999, name: '农机', kind: 'group' }, '栏目不存在', 404)
    expect((await post(server.app, '/admin/v1/rural/tabs/delete', { id: planting.id }, editor.token)).body.message).toBe('这个分组下还有标签，请先删除或移走它们')

    expect((await post(server.app, '/admin/v1/rural/tabs/delete', { id }, editor.token)).body).toMatchObject({ statusCode: 200, message: '已删除' })
    expect(flat(await tabs()).some(t => t.id === id)).toBe(false)
    expect((await get<{ tabs: RuralTab[] }>('/admin/v1/rural/tabs', editor.token)).body.data.tabs.map(t => t.name)).toEqual(RURAL_TABS.map(t => t.name))
  })
})

it('a site seeded before the section was built gets its columns and their stories from the next seed', async () => {
  const other = await createTestServer()
  try {
    const d = other.database.db
    const ids = RURAL_COLUMNS.map(c => c.id)
    const stories = await d.selectFrom('news').select(['title', 'class_id']).where('class_id', 'in', ids).orderBy('id').execute()
    expect(stories.length).toBe(RURAL_COLUMNS.reduce((n, c) => n + c.stories!, 0))
    const gone = await d.selectFrom('news').select('id').where('class_id', 'in', ids).execute()
    await d.deleteFrom('news_images').where('news_id', 'in', gone.map(g => g.id)).execute()
    await d.deleteFrom('channel_news').where('news_id', 'in', gone.map(g => g.id)).execute()
    await d.deleteFrom('news').where('class_id', 'in', ids).execute()
    await d.updateTable('rural_tabs').set({ column_id: null }).execute()
    await d.deleteFrom('columns').where('id', 'in', ids).execute()
    await d.deleteFrom('meta').where('key', '=', 'seed:rural-columns').execute()
    expect(await seed(d, other.seededAt)).toEqual(['rural-columns'])
    const back = await d.selectFrom('news').select(['title', 'class_id']).where('class_id', 'in', ids).orderBy('id').execute()
    expect(back).toEqual(stories)
    const videos = (await getJson<{ title: string }[]>(other.app, '/v1/news/getListByColumnId?columnId=1606&pageSize=20')).body.data
    expect(videos).toHaveLength(12)
  } finally {
    await other.close()
  }
})

describe('乡村帮帮', () => {
  type Questions = { list: QaQuestionItem[]; hasMore: boolean }
  const rural = (query = '') => get<Questions>(`/v1/rural/qa/list${query}`).then(r => r.body.data)

  it('lists the rural questions by category, newest or hot, each with its category; BangBang\'s 问答 lists none of them, nor they its', async () => {
    const all = await rural('?pageSize=40')
    expect(all.list.length).toBe(8)
    expect(new Set(all.list.map(q => q.category))).toEqual(new Set(['种植', '养殖', '价格', '政策', '土地']))
    const land = await rural('?category=land')
    expect(land.list.map(q => q.category)).toEqual(['土地', '土地'])
    expect(land.list[0].answer).toBe('')
    const hot = await rural('?order=hot&pageSize=40')
    expect(hot.list.map(q => q.id).sort()).toEqual(all.list.map(q => q.id).sort())
    expect(hot.list.map(q => q.id)).not.toEqual(all.list.map(q => q.id))
    const bang = (await get<QaQuestionItem[]>('/v1/bangbang/wenda/getNewQuestionList?pageSize=40')).body.data
    expect(bang.some(q => all.list.some(r => r.id === q.id))).toBe(false)
    expect(bang.every(q => q.category === undefined)).toBe(true)
    const answers = (await get<{ question: string }[]>('/v1/bangbang/wenda/getNewAnswerList?pageSize=40')).body.data
    expect(answers.some(a => a.question.includes('柑橘'))).toBe(false)
    // the pinned answer is the expert's, with the expert's identity
    const citrus = all.list.find(q => q.question.startsWith('柑橘树'))!
    expect([citrus.answerer, citrus.answererType]).toEqual(['李农技', '农技专家'])
    expect((await get('/v1/rural/qa/list?category=fish')).status).toBe(400)
  })

  it('searches only the rural questions; lists the agricultural experts', async () => {
    const found = (await get<Questions>(`/v1/rural/qa/search?keyword=${encodeURIComponent('补贴')}`)).body.data
    expect(found.list.map(q => q.question)).toEqual(['种粮补贴怎么领？需要带哪些材料去哪里办？'])
    expect((await get<Questions>(`/v1/rural/qa/search?keyword=${encodeURIComponent('入学')}`)).body.data.list).toEqual([])
    expect((await get<Questions>('/v1/rural/qa/search?keyword=%20')).body.data).toEqual({ list: [], hasMore: false })
    const experts = (await get<{ username: string; userTypeCode: string }[]>('/v1/rural/qa/experts')).body.data
    expect(experts.map(e => [e.username, e.userTypeCode])).toEqual([['李农技', 'agronomist'], ['周兽医', 'agronomist']])
  })

  it('a reader asks with a category (without one the question is refused and nothing is kept); an expert answers', async () => {
    const reader = await testReader(server)
    const count = async () => Number((await db().selectFrom('qa_questions').select(db().fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const before = await count()
    const content = '红薯藤长得很旺但是不结薯，是肥料用多了吗？'
    for (const body of [{ content, section: 'rural' }, { content, section: 'rural', category: 'fish' }]) {
      const r = await post(server.app, '/v1/bangbang/wenda/add', body, reader.token)
      expect(r.body).toMatchObject({ statusCode: 400, message: '请选择问题分类：种植、养殖、价格、政策或土地' })
    }
    expect((await post(server.app, '/v1/bangbang/wenda/add', { content, section: 'village', category: 'crops' }, reader.token)).status).toBe(400)
    expect(await count()).toBe(before)
    const asked = await post(server.app, '/v1/bangbang/wenda/add', { content, section: 'rural', category: 'crops' }, reader.token)
    expect(asked.body).toMatchObject({ statusCode: 200, data: { underReview: false } })
    const crops = await rural('?category=crops')
    expect(crops.list[0]).toMatchObject({ id: asked.body.data.id, question: content, category: '种植' })
    expect((await get<QaQuestionItem[]>('/v1/bangbang/wenda/getNewQuestionList')).body.data.some(q => q.id === asked.body.data.id)).toBe(false)
    // the similar questions while one is typed are the section's own
    const similar = (await get<{ id: number }[]>(`/v1/bangbang/wenda/similar?section=rural&text=${encodeURIComponent('红薯不结薯')}`)).body.data
    expect(similar.map(s => s.id)).toContain(asked.body.data.id)
    expect((await get<{ id: number }[]>(`/v1/bangbang/wenda/similar?text=${encodeURIComponent('红薯不结薯')}`)).body.data.map(s => s.id)).not.toContain(asked.body.data.id)

    const expert = await tokenOfPhone(server, '13800000060')
    const answered = await post(server.app, '/v1/bangbang/wenda/reply', { id: asked.body.data.id, content: '藤蔓徒长多是氮肥过多，可以提蔓、控水，补施钾肥。' }, expert)
    expect(answered.body.statusCode).toBe(200)
    expect((await rural('?category=crops')).list[0]).toMatchObject({ answerer: '李农技', answererType: '农技专家', replyNum: 1 })
  })

  it('a reader applies to be an agricultural expert through 身份认证', async () => {
    const reader = await testReader(server)
    const applied = await post(server.app, '/api/bangbang/member/useredit', { type: 'agronomist', realName: '何光明', job: '县农业技术推广中心农艺师', proof: '农艺师职称证书编号 2019xxxx' }, reader.token)
    expect(applied.body).toMatchObject({ statusCode: 200, data: { userTypeCode: 'agronomist', userType: '农技专家', status: 'pending' } })
  })
})

describe('农民说', () => {
  type Posts = { list: DiscoverItem[]; hasMore: boolean }
  const talk = (query = '', token?: string) => get<Posts>(`/v1/rural/talk/list${query}`, token).then(r => r.body.data)

  it('is a feed of farmers\' own posts with their pictures and comments, apart from 发现\'s', async () => {
    const posts = await talk('?pageSize=40')
    expect(posts.list).toHaveLength(4)
    expect(posts.list[0]).toMatchObject({ content: expect.stringContaining('脆红李'), commentCount: 2, topic: null })
    expect(posts.list[0].images).toHaveLength(3)
    expect(posts.list[0].hotComments.map(c => c.userName)).toContain('李农技')
    const discover = (await get<Posts>('/v1/quan/getQuanInfo?pageSize=40')).body.data.list
    expect(discover.some(p => posts.list.some(r => r.id === p.id))).toBe(false)
    expect((await get<Posts>(`/v1/rural/talk/list?order=hot&pageSize=40`)).body.data.list[0].content).toContain('小龙虾')
    expect((await get<Posts>(`/api/topic/getListByKeyWord?keyword=${encodeURIComponent('无人机')}`)).body.data.list).toEqual([])
  })

  it('a farmer posts through 发现\'s call into 农民说 (no topic, whatever is sent), opens in full, and is not in 发现\'s feed', async () => {
    const reader = await testReader(server)
    const made = await post(server.app, '/v1/quan/publish', { content: '今天帮邻居家收完了玉米，晒了一院坝，金灿灿的。', section: 'rural', topicTitle: '秋收' }, reader.token)
    expect(made.body).toMatchObject({ statusCode: 200, data: { underReview: false } })
    const id = made.body.data.id as number
    expect((await talk('', reader.token)).list[0]).toMatchObject({ id, topic: null, mine: true })
    expect((await talk()).list[0]).toMatchObject({ id, mine: false })
    expect((await db().selectFrom('discover_topics').select('id').where('title', '=', '秋收').execute())).toEqual([])
    expect((await get<Posts>('/v1/quan/getQuanInfo')).body.data.list.some(p => p.id === id)).toBe(false)
    expect((await get<{ item: DiscoverItem }>(`/v1/quan/getDetail?newsId=${id}`)).body.data.item.content).toContain('玉米')
    expect((await post(server.app, '/v1/quan/publish', { content: '   ', section: 'rural' }, reader.token)).body.statusCode).toBe(400)
    expect((await post(server.app, '/v1/quan/publish', { content: '好', section: 'village' }, reader.token)).status).toBe(400)
  })
})
