// The XSS corpus (≥ 100 payloads) through every text a reader can write and every HTML the server
// makes: what comes out has no script element, no event attribute and no script URL. The browsers'
// side (a trap that must stay unset) is in tests/h5/xss.test.js and tests/weapp/xss.test.js.
import { executable } from './executable'
import { sanitizeArticleHtml } from '../../../server/src/content/sanitize'
import { COMMENT_MAX_CHARS, cleanText } from '../../../server/src/content/comment-text'
import { createTestServer, getJson, testReader, type TestServer } from '../helpers'
import { outbox, post, slide } from '../auth-helpers'
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { XSS_PAYLOADS } = require('../../support/xss-payloads') as { XSS_PAYLOADS: string[] }

/** what a database can hold (PostgreSQL refuses U+0000; the API refuses it at the door) */
const storable = (p: string) => p.replace(/\u0000/g, '')

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

it('has at least 100 payloads, every one caught by the checker when left raw', () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100)
  const raw = XSS_PAYLOADS.filter(p => executable(p).length > 0)
  // the rest only run when pasted inside an attribute or a script: they are checked where they land
  expect(raw.length).toBeGreaterThanOrEqual(90)
})

it('article HTML keeps nothing executable through the allow-list', () => {
  const left = XSS_PAYLOADS.map(p => ({ p, out: sanitizeArticleHtml(`<p>正文</p>${p}<p>结尾</p>`) })).filter(({ out }) => executable(out).length > 0)
  expect(left).toEqual([])
})

it('comment text keeps no markup at all', () => {
  for (const p of XSS_PAYLOADS) {
    const cleaned = cleanText(`评论：${p}`, COMMENT_MAX_CHARS)
    if ('text' in cleaned) expect({ p, text: cleaned.text }).toEqual({ p, text: expect.not.stringMatching(/<\/?[a-z!?]/i) })
  }
})

it('comments written through the API come back as plain text', async () => {
  const phone = '13512340000'
  await post(server.app, '/v1/common/webSendMsg', { phone, type: 'login', ...(await slide(server.app)) })
  const token = (await post(server.app, '/v1/user/code_login', { phone, code: await outbox(server.app, phone) })).body.data.accessToken
  const story = await server.database.db.selectFrom('news').select(['id', 'class_id']).where('status', '=', 1).where('allow_pl', '=', 1).where('permission', '=', 0)
    .where('data_type', 'not in', [5, 7]).where('show_type', 'not in', [8, 9]).orderBy('id').limit(1).executeTakeFirstOrThrow()
  // five comments a minute per reader: the payloads go five to a comment
  for (let i = 0; i < 5; i++) {
    const sayText = `第${i + 1}条：${XSS_PAYLOADS.slice(i * 5, i * 5 + 5).join(' ')}`
    const res = await post(server.app, '/v1/comment/store', { newsId: story.id, classId: story.class_id, sayText }, token)
    expect({ sayText, body: res.body }).toEqual({ sayText, body: expect.objectContaining({ statusCode: 200 }) })
    expect(res.body.data.sayText).not.toMatch(/<\/?[a-z]/i)
  }
  const list = await getJson<{ list: { sayText: string }[] }>(server.app, `/v1/comment/getList?newsId=${story.id}`)
  for (const c of list.body.data.list) expect(c.sayText).not.toMatch(/<\/?[a-z]/i)
})

it('问政 questions and replies written through the API come back as plain text', async () => {
  const db = server.database.db
  const department = await db.selectFrom('departments').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()
  const user = (n: number) => testReader(server, { nickname: `XSS${n}` })
  const staff = await testReader(server, { nickname: 'XSS9000', departmentId: department.id })
  // three questions a minute per asker: an asker for each
  let checked = 0
  for (let i = 0; i * 10 < XSS_PAYLOADS.length; i++) {
    const payloads = XSS_PAYLOADS.slice(i * 10, i * 10 + 10).join(' ')
    const asker = await user(9001 + i)
    const made = await post(server.app, '/v1/bangbang/wenzheng/add', { departmentId: department.id, title: `标题${payloads}`.slice(0, 40), content: `问题：${payloads}` }, asker.token)
    if (made.body.statusCode !== 200) continue
    const id = made.body.data.id as number
    await post(server.app, '/v1/bangbang/wenzheng/handle', { id, action: 'accept' }, staff.token)
    await post(server.app, '/v1/bangbang/wenzheng/reply', { id, content: `答复：${payloads}` }, staff.token)
    const d = (await getJson<{ header: { title: string; content: string }; replies: { content: string }[] }>(server.app, `/v1/bangbang/wenzheng/getDetail?id=${id}`, { authorization: `Bearer ${asker.token}` })).body.data
    for (const text of [d.header.title, d.header.content, ...d.replies.map(r => r.content)]) expect({ text }).toEqual({ text: expect.not.stringMatching(/<\/?[a-z!?]/i) })
    if (d.replies.length === 1) checked++
  }
  expect(checked).toBeGreaterThanOrEqual(10)
})

it('the development authorize page escapes WeChat nicknames (a WeChat user chooses theirs)', async () => {
  const db = server.database.db
  const identities = await db.selectFrom('wechat_identities').select('id').where('open_id', 'like', 'demo-h5-%').execute()
  const page = (state: string) => server.app.inject({ method: 'GET', url: `/dev/wechat/authorize?redirect_uri=${encodeURIComponent('http://localhost:80/shangyou_news/home/1')}&state=${encodeURIComponent(state)}` })
  // the page's own elements (its form, style, meta) are the baseline; a nickname adds nothing to them
  const baseline = executable((await page('s')).body).sort()
  for (let i = 0; i < XSS_PAYLOADS.length; i += identities.length) {
    for (const [j, identity] of identities.entries()) {
      await db.updateTable('wechat_identities').set({ nickname: storable(XSS_PAYLOADS[i + j] ?? '').slice(0, 64) }).where('id', '=', identity.id).execute()
    }
    const res = await page(XSS_PAYLOADS[i].slice(0, 128))
    expect(res.statusCode).toBe(200)
    expect(executable(res.body).sort()).toEqual(baseline)
  }
})

it('the VR page escapes a story’s title and picture address', async () => {
  const db = server.database.db
  const vr = await db.selectFrom('news').select('id').where('is_vr', '=', 1).where('status', '=', 1).limit(1).executeTakeFirstOrThrow()
  const baseline = executable((await server.app.inject({ method: 'GET', url: `/vr/${vr.id}` })).body).sort()
  for (const p of XSS_PAYLOADS) {
    await db.updateTable('news').set({ title: storable(p).slice(0, 100), image_urls: JSON.stringify([`/media/images/vr-1.jpg${storable(p).slice(0, 60)}`]) }).where('id', '=', vr.id).execute()
    const page = await server.app.inject({ method: 'GET', url: `/vr/${vr.id}` })
    expect({ p, found: executable(page.body).sort() }).toEqual({ p, found: baseline })
    // the one script is the page's own file
    expect(page.body.match(/<script\b[^>]*>/g)).toEqual(['<script src="/vr/panorama.js">'])
  }
})
