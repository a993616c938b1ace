// The newsroom console in Chromium (issue 29), as each role: an editor writes a story with a picture and
// schedules it, and it appears on /home/1 in the H5 app once its time comes; withdrawn, it is gone. A
// moderator hides a reported comment from the queue and it is gone from the story's comments. A
// department answers a 问政 question from its inbox and the question's page shows the answer. An
// administrator finds each of those actions in the audit log. A role that may not do a thing gets no
// control for it, and the server refuses the request. Every console page passes axe (no serious or
// critical finding).
const fs = require('fs')
const sharp = require('sharp')
const { h5Suite } = require('./support/suite')
const { apiCall } = require('../support/server')
const { vis } = require('./support/browser')

// scheduled stories are looked for every half second here (10 s in production)
const suite = h5Suite({ env: { SCHEDULE_TICK_MS: '500' } })
const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
const EDITOR = '13800000007'
const MODERATOR = '13800000008'
const ADMIN = '13800000009'
const DEPARTMENT = '13800000010'
const READER = '13800000001'
const EXPECTED_REFUSALS = ['/admin/v1/shop/redeem']
const OTHER_READER = '13800000002'

const api = (method, path, body, token) => apiCall(suite.server.url, method, path, body, token)
const tokenOf = async phone => (await api('POST', '/v1/user/login', { phone, password: 'Demo1234' })).data.accessToken

/** a desktop window on the console, signed in as `phone`; its page errors are collected */
async function consoleAs(phone) {
  const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', e => errors.push(`pageerror: ${e.message}`))
  // (an answer the walk expects to be a refusal — an unknown code redeemed: 404 — is no error of the page's)
  page.on('console', m => { if (m.type() === 'error' && !EXPECTED_REFUSALS.some(p => m.location().url.includes(p))) errors.push(`console: ${m.text()}`) })
  await page.goto(`${suite.server.url}/admin/`)
  await page.getByLabel('手机号').fill(phone)
  await page.getByLabel('密码', { exact: true }).fill('Demo1234')
  await page.getByRole('button', { name: '登录' }).click()
  await page.getByRole('button', { name: '退出登录' }).waitFor()
  return { context, page, errors }
}
const menu = async page => (await page.locator('nav[aria-label="后台导航"] .ant-menu-item').allInnerTexts()).map(t => t.trim())
const go = async (page, path) => {
  await page.goto(`${suite.server.url}/admin${path}`)
  await page.getByRole('button', { name: '退出登录' }).waitFor()
}
/**
 * clicks a save button and waits for that save's own answer: the console's 已保存 toast stays three seconds, so
 * a save right after another one would find the earlier toast and read the site before this save had landed
 */
async function savedBy(page, button, path) {
  const [answer] = await Promise.all([
    page.waitForResponse(r => new URL(r.url()).pathname === path && r.request().method() === 'POST'),
    button.click(),
  ])
  expect((await answer.json()).message).toBe('已保存')
}

/** axe on the page as it is: its serious and critical findings */
async function axeFindings(page) {
  // (a modal or a drawer still fading in reads as faint text: judged once its motion has ended)
  await page.waitForFunction(() => document.getAnimations().every(a => a.playState !== 'running'))
  if (!(await page.evaluate(() => !!window.axe))) await page.evaluate(AXE)
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }))
  return result.violations.filter(v => v.impact === 'serious' || v.impact === 'critical').map(v => `${v.id}: ${v.nodes.map(n => n.target.join(' ')).slice(0, 3).join(', ')}`)
}

/** 'YYYY-MM-DD HH:mm' China time (with `:ss`) */
const cst = (ms, seconds = false) => new Date(ms + 8 * 3600_000).toISOString().slice(0, seconds ? 19 : 16).replace('T', ' ')

const opened = []
afterEach(async () => {
  for (const s of opened.splice(0)) {
    await s.context.close()
    expect(s.errors).toEqual([])
  }
})
const open = async phone => {
  const s = await consoleAs(phone)
  opened.push(s)
  return s
}

