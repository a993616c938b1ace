// 作文 in the compiled mini-program, against the real server (issue 26's first walk): a visitor opens the
// 作文 channel (home's composition sub-path), sees the week's 人气榜 and, on its tab, the 高分榜; opens the
// whole 高分榜 (its title set from type=start) and a printed composition in full, with its photographed
// page, its teacher's review and the marked line, and the paper that printed it.
const host = require('./support/mp-host')
const { weappSuite } = require('./support/suite')
const { top, find, arrive, serverApi } = require('./support/steps')

const suite = weappSuite({ loginIdentity: 'no-such-wechat-user' })
const api = serverApi(() => suite.server.url)
const RANK = 'packages/composition/pages/rank-list/index'
const DETAIL = 'packages/composition/pages/detail/index'
const { text, texts } = host

it('a visitor opens the 作文 channel and both rankings, and reads a printed composition with its teacher’s review', async () => {
  const home = (await api('/v1/composition/home')).data
  const page = host.relaunchPage('pages/home/index', { classId: 'composition' })
  await host.waitFor(() => expect(texts(page, 'composition-home__tab')).toEqual(['人气榜', '高分榜']))
  await host.waitFor(() => expect(texts(page, 'composition-card__title').slice(0, home.popular.length)).toEqual(home.popular.map(c => c.title)))
  host.tap(page, await find(page, 'composition-home__tab', '高分榜'))
  await host.waitFor(() => expect(texts(page, 'composition-card__title').slice(0, 5)).toEqual(home.highScore.map(c => c.title)))
  expect(texts(page, 'composition-card__score').slice(0, 5)).toEqual(home.highScore.map(c => `${c.score}分`))

  host.tap(page, await find(page, 'composition-home__more', '完整榜单'))
  await arrive(RANK)
  await host.waitFor(() => expect(host.callsOf('setNavigationBarTitle').map(c => c.title)).toContain('高分榜'))
  const rank = top()
  const all = (await api('/v1/composition/rank?type=score&period=all')).data.list
  await host.waitFor(() => expect(texts(rank, 'composition-card__title').slice(0, 3)).toEqual(all.slice(0, 3).map(c => c.title)))

  // the top of the ranking in full: its teacher's review with the marked line and its score
  host.tap(rank, await find(rank, 'composition-card', all[0].title))
  await arrive(DETAIL)
  const first = top()
  const d = (await api(`/v1/composition/detail?id=${all[0].id}&reload=true`)).data
  await host.waitFor(() => expect(texts(first, 'composition-detail__title')).toEqual([d.title]))
  expect(texts(first, 'composition-detail__teacher-name')).toEqual([d.review.teacher.name])
  expect(texts(first, 'composition-detail__score')).toEqual([`${d.review.score}分`])
  expect(texts(first, 'composition-detail__highlight')).toEqual([`“${d.review.highlights[0]}”`])
  expect(text(host.findAll(first, 'composition-detail__body')[0])).toContain(d.review.highlights[0])
  expect(host.findAll(first, 'composition-detail__thumb').length).toBe(d.images.length)

  // the paper's latest page, from the channel: a printed one says where it was printed
  const again = host.relaunchPage('pages/home/index', { classId: 'composition' })
  const printed = home.latestIssue.works[0]
  host.tap(again, await find(again, 'composition-card', printed.title))
  await arrive(DETAIL)
  const paper = top()
  await host.waitFor(() => expect(texts(paper, 'composition-detail__title')).toEqual([printed.title]))
  const [y, m, day] = home.latestIssue.date.split('-').map(Number)
  expect(texts(paper, 'composition-detail__printed')).toEqual([`刊于《上游作文》${y}年${m}月${day}日 第6版 · ${home.latestIssue.title}`])
})
