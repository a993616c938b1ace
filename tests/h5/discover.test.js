// 发现 on H5 (issue 12's walk): the feed → a long post folded (全文 / 收起) → a grid of 4 (two columns) and
// of 3 (three columns) → the preview → a post's detail with its 2 hot comments and the link to all → the
// like (+1), again (你已经点过赞了, no call) → all the comments; a visitor opening them logs in, comes back, writes one → 跟帖 from the topic list:
// a post with 3 pictures into the topic, shown on its page → a post with a held word: 审核中 to its author,
// absent for another reader → the editor's official reply pinned, the author's message → search by a word
// and by a topic's name.
const fs = require('fs')
const os = require('os')
const path = require('path')
const sharp = require('sharp')
const { arrive, vis, visibleText, visibleTexts, shot, waitForToast } = require('./support/browser')
const { h5Suite } = require('./support/suite')
const { fill, passwordLogin } = require('./support/account')

const suite = h5Suite()
let base
beforeAll(() => ({ base } = suite))

const MINE = '鹅岭公园后门那段梯坎，一口气爬完，腿已经不是自己的了。'
const HELD = '周末兼职日结，想赚钱的加微信私聊我'
const SAID = '大坪这几年变化真大，九坑子那片都认不出来了。'

function watch(page, ending) {
  const seen = []
  page.on('request', r => { if (new URL(r.url()).pathname.endsWith(ending)) seen.push(r) })
  return seen
}
const columns = async (grid) => grid.evaluate(el => new Set([...el.children].map(c => Math.round(c.getBoundingClientRect().left))).size)