it('each role: a scheduled story goes out and is withdrawn, a reported comment is hidden, a department answers, all in the audit log', async () => {
  const title = `编辑部测试稿 ${Date.now() % 100000}：嘉陵江索道恢复运营`
  const editor = await open(EDITOR)
  const { page } = editor
  // an editor sees the newsroom's pages, not the moderators' or the administrators'
  expect(await menu(page)).toEqual(['概览', '稿件', '首页', '稿源', '广告', '数字报', '专题', '时间专题', '问政', '发现', '作文', '积分商城'])
  await page.getByRole('menuitem', { name: '稿件' }).click()
  await page.getByRole('button', { name: '写稿' }).click()
  await page.locator('#title').fill(title)
  await page.locator('#summary').fill('索道检修完成，今日起恢复运营。')
  await page.locator('.sy-body-editor').click()
  await page.keyboard.type('经过两个月的检修，嘉陵江索道今天恢复运营。')
  await page.keyboard.press('Enter')
  await page.keyboard.type('运营时间为每天早上七点半到晚上十点。')
  const picture = await sharp({ create: { width: 960, height: 540, channels: 3, background: '#3a6ea5' } }).jpeg().toBuffer()
  // a picture in the body, its caption written under it
  await page.locator('input[aria-label="选择正文图片"]').setInputFiles({ name: '索道轿厢.jpg', mimeType: 'image/jpeg', buffer: picture })
  await page.locator('.sy-body-editor figure img').waitFor()
  await page.keyboard.type('检修后的索道轿厢')
  await page.locator('input[aria-label="上传封面"]').setInputFiles({ name: 'cableway.jpg', mimeType: 'image/jpeg', buffer: picture })
  await page.getByRole('img', { name: '封面1' }).waitFor()
  // the 16:9 picture cropped to the list card's 3:2, the frame made smaller and moved with the keys
  const uncropped = await page.getByRole('img', { name: '封面1' }).getAttribute('src')
  await page.getByRole('button', { name: '裁剪封面1' }).click()
  await page.getByRole('group', { name: /^裁剪框/ }).focus()
  for (let i = 0; i < 5; i++) await page.keyboard.press('-')
  await page.keyboard.press('ArrowLeft')
  expect(await axeFindings(page)).toEqual([])
  await page.getByRole('button', { name: '裁剪并使用' }).click()
  await page.getByRole('dialog', { name: '裁剪封面' }).waitFor({ state: 'hidden' })
  expect(await page.getByRole('img', { name: '封面1' }).getAttribute('src')).not.toBe(uncropped)
  const places = (await api('GET', '/admin/v1/stories/places', undefined, await tokenOf(EDITOR))).data
  const column = places.columns.find(c => c.channelId === 1)
  await page.locator('#columnId').click()
  await page.keyboard.type(column.name)
  await page.keyboard.press('Enter')
  await page.locator('#channelIds').click()
  await page.keyboard.type('推荐')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: '保存' }).click()
  await page.waitForURL(/\/admin\/stories\/\d+$/)
  const storyId = Number(/(\d+)$/.exec(page.url())[1])
  await page.locator('.ant-tag').filter({ hasText: '草稿' }).waitFor()
  expect(await axeFindings(page)).toEqual([])
  const written = (await api('GET', `/admin/v1/stories/detail?id=${storyId}`, undefined, await tokenOf(EDITOR))).data.fields.body
  expect(written).toMatch(/<figure><img src="\/media\/uploads\/[^"]+" alt="索道轿厢" ?\/?><figcaption>检修后的索道轿厢<\/figcaption><\/figure>/)
  const cover = (await api('GET', `/admin/v1/stories/detail?id=${storyId}`, undefined, await tokenOf(EDITOR))).data.fields.cover[0]
  const coverSize = await sharp(Buffer.from(await (await fetch(`${suite.server.url}${cover}`)).arrayBuffer())).metadata()
  expect([coverSize.width, Math.round((coverSize.width / coverSize.height) * 100) / 100]).toEqual([714, 1.5])

  // scheduled a few seconds ahead (a schedule may name its second)
  const at = Math.ceil((Date.now() + 12_000) / 1000) * 1000
  await page.getByRole('button', { name: '定时发布' }).click()
  await page.getByLabel('发布时间').fill(cst(at, true))
  await page.getByLabel('发布时间').press('Enter')
  await page.locator('.ant-modal').getByRole('button', { name: '定时发布' }).click()
  await page.getByText(`定时发布 · ${cst(at)}`).waitFor()

  // while it waits: a reader's comment, reported by another, hidden by a moderator from the queue
  const home = JSON.stringify((await api('GET', '/kratos/v1/channel/home?channelId=1&page=1&pageSize=20')).data)
  const words = `控制台测试评论${Date.now() % 10000}`
  const readerToken = await tokenOf(READER)
  let said = null
  let newsId = 0
  let classId = 0
  // (the first story on the home that takes comments)
  for (const m of home.matchAll(/"id":(\d+),"classId":(\d+)/g)) {
    [newsId, classId] = [Number(m[1]), Number(m[2])]
    said = await api('POST', '/v1/comment/store', { classId, newsId, sayText: words }, readerToken)
    if (said.statusCode === 200) break
  }
  expect(said.statusCode).toBe(200)
  const reasons = (await api('GET', '/v1/comment/reportContent')).data.type
  const reported = await api('POST', '/api/comment/doReport', { commentId: said.data.id, classId, newsId, platformId: 0, content: reasons[0] }, await tokenOf(OTHER_READER))
  expect(reported.statusCode).toBe(200)
  const moderator = await open(MODERATOR)
  expect(await menu(moderator.page)).toEqual(['概览', '审核队列', '敏感词', '问政'])
  await moderator.page.getByRole('menuitem', { name: '审核队列' }).click()
  const row = moderator.page.locator('.ant-table-row').filter({ hasText: words })
  expect(await axeFindings(moderator.page)).toEqual([])
  await row.getByRole('button', { name: '隐藏' }).click()
  await moderator.page.getByText('已隐藏 1 条').waitFor()
  await row.waitFor({ state: 'detached' })
  const comments = await api('GET', `/v1/comment/getList?classId=${classId}&newsId=${newsId}&page=1&pageSize=40`)
  expect(JSON.stringify(comments)).not.toContain(words)
  // the moderator has no story controls, and the server refuses them
  await go(moderator.page, '/stories')
  await moderator.page.getByText('页面不存在', { exact: true }).waitFor()
  expect((await api('POST', '/admin/v1/stories/act', { id: storyId, action: 'publish' }, await tokenOf(MODERATOR))).status).toBe(403)

  // a department answers a question from its inbox
  const asked = await api('POST', '/v1/bangbang/wenzheng/add', { departmentId: 1, title: `控制台测试：公交站台破损 ${Date.now() % 10000}`, content: '站台顶棚漏雨。' }, readerToken)
  const department = await open(DEPARTMENT)
  expect(await menu(department.page)).toEqual(['问政'])
  await department.page.locator('.ant-table-row').filter({ hasText: '公交站台破损' }).getByRole('link').click()
  await department.page.getByRole('button', { name: '受理', exact: true }).click()
  await department.page.getByText('已受理').first().waitFor()
  await department.page.getByLabel('答复内容').fill('已通知维修单位，三日内修复。')
  await department.page.getByRole('button', { name: '答复', exact: true }).click()
  await department.page.getByText('答复成功').waitFor()
  expect(await axeFindings(department.page)).toEqual([])
  const answered = await api('GET', `/v1/bangbang/wenzheng/getDetail?id=${asked.data.id}`, undefined, readerToken)
  expect(answered.data.replies.map(r => r.content)).toEqual(['已通知维修单位，三日内修复。'])

  // the story, after its time, on the H5 app's home
  const reader = await suite.phone()
  const onHome = async () => {
    await reader.page.goto(`${suite.base}/home/1`)
    await vis(reader.page, '.news-card__title').first().waitFor()
    return (await vis(reader.page, '.news-card__title').allInnerTexts()).some(t => t.includes(title))
  }
  const deadline = Date.now() + 90_000
  while (!(await onHome())) {
    if (Date.now() > deadline) throw new Error('the scheduled story did not appear on /home/1')
    await reader.page.waitForTimeout(2000)
  }
  // withdrawn: gone from the home at once
  await page.reload()
  await page.locator('.ant-tag').filter({ hasText: '已发布' }).waitFor()
  await page.getByRole('button', { name: '撤稿' }).click()
  await page.locator('.ant-popconfirm').getByRole('button', { name: '撤稿' }).click()
  await page.locator('.ant-tag').filter({ hasText: '已撤稿' }).waitFor()
  expect(await onHome()).toBe(false)

  // the administrator finds each action in the audit log
  const admin = await open(ADMIN)
  expect(await menu(admin.page)).toEqual(['概览', '稿件', '首页', '稿源', '广告', '数字报', '专题', '时间专题', '审核队列', '敏感词', '问政', '发现', '作文', '积分商城', '积分规则', '身份认证', '社区', '操作日志'])
  await admin.page.getByRole('menuitem', { name: '操作日志' }).click()
  for (const action of ['story-create', 'story-schedule', 'story-publish-due', 'story-withdraw', 'reports-hide', 'hide', 'politics-accept', 'politics-reply']) {
    await admin.page.getByLabel('操作', { exact: true }).fill(action)
    await admin.page.getByRole('button', { name: '查询' }).click()
    await admin.page.locator('.ant-table-row').filter({ hasText: action }).first().waitFor()
  }
  expect(await axeFindings(admin.page)).toEqual([])
}, 240_000)

