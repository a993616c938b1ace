// 积分 on H5 (issue 13's earning half): sign in → 签到 raises the points and 积分明细 says why → a story
// on screen a while earns its reading (once) → 我的's points, growth and level follow → the rules page
// lists the server's rules.
const { arrive, vis, visibleText, visibleTexts, shot, waitForToast } = require('./support/browser')
const { h5Suite } = require('./support/suite')
const { fill, openMine } = require('./support/account')

const suite = h5Suite()
let base
beforeAll(() => ({ base } = suite))

describe('积分', () => {
  it('a reader signs in, reads a story, and sees why the points rose', async () => {
    const { page } = await suite.phone()
    await page.goto(`${base}/PasswordLogin?redirect=${encodeURIComponent('/home/1')}`)
    await fill(page, '.phone-input__field', '13800000002')
    await fill(page, '.auth-form__input', 'Demo1234')
    await vis(page, '.auth-form__submit').click()
    await arrive(page, `${base}/home/1`)
    await openMine(page)
    expect(await visibleText(page, '.mine-panel__stats')).toContain('300')
    await vis(page, '.mine-panel__stat--points').click()
    await arrive(page, `${base}/AccumulatedPoints/index`)
    expect(await visibleText(page, '.points__balance')).toBe('300')
    await vis(page, '.points__sign').filter({ hasText: '签到' }).click()
    await waitForToast(page, '签到成功，积分+5')
    await vis(page, '.points__balance').filter({ hasText: '305' }).waitFor()
    expect(await visibleText(page, '.points__sign')).toBe('今日已签到')
    expect(await visibleText(page, '.points__streak')).toBe('已连续签到1天')
    await shot(page, 'b0-points')
    await vis(page, '.points__link').filter({ hasText: '积分明细' }).click()
    await arrive(page, `${base}/AccumulatedPoints/pointsdetail`)
    expect((await visibleTexts(page, '.ledger__reason')).slice(0, 2)).toEqual(['每日签到', '积分余额'])
    expect((await visibleTexts(page, '.ledger__amount')).slice(0, 2)).toEqual(['+5', '+300'])

    // a story on screen a while earns its reading
    const { data } = await (await fetch(`${base.replace('/shangyou_news', '')}/kratos/v1/channel/home?channelId=1&page=1`)).json()
    const story = data.list.find(n => n.showType !== 8 && n.showType !== 9 && n.dataType === 3)
    const read = page.waitForResponse(r => r.url().endsWith('/v1/points/read'), { timeout: 20_000 })
    await page.goto(`${base}/NewsDetail?classId=${story.classId}&newsId=${story.id}`)
    expect((await (await read).json()).message).toBe('积分+1')
    await page.goto(`${base}/AccumulatedPoints/pointsdetail`)
    await vis(page, '.ledger__reason').filter({ hasText: '阅读新闻' }).waitFor()
    expect(await visibleText(page, '.ledger__ref')).toBe(story.title)
    await shot(page, 'b1-points-ledger')
    await page.goto(`${base}/home/1`)
    await openMine(page)
    // 300 + 5 + 1 points; growth 120 + 5 + 1
    expect(await visibleText(page, '.mine-panel__stats')).toContain('306')
    expect(await visibleText(page, '.mine-panel__stats')).toContain('126')

    await page.goto(`${base}/AccumulatedPoints/rules`)
    await vis(page, '.point-rules__name').first().waitFor()
    expect(await visibleTexts(page, '.point-rules__name')).toEqual(['每日签到', '阅读新闻', '发表评论', '回答问题', '提问或发帖', '回答被置顶', '分享新闻'])
    await shot(page, 'b2-points-rules')
  })
})