describe('发现', () => {
  it('a visitor reads the feed: the fold, the grids, the preview, a post with its hot comments, likes behind login; a visitor comments after the guard’s login', async () => {
    const { page } = await suite.phone()
    await page.goto(`${base}/BangBang/index`)
    await vis(page, '.bangbang__tile--discover').click()
    await arrive(page, `${base}/Discover`)
    await vis(page, '.discover-card').first().waitFor()
    expect((await visibleTexts(page, '.discover__chip')).slice(0, 2)).toEqual(['#我家门口的变化#', '#山城坡坎坎#'])
    await shot(page, 'a0-discover')
    // the long post folds at 3 lines of 25 px; 全文 opens it, 收起 folds it again
    const long = vis(page, '.discover-card').filter({ hasText: '住在大坪十几年' })
    const text = long.locator('.discover-card__text:not(.discover-card__measure)')
    await long.locator('.discover-card__toggle').filter({ hasText: '全文' }).waitFor()
    expect(Math.round((await text.boundingBox()).height)).toBe(75)
    await long.locator('.discover-card__toggle').filter({ hasText: '全文' }).click()
    expect((await text.boundingBox()).height).toBeGreaterThan(75)
    await long.locator('.discover-card__toggle').filter({ hasText: '收起' }).click()
    expect(Math.round((await text.boundingBox()).height)).toBe(75)
    // 4 pictures: two columns; 3 pictures: three; the official reply with its story; the 2 hot comments
    expect(await columns(long.locator('.discover-card__grid'))).toBe(2)
    expect(await long.locator('.discover-card__badge').innerText()).toBe('官方回复')
    expect(await long.locator('.discover-card__comment').count()).toBe(2)
    const three = vis(page, '.discover-card').filter({ hasText: '十八梯' })
    expect(await columns(three.locator('.discover-card__grid'))).toBe(3)
    await three.scrollIntoViewIfNeeded()
    await shot(page, 'a1-discover-grids')
    await three.locator('.discover-card__picture').nth(1).click()
    await vis(page, '.image-preview__index').filter({ hasText: '2/3' }).waitFor()
    await vis(page, '.image-preview').click()
    await page.locator('.image-preview').waitFor({ state: 'detached' })
    // the detail: the whole text, its 2 hot comments and the link to all 3
    await long.locator('.discover-card__body').click()
    await arrive(page, /\/DetailDiscover\?classId=20&newsId=\d+/)
    await vis(page, '.discover-detail__all').filter({ hasText: '查看全部3条评论 ›' }).waitFor()
    expect(await vis(page, '.discover-card__toggle').filter({ hasText: '全文' }).count()).toBe(0)
    await shot(page, 'a2-discover-detail')
    // a visitor's like goes to log in; back, the like counts once
    await vis(page, '.discover-card__count--like').click()
    await arrive(page, /\/LoginPage\?mastLogin=true/)
    await passwordLogin(page, '13800000001')
    await arrive(page, /\/DetailDiscover/)
    const likes = watch(page, '/v1/like/do')
    const before = Number(await visibleText(page, '.discover-card__count--like'))
    await vis(page, '.discover-card__count--like').click()
    await waitForToast(page, '点赞成功')
    expect(Number(await visibleText(page, '.discover-card__count--like'))).toBe(before + 1)
    await vis(page, '.discover-card__count--like').click()
    await waitForToast(page, '你已经点过赞了')
    expect(likes).toHaveLength(1)
    // all the comments
    await vis(page, '.discover-detail__all').click()
    await arrive(page, /\/CommentDiscover\?classId=20&newsId=\d+/)
    await vis(page, '.comment-item').nth(2).waitFor()
    await shot(page, 'a3-discover-comments')

    // commenting needs a login: a visitor opening all the comments goes to log in, comes back and writes one
    const { page: visitor } = await suite.phone()
    await visitor.goto(page.url().replace('/CommentDiscover', '/DetailDiscover'))
    await vis(visitor, '.discover-detail__all').filter({ hasText: '查看全部3条评论 ›' }).click()
    await arrive(visitor, /\/LoginPage\?mastLogin=true/)
    await passwordLogin(visitor, '13800000002')
    await arrive(visitor, /\/CommentDiscover\?classId=20&newsId=\d+/)
    await vis(visitor, '.bang-comments__input').click()
    await vis(visitor, 'textarea.bang-composer__text').fill(SAID)
    await vis(visitor, '.bang-composer__send').click()
    await waitForToast(visitor, '评论成功')
    await vis(visitor, '.comment-item').filter({ hasText: SAID }).waitFor()
    expect(await vis(visitor, '.comment-item').count()).toBe(4)
    await shot(visitor, 'a3b-discover-commented')
    await visitor.goto(page.url().replace('/CommentDiscover', '/DetailDiscover'))
    await vis(visitor, '.discover-detail__all').filter({ hasText: '查看全部4条评论 ›' }).waitFor()
  })

  it('a reader follows a topic with 3 pictures; a held post is the author’s alone; the editor replies officially; search finds both', async () => {
    const { page } = await suite.phone()
    await page.goto(`${base}/TopicDiscover`)
    await vis(page, '.topic-item').first().waitFor()
    await shot(page, 'a4-discover-topics')
    await vis(page, '.topic-item').filter({ hasText: '山城坡坎坎' }).locator('.topic-item__follow').click()
    await waitForToast(page, '请先登录上游账号')
    await passwordLogin(page, '13800000002')
    await arrive(page, `${base}/TopicDiscover`)
    await vis(page, '.topic-item').filter({ hasText: '山城坡坎坎' }).locator('.topic-item__follow').click()
    await arrive(page, /\/PublishDiscover\?HotTagsId=\d+/)
    expect(await visibleText(page, '.publish-discover__chosen-title')).toBe('#山城坡坎坎#')
    await vis(page, 'textarea.publish-discover__textarea').fill(MINE)
    const photos = [0, 1, 2].map(i => path.join(os.tmpdir(), `discover-h5-${process.pid}-${i}.jpg`))
    for (const [i, p] of photos.entries()) fs.writeFileSync(p, await sharp({ create: { width: 1200, height: 900, channels: 3, background: ['#a74', '#47a', '#4a7'][i] } }).jpeg().toBuffer())
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), vis(page, '.picture-picker__add').click()])
    await chooser.setFiles(photos)
    await page.waitForFunction(() => document.querySelectorAll('.picture-picker__image').length === 3 && !document.querySelector('.picture-picker__progress'))
    // pictures and a video do not go together
    await vis(page, '.picture-picker__add-video').click()
    await waitForToast(page, '图片和视频只能选择一种')
    await shot(page, 'a5-discover-publish')
    await vis(page, '.publish-discover__submit').click()
    await waitForToast(page, '发布成功')
    await arrive(page, /\/SelfDiscover\?themeId=\d+/)
    await vis(page, '.discover-card').filter({ hasText: MINE }).waitFor()
    expect(await vis(page, '.discover-card').filter({ hasText: MINE }).locator('.discover-card__picture').count()).toBe(3)
    // the topic reported, with a reason offered (platform 4)
    await vis(page, '.discover-topic__report').click()
    await vis(page, '.report-popup__reason').first().click()
    await vis(page, '.report-popup__button').click()
    await waitForToast(page, '举报成功')
    await shot(page, 'a6-discover-topic')

    // a held word: 审核中 to its author, absent for another reader
    await page.goto(`${base}/PublishDiscover`)
    await vis(page, 'textarea.publish-discover__textarea').fill(HELD)
    await vis(page, '.publish-discover__submit').click()
    await waitForToast(page, '发布成功，审核通过后公开')
    await arrive(page, `${base}/Discover`)
    await vis(page, '.discover-card').filter({ hasText: HELD }).locator('.discover-card__review').filter({ hasText: '审核中' }).waitFor()
    const { page: other } = await suite.phone()
    await other.goto(`${base}/Discover`)
    await vis(other, '.discover-card').first().waitFor()
    expect(await other.locator('.discover-card').filter({ hasText: HELD }).count()).toBe(0)

    // the editor's official reply, through the admin API; the author's message leads to the post
    const api = base.replace('/shangyou_news', '')
    const login = await (await fetch(`${api}/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '13800000007', password: 'Demo1234' }) })).json()
    const mine = await (await fetch(`${api}/api/topic/getListByKeyWord?keyword=${encodeURIComponent('鹅岭公园')}`)).json()
    const id = mine.data.list[0].id
    const replied = await (await fetch(`${api}/admin/v1/discover/reply`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.accessToken}` }, body: JSON.stringify({ id, content: '谢谢分享！鹅岭梯道整治已列入今年计划，我们会持续关注。' }),
    })).json()
    expect(replied.message).toBe('官方回复成功')
    await page.goto(`${base}/MessageList`)
    await vis(page, '.messages__title').filter({ hasText: '上游新闻官方回复了你的发现' }).click()
    await arrive(page, new RegExp(`/DetailDiscover\\?classId=20&newsId=${id}`))
    expect(await visibleText(page, '.discover-card__official-name')).toBe('上游新闻编辑部')
    await shot(page, 'a7-discover-official')

    // search: a post by a word, a topic by its name
    await page.goto(`${base}/SearchDiscover`)
    await vis(page, '.discover-search__word').first().waitFor()
    await shot(page, 'a8-discover-search')
    await fill(page, '.search-bar__input', '梯坎')
    await vis(page, '.search-bar__go').click()
    await vis(page, '.discover-card').filter({ hasText: MINE }).waitFor()
    await fill(page, '.search-bar__input', '坡坎')
    await vis(page, '.search-bar__go').click()
    await vis(page, '.topic-item__title').filter({ hasText: '#山城坡坎坎#' }).waitFor()
    await shot(page, 'a9-discover-search-found')
  })
})