it('a merchant signs in by SMS (the slider, a code), sees only the shop, and redeems there', async () => {
  const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
  const page = await context.newPage()
  const session = { context, page, errors: [] }
  opened.push(session)
  page.on('pageerror', e => session.errors.push(`pageerror: ${e.message}`))
  page.on('console', m => { if (m.type() === 'error' && !EXPECTED_REFUSALS.some(p => m.location().url.includes(p))) session.errors.push(`console: ${m.text()}`) })
  await page.goto(`${suite.server.url}/admin/`)
  await page.getByRole('tab', { name: '短信登录' }).click()
  const sms = page.getByRole('tabpanel', { name: '短信登录' })
  await sms.getByLabel('手机号').fill('13800000006')
  // the handle dragged to the end as a hand does: a dozen moves over half a second
  const handle = sms.getByRole('slider', { name: '滑块验证：拖动到最右边' })
  await page.waitForLoadState('networkidle')
  expect(await axeFindings(page)).toEqual([])
  const box = await handle.boundingBox()
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  for (let i = 1; i <= 12; i++) {
    await page.waitForTimeout(40)
    await page.mouse.move(box.x + box.width / 2 + i * 25, box.y + box.height / 2)
  }
  await page.mouse.up()
  await sms.getByText('已完成滑块验证').waitFor()
  await sms.getByRole('button', { name: '获取验证码' }).click()
  await sms.getByRole('button', { name: /重新获取\(\d+s\)/ }).waitFor()
  const code = (await api('GET', '/dev/sms/outbox?phone=13800000006')).data[0].code
  await sms.getByLabel('验证码').fill(code)
  await sms.getByRole('button', { name: '登录' }).click()
  await page.getByRole('button', { name: '退出登录' }).waitFor()
  expect(await menu(page)).toEqual(['积分商城'])
  await page.getByRole('tab', { name: '核销' }).click()
  await page.getByLabel('券码').fill('NO-SUCH-CODE')
  await page.getByRole('button', { name: '核销', exact: true }).click()
  await page.getByRole('status').filter({ hasText: '券码不存在' }).waitFor()
  expect(await axeFindings(page)).toEqual([])
})

