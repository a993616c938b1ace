// What the newsroom console does, seen in the compiled mini-program (issue 29): a story an editor schedules
// is on channel 1's home list once its time has come (the job publishes it), not before; one published at
// once is there at once, and withdrawn it is gone; a comment a moderator hides from the reports queue is
// gone from its story's comments. (The console itself is walked in Chromium: tests/h5/console.test.js.)
const host = require('./support/mp-host')
const { weappSuite } = require('./support/suite')
const { apiCall } = require('../support/server')

// (its own server: it writes as demo readers whose balances other files read)
// (scheduled stories looked for every half second: 10 s in production)
const suite = weappSuite({ ownServer: true, env: { SCHEDULE_TICK_MS: '500' } })
const { texts, text } = host

const api = (method, path, body, token) => apiCall(suite.server.url, method, path, body, token)
const tokenOf = async phone => (await api('POST', '/v1/user/login', { phone, password: 'Demo1234' })).data.accessToken
/** channel 1's home, pulled down to refresh (the app keeps a channel's list for the session, as readers expect) */
let home = null
const refreshedHome = async () => {
  home ??= host.relaunchPage('pages/home/index', { classId: '1' })
  await host.waitFor(() => expect(texts(home, 'news-card__title').length).toBeGreaterThan(3))
  const asked = host.callsOf('request').length
  await home.instance.onPullDownRefresh()
  await host.waitFor(() => expect(host.callsOf('request').slice(asked).some(r => String(r.url).includes('channel/home'))).toBe(true))
  await host.waitFor(() => expect(host.findAll(home, 'news-card__title').length).toBeGreaterThan(3))
}
const shows = title => texts(home, 'news-card__title').includes(title)

/** a draft by the demo editor for channel 1's home: its id and the editor's token */
async function draft(title, body, cover) {
  const editor = await tokenOf('13800000007')
  const places = (await api('GET', '/admin/v1/stories/places', undefined, editor)).data
  const made = await api('POST', '/admin/v1/stories/create', {
    fields: { kind: 'news', title, body, columnId: places.columns.find(c => c.channelId === 1).id, channelIds: [1], cover: [cover] },
  }, editor)
  return { id: made.data.id, editor }
}

it('a story the editor publishes is on the home list, and gone once withdrawn', async () => {
  const title = `小程序可见的编辑部稿件 ${process.pid % 1000}`
  const { id, editor } = await draft(title, '<p>编辑部发布的正文。</p>', '/media/images/scene-5.jpg')
  await refreshedHome()
  expect(shows(title)).toBe(false)
  expect((await api('POST', '/admin/v1/stories/act', { id, action: 'publish' }, editor)).message).toBe('已发布')
  await refreshedHome()
  await host.waitFor(() => expect(shows(title)).toBe(true))
  expect((await api('POST', '/admin/v1/stories/act', { id, action: 'withdraw' }, editor)).message).toBe('已撤稿')
  await refreshedHome()
  await host.waitFor(() => expect(shows(title)).toBe(false))
})

/** 'YYYY-MM-DD HH:mm:ss' China time */
const cst = ms => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')

it('a story the editor schedules is on the home list once its time has come, not before', async () => {
  const title = `小程序里定时发布的稿件 ${process.pid % 1000}`
  const { id, editor } = await draft(title, '<p>到点才发布的正文。</p>', '/media/images/scene-6.jpg')
  const at = Math.ceil((Date.now() + 6_000) / 1000) * 1000
  const scheduled = await api('POST', '/admin/v1/stories/act', { id, action: 'schedule', at: cst(at) }, editor)
  expect([scheduled.message, scheduled.data.state]).toEqual(['已定时发布', 'scheduled'])
  await refreshedHome()
  expect(shows(title)).toBe(false)
  // its time, and the job's next look
  await new Promise(r => setTimeout(r, at - Date.now() + 1_000))
  for (const deadline = Date.now() + 15_000; ;) {
    await refreshedHome()
    if (shows(title)) break
    if (Date.now() > deadline) throw new Error('the scheduled story did not appear on the home list')
    await new Promise(r => setTimeout(r, 500))
  }
  expect(Date.now()).toBeGreaterThanOrEqual(at)
  expect((await api('POST', '/admin/v1/stories/act', { id, action: 'withdraw' }, editor)).message).toBe('已撤稿')
  await refreshedHome()
  await host.waitFor(() => expect(shows(title)).toBe(false))
}, 60_000)

it('a reported comment a moderator hides is gone from the story', async () => {
  const home = (await api('GET', '/kratos/v1/channel/home?channelId=1&page=1')).data.list
  const reader = await tokenOf('13800000004')
  const words = `小程序里会被隐藏的评论${process.pid % 1000}`
  let story
  let commentId
  for (const s of home.filter(n => n.dataType === 3)) {
    const said = await api('POST', '/v1/comment/store', { classId: s.classId, newsId: s.id, sayText: words }, reader)
    if (said.statusCode === 200) { story = s; commentId = said.data.id; break }
  }
  const comments = () => {
    const page = host.relaunchPage('packages/news/pages/detail/index', { classId: String(story.classId), newsId: String(story.id) })
    return host.waitFor(() => expect(texts(page, 'news-detail__title')).toEqual([story.title])).then(() => page)
  }
  let page = await comments()
  await host.waitFor(() => expect(host.findAll(page, 'comment-item__text').map(text)).toContain(words))
  const reasons = (await api('GET', '/v1/comment/reportContent')).data.type
  await api('POST', '/api/comment/doReport', { commentId, classId: story.classId, newsId: story.id, platformId: 0, content: reasons[0] }, await tokenOf('13800000002'))
  const hid = await api('POST', '/admin/v1/moderation/reports/handle', { kind: 'comment', targetId: commentId, outcome: 'hide' }, await tokenOf('13800000008'))
  expect(hid.message).toBe('已隐藏')
  page = await comments()
  await host.waitFor(() => expect(host.findAll(page, 'comment-item').length).toBeGreaterThan(0))
  expect(host.findAll(page, 'comment-item__text').map(text)).not.toContain(words)
})
