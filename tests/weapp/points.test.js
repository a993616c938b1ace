// 积分 in the compiled mini-program (issue 13's earning half): log in → 我的's 积分 → 签到 (+5, streak) →
// 积分明细 says why → a story on screen a while earns its reading → 我的's points and growth follow → the
// rules page lists the server's rules.
const host = require('./support/mp-host')
const { weappSuite } = require('./support/suite')
const { toasts, top, find, arrive, passwordLogin } = require('./support/steps')

const suite = weappSuite({ loginIdentity: 'no-such-wechat-user' })
const INDEX = 'packages/points/pages/index/index'
const LEDGER = 'packages/points/pages/ledger/index'
const RULES = 'packages/points/pages/rules/index'
const { text, texts } = host

function api(path) {
  return new Promise((resolve, reject) => {
    require('http').get(`${suite.server.url}${path}`, res => {
      const chunks = []
      res.on('data', c => chunks.push(c))
      res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))))
    }).on('error', reject)
  })
}

it('signs in for points, reads a story, and shows why the points rose', async () => {
  host.openPage('packages/account/pages/password/index', { redirect: '/pages/home/index' })
  await passwordLogin('13800000002')
  await arrive('pages/home/index')
  const home = top()
  await host.waitFor(() => expect(host.findAll(home, 'tab-bar__item').length).toBe(4))
  host.tap(home, host.findAll(home, 'tab-bar__item--mine')[0])
  await host.waitFor(() => expect(text(host.findAll(home, 'mine-panel__stats')[0])).toContain('300'))
  host.tap(home, host.findAll(home, 'mine-panel__stat--points')[0])
  await arrive(INDEX)
  const points = top()
  await host.waitFor(() => expect(texts(points, 'points__balance')).toEqual(['300']))
  host.tap(points, host.findAll(points, 'points__sign')[0])
  await host.waitFor(() => expect(toasts()).toContain('签到成功，积分+5'))
  await host.waitFor(() => expect(texts(points, 'points__balance')).toEqual(['305']))
  expect(texts(points, 'points__sign')).toEqual(['今日已签到'])
  host.tap(points, await find(points, 'points__link', '积分明细'))
  await arrive(LEDGER)
  const ledger = top()
  await host.waitFor(() => expect(texts(ledger, 'ledger__reason').slice(0, 2)).toEqual(['每日签到', '积分余额']))
  expect(texts(ledger, 'ledger__amount').slice(0, 2)).toEqual(['+5', '+300'])

  // a story on screen a while earns its reading
  const { data } = await api('/kratos/v1/channel/home?channelId=1&page=1')
  const story = data.list.find(n => n.showType !== 8 && n.showType !== 9 && n.dataType === 3)
  host.openPage('packages/news/pages/detail/index', { classId: story.classId, newsId: story.id })
  await host.waitFor(() => expect(host.callsOf('request').filter(r => r.url.includes('/v1/points/read'))).toHaveLength(1), { timeout: 15000 })
  const again = host.openPage(LEDGER, {})
  await host.waitFor(() => expect(texts(again, 'ledger__reason')[0]).toBe('阅读新闻'))
  expect(texts(again, 'ledger__ref')[0]).toBe(story.title)
  const rules = host.openPage(RULES, {})
  await host.waitFor(() => expect(texts(rules, 'point-rules__name')).toEqual(['每日签到', '阅读新闻', '发表评论', '回答问题', '提问或发帖', '回答被置顶', '分享新闻']))
  const figures = await api('/v1/points/rules')
  expect(figures.data).toHaveLength(7)
}, 40000)