it('an editor puts goods on sale and keeps its stock, places an ad, trims a channel’s menu, gathers a story into a topic and makes a day’s e-paper; readers see them', async () => {
  const { page } = await open(EDITOR)
  await page.getByRole('menuitem', { name: '积分商城' }).click()
  await page.getByRole('tab', { name: '商品' }).click()
  await page.getByRole('button', { name: '上架新商品' }).click()
  const title = `控制台上架的船票${Date.now() % 10000}`
  await page.getByLabel('商品名称').fill(title)
  await page.getByLabel('分类').fill('门票')
  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d9822b' } }).jpeg().toBuffer()
  await page.locator('input[aria-label="上传商品图片"]').setInputFiles({ name: 'boat.jpg', mimeType: 'image/jpeg', buffer: picture })
  await page.getByRole('img', { name: '商品图片1' }).waitFor()
  await page.getByLabel('兑换积分').fill('300')
  await page.getByLabel('库存', { exact: true }).fill('8')
  expect(await axeFindings(page)).toEqual([])
  await page.getByRole('button', { name: '上架', exact: true }).click()
  await page.getByText('已上架').waitFor()
  const row = page.locator('tr').filter({ hasText: title })
  await row.getByText('8 件').waitFor()
  await page.getByLabel(`${title}的库存增减`).fill('12')
  await row.getByRole('button', { name: '调整库存' }).click()
  await row.getByText('20 件').waitFor()
  const shop = (await api('GET', `/v1/shop/goods?keyword=${encodeURIComponent(title)}`)).data.list
  expect(shop.map(g => [g.title, g.price, g.stock])).toEqual([[title, 300, 20]])

  // an ad above the text of one column's stories
  await page.getByRole('menuitem', { name: '广告' }).click()
  await page.getByRole('button', { name: '添加广告' }).click()
  const ad = `控制台投放的车展${Date.now() % 10000}`
  await page.getByLabel('广告名称').fill(ad)
  await page.locator('input[aria-label="上传广告图片"]').setInputFiles({ name: 'expo.jpg', mimeType: 'image/jpeg', buffer: picture })
  await page.getByRole('img', { name: '广告图片1' }).waitFor()
  await page.getByLabel('点击后打开').fill('https://www.cqcb.com/expo')
  await page.getByRole('radio', { name: '只在选定的栏目' }).check()
  await page.getByRole('combobox', { name: '投放的栏目' }).click()
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click()
  await page.keyboard.press('Escape')
  expect(await axeFindings(page)).toEqual([])
  await page.getByRole('button', { name: '添加', exact: true }).click()
  await page.getByText('广告已添加').waitFor()
  await page.locator('tr').filter({ hasText: ad }).getByText('投放中').waitFor()
  const placed = (await api('GET', '/v1/ad/getList')).data.filter(a => a.title === ad)
  expect(placed.map(a => [a.type, a.isAll, a.showClassIds.length, a.url])).toEqual([[5, 0, 1, 'https://www.cqcb.com/expo']])

  // the 推荐 channel's menu without 上游号, seen by readers at once (then as it was)
  await page.getByRole('menuitem', { name: '首页' }).click()
  const menuBefore = (await api('GET', '/admin/v1/front/menu?channelId=1', undefined, await tokenOf(EDITOR))).data.filter(c => c.inMenu).map(c => c.id)
  await page.getByRole('button', { name: '移除 上游号' }).click()
  await savedBy(page, page.getByRole('button', { name: '保存菜单' }), '/admin/v1/front/menu')
  const sub = (await api('GET', '/kratos/v1/channel/list?page=1')).data.find(c => c.channelid === 1).sub.map(s => s.columnname)
  expect([sub.includes('上游号'), sub.length]).toEqual([false, menuBefore.length - 1])
  expect((await api('POST', '/admin/v1/front/menu', { channelId: 1, columnIds: menuBefore }, await tokenOf(EDITOR))).message).toBe('已保存')

  // a story pinned at the top of the hot list: the home's headline ticker (drawn by the server) leads with it
  const pinned = (await api('GET', '/admin/v1/stories?state=published&pageSize=5', undefined, await tokenOf(EDITOR))).data.items[4]
  await page.getByLabel('置顶到热点的稿件编号').fill(String(pinned.id))
  await page.getByRole('region', { name: '热点置顶' }).getByRole('button', { name: '加入' }).click()
  await page.getByRole('region', { name: '热点置顶' }).getByText(pinned.title).waitFor()
  expect(await axeFindings(page)).toEqual([])
  await savedBy(page, page.getByRole('button', { name: '保存置顶' }), '/admin/v1/front/hot-pins')
  expect((await api('GET', '/v1/news/getHotLists?page=1')).data[0].id).toBe(pinned.id)
  const homeHtml = await (await fetch(`${suite.server.url}/shangyou_news/home/1`)).text()
  expect(homeHtml).toContain(`<span class="headline-ticker__text">${pinned.title}</span>`)
  expect((await api('POST', '/admin/v1/front/hot-pins', { newsIds: [] }, await tokenOf(EDITOR))).message).toBe('已保存')

  // a story gathered into a topic (时间专题): its list on the readers' side has it
  await page.getByRole('menuitem', { name: '时间专题' }).click()
  const topicRow = page.locator('tbody tr').first()
  await topicRow.getByRole('button', { name: /^编辑 / }).click()
  const gathered = page.getByRole('region', { name: '收录的稿件' })
  await gathered.locator('tbody tr').first().waitFor()
  const newest = (await api('GET', '/admin/v1/stories?state=published&pageSize=1', undefined, await tokenOf(EDITOR))).data.items[0]
  await page.getByLabel('收录的稿件编号').fill(String(newest.id))
  await gathered.getByRole('button', { name: '收录' }).click()
  await gathered.getByText(newest.title).waitFor()
  expect(await axeFindings(page)).toEqual([])
  await savedBy(page, gathered.getByRole('button', { name: '保存稿件' }), '/admin/v1/topics/stories')
  const topicId = (await api('GET', '/admin/v1/topics', undefined, await tokenOf(EDITOR))).data.topics[0].id
  const inTopic = (await api('GET', `/kratos/v1/topics/news_list?id=${topicId}&page=1&pageSize=40`)).data
  expect(inTopic.map(n => n.id)).toContain(newest.id)
  await page.keyboard.press('Escape')

  // a special with its picture and two categories, its entry in 推荐: on /Special and in the channel's list at once
  await page.getByRole('menuitem', { name: '专题', exact: true }).click()
  await page.getByRole('button', { name: '添加专题' }).click()
  const specialName = `控制台的专题${Date.now() % 10000}`
  await page.getByLabel('专题名称').fill(specialName)
  await page.locator('input[aria-label="上传专题图片"]').setInputFiles({ name: 'special.jpg', mimeType: 'image/jpeg', buffer: picture })
  await page.getByRole('img', { name: '专题图片1' }).waitFor()
  await page.getByRole('button', { name: '添加分类' }).click()
  await page.getByRole('textbox', { name: '第2个分类' }).fill('图说')
  expect(await axeFindings(page)).toEqual([])
  await page.getByRole('button', { name: '添加', exact: true }).click()
  await page.getByText('专题已添加').waitFor()
  await page.locator('tr').filter({ hasText: specialName }).getByText('显示中').waitFor()
  const specialsNow = (await api('GET', '/v1/news/specialList?page=1&pageSize=40')).data
  const made = specialsNow.find(s => s.topicTitle === specialName)
  expect(made).toBeTruthy()
  expect((await api('GET', `/v1/news/specailCategory?classId=${made.classId}`)).data.categories.map(c => c.name)).toEqual(['最新动态', '图说'])
  const homeList = (await api('GET', '/kratos/v1/channel/home?channelId=1&page=1')).data.list
  expect(homeList.find(n => n.classId === made.classId)).toMatchObject({ dataType: 5, title: specialName })

  // a day's 重庆晨报: a page with its picture, an article in a block of it, published
  await page.getByRole('menuitem', { name: '数字报' }).click()
  const day = cst(Date.now() + 400 * 86_400_000).slice(0, 10)
  await page.getByLabel('新一期的日期').fill(day)
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: '新建一期' }).click()
  await page.getByText('已新建，加好版面后发布').waitFor()
  await page.getByRole('button', { name: '添加版面' }).click()
  await page.getByLabel('版名').fill('要闻')
  const sheet = await sharp({ create: { width: 1000, height: 1414, channels: 3, background: '#f4efe6' } }).jpeg().toBuffer()
  await page.locator('input[aria-label="上传版面图片"]').setInputFiles({ name: 'page1.jpg', mimeType: 'image/jpeg', buffer: sheet })
  await page.getByRole('img', { name: '版面图片1' }).waitFor()
  await page.getByRole('button', { name: '添加', exact: true }).click()
  await page.getByText('版面已添加').waitFor()
  await page.getByRole('button', { name: '在第01版 要闻添加文章' }).click()
  await page.getByLabel('标题', { exact: true }).fill('嘉陵江畔新公园开园')
  await page.locator('.sy-body-editor').click()
  await page.keyboard.type('今天上午，嘉陵江畔的新公园开园迎客。')
  await page.getByLabel('宽', { exact: true }).fill('60')
  expect(await axeFindings(page)).toEqual([])
  await page.getByRole('button', { name: '添加', exact: true }).click()
  await page.getByText('文章已添加').waitFor()
  await page.getByRole('button', { name: '发布', exact: true }).click()
  await page.getByText('已发布').first().waitFor()
  const edition = (await api('GET', `/v1/epaper/edition?paper=cqcb&date=${day}`)).data
  expect(edition.pages.map(p => [p.name, p.articles.map(a => [a.title, a.area])])).toEqual([['第01版 要闻', [['嘉陵江畔新公园开园', [5, 5, 60, 25]]]]])
})

it('every console page passes axe', async () => {
  const { page } = await open(ADMIN)
  // (the moderation queue, 问政 and the audit log were judged in the walk above)
  // moving as staff do, through the menu: one load of the console (and of axe) for every page
  for (const [path, title] of [['/', '概览'], ['/stories', '稿件'], ['/front', '首页'], ['/feeds', '稿源'], ['/ads', '广告'], ['/epaper', '数字报'], ['/specials', '专题'], ['/topics', '时间专题'], ['/words', '敏感词'], ['/discover', '发现'], ['/compositions', '作文'], ['/shop', '积分商城'], ['/points', '积分规则'], ['/identity', '身份认证'], ['/community', '社区']]) {
    await page.locator('nav[aria-label="后台导航"] .ant-menu-item').filter({ hasText: new RegExp(`^${title}$`) }).click()
    await page.waitForURL(`${suite.server.url}/admin${path}`)
    await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' }).catch(() => undefined)
    await page.waitForLoadState('networkidle')
    expect([path, await axeFindings(page)]).toEqual([path, []])
  }
})

// (apart from the walk above, which alone took most of the 90 s a test has on a slow machine busy with the suite's other lanes)
it('an administrator appoints and dismisses a 网格员, links a merchant, and an editor’s story shows its revisions, diff and preview', async () => {
  const { page } = await open(ADMIN)
  await page.locator('nav[aria-label="后台导航"] .ant-menu-item').filter({ hasText: /^社区$/ }).click()
  await page.waitForURL(`${suite.server.url}/admin/community`)
  // 社区: a reader appointed 网格员 by their phone, then dismissed
  const community = page.locator('.ant-card').filter({ hasText: '建新东路社区' })
  await page.getByLabel('建新东路社区：读者手机号').fill(READER)
  await page.getByLabel('建新东路社区：职务').fill('网格员')
  await community.getByRole('button', { name: '任命' }).click()
  await page.getByText('已任命').waitFor()
  const appointed = community.locator('.ant-list-item').filter({ hasText: '（网格员）' }).filter({ hasText: `${READER.slice(0, 3)}****${READER.slice(-4)}` })
  await appointed.waitFor()
  expect(await axeFindings(page)).toEqual([])
  await appointed.getByRole('button', { name: '免职' }).click()
  // (the confirmation clicked once it has finished opening, and the dismissal's own answer awaited: a CI run
  // waited 30 s for 已免职 after a click that had not reached the server)
  const confirm = page.locator('.ant-popconfirm').getByRole('button', { name: '免职' })
  await confirm.waitFor()
  await page.waitForFunction(() => document.getAnimations().every(a => a.playState !== 'running'))
  const [dismissed] = await Promise.all([
    page.waitForResponse(r => new URL(r.url()).pathname === '/admin/v1/community/dismiss' && r.request().method() === 'POST'),
    confirm.click(),
  ])
  expect(dismissed.status()).toBe(200)
  await page.getByText('已免职').waitFor()
  await appointed.waitFor({ state: 'detached' })

  // a coupon's merchants: the demo merchant linked by its phone, then unlinked
  await page.locator('nav[aria-label="后台导航"] .ant-menu-item').filter({ hasText: '积分商城' }).click()
  await page.getByRole('tab', { name: '商品' }).click()
  await page.locator('tr').filter({ hasText: '老街小面' }).getByRole('button', { name: '编辑' }).click()
  const links = page.getByRole('region', { name: '核销商家' })
  await links.getByText('还没有关联商家').waitFor()
  await page.getByLabel('商家账号的手机号').fill('13800000006')
  await links.getByRole('button', { name: '关联' }).click()
  await links.locator('tr').filter({ hasText: '重庆科技馆售票处' }).waitFor()
  expect(await axeFindings(page)).toEqual([])
  await links.getByRole('button', { name: '取消关联' }).click()
  await links.getByText('还没有关联商家').waitFor()
  await page.keyboard.press('Escape')

  const editorToken = await tokenOf(EDITOR)
  const story = (await api('GET', '/admin/v1/stories?state=published&pageSize=1', undefined, editorToken)).data.items[0]
  const view = (await api('GET', `/admin/v1/stories/detail?id=${story.id}`, undefined, editorToken)).data
  // (with a captioned picture, as the CMS's feeds bring them)
  const figure = '<figure><img src="/media/images/scene-3.jpg" alt="长江索道"><figcaption>长江索道的轿厢驶过江面</figcaption></figure>'
  const saved = await api('POST', '/admin/v1/stories/save', { id: story.id, revision: view.revision, fields: { ...view.fields, title: `${view.fields.title}（更新）`, body: `${view.fields.body}${figure}` } }, editorToken)
  expect(saved.message).toBe('已保存')
  await go(page, `/stories/${story.id}`)
  await page.getByText(`第 ${view.revision + 1} 版`).waitFor()
  await page.getByRole('button', { name: '对比' }).first().click()
  await page.locator('.ant-modal ins').filter({ hasText: '（更新）' }).waitFor()
  expect(await axeFindings(page)).toEqual([])
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: '预览' }).click()
  await page.locator('.sy-phone h1').first().filter({ hasText: '（更新）' }).waitFor()
  expect(await page.locator('.sy-phone').count()).toBe(2)
  await page.keyboard.press('Escape')
  // a draft's preview link: the real H5 page on a phone, which readers cannot open
  const draftTitle = `预览测试草稿${Date.now() % 10000}：嘉陵江索道夜游`
  const newsStory = (await api('GET', '/admin/v1/stories?state=published&pageSize=20', undefined, editorToken)).data.items.find(s => s.kind === 'news')
  const newsFields = (await api('GET', `/admin/v1/stories/detail?id=${newsStory.id}`, undefined, editorToken)).data.fields
  const drafted = await api('POST', '/admin/v1/stories/create', { fields: { ...newsFields, title: draftTitle, bannerChannelIds: [] } }, editorToken)
  await go(page, `/stories/${drafted.data.id}`)
  await page.getByText('草稿').first().waitFor()
  await page.getByRole('button', { name: '预览' }).click()
  await page.getByRole('button', { name: '生成预览链接' }).click()
  const previewUrl = await page.getByRole('textbox', { name: '预览链接' }).inputValue()
  expect(await axeFindings(page)).toEqual([])
  await page.keyboard.press('Escape')
  expect(new URL(previewUrl).pathname).toBe('/shangyou_news/NewsDetail')
  const checker = await suite.phone()
  await checker.page.goto(previewUrl)
  await vis(checker.page, '.news-detail__title').filter({ hasText: draftTitle }).waitFor()
  await vis(checker.page, '.comment-bar--preview').filter({ hasText: '编辑部预览' }).waitFor()
  expect(await vis(checker.page, '.comment-bar__input').count()).toBe(0)
  await checker.page.goto(previewUrl.replace(/preview=[^&]+/, 'preview=forged'))
  await vis(checker.page, '.news-detail__error').filter({ hasText: '预览链接无效或已过期' }).waitFor()
  // (the refusal the page was shown, 403, is no error of the page's)
  checker.errors.splice(0, checker.errors.length, ...checker.errors.filter(e => !e.includes('403')))
  await go(page, `/stories/${story.id}`)
  await page.getByText(`第 ${view.revision + 1} 版`).waitFor()
  // edited and saved in the editor, the picture keeps its caption
  await page.locator('.sy-body-editor figcaption').filter({ hasText: '长江索道的轿厢驶过江面' }).waitFor()
  await page.getByLabel('标题').fill(`${view.fields.title}（再次更新）`)
  // and its page without ads (the story's permission mask, read by the apps)
  await page.getByRole('checkbox', { name: '不显示广告' }).check()
  await page.getByRole('button', { name: '保存', exact: true }).click()
  await page.getByText(`第 ${view.revision + 2} 版`).waitFor()
  const fields = (await api('GET', `/admin/v1/stories/detail?id=${story.id}`, undefined, editorToken)).data.fields
  expect(fields.body).toContain('<figcaption>长江索道的轿厢驶过江面</figcaption>')
  expect(fields.hides).toEqual(['ads'])
  const read = (await api('GET', `/v1/news/getDetails?classId=${fields.columnId}&newsId=${story.id}`)).data
  expect(read.permission & 4).toBe(4)
})
