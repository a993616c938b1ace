// 问答 on H5: a visitor opens 帮帮 → 问答, the journalists who joined and the titles of the member and
// more lists, a question with a journalist's answer (blue tag, 查看全文), a home that is closed; a
// reader asks a journalist with a photo (login guard → similar questions → the photo sent → sent), the journalist answers, the asker
// sees the answer and an unread message, likes it (again: 您已经点赞过了, no call), comments, likes the
// comment and deletes it; search finds a question; 身份认证 is applied for.
const fs = require('fs')
const os = require('os')
const path = require('path')
const sharp = require('sharp')
const { arrive, vis, visibleText, visibleTexts, settled, shot, waitForToast } = require('./support/browser')
const { h5Suite } = require('./support/suite')
const { fill, passwordLogin, signInTo } = require('./support/account')

const suite = h5Suite()
let base
beforeAll(() => ({ base } = suite))

const CLIP = path.join(__dirname, '../../server/assets/video/shancheng-2.mp4')
const QUESTION = '外地户口的孩子在重庆上小学，入学材料里的租房合同一定要备案吗？'

/** requests to `path` made from now on */
function watch(page, path) {
  const seen = []
  page.on('request', r => { if (new URL(r.url()).pathname.endsWith(path)) seen.push(r) })
  return seen
}

/** The ask-and-answer walk, a step at a time; each starts where the one before left its page. */
const askSteps = {
  /** a visitor asking is sent to log in; signed in, the reader asks 王敏 with a photo and a clip (each sent at once, with progress), and lands on the question with both; answers the question's address */
  async ask(page) {
    await page.goto(`${base}/BangBang/QA/index/ask-special?type=2`)
    await vis(page, '.member-card').first().waitFor()
    await vis(page, '.member-card').filter({ hasText: '王敏' }).locator('.member-card__ask').click()
    await waitForToast(page, '请先登录上游账号')
    await passwordLogin(page, '13800000002')
    await arrive(page, `${base}/BangBang/QA/index/ask-special?type=2`)
    await vis(page, '.member-card').filter({ hasText: '王敏' }).locator('.member-card__ask').click()
    await arrive(page, /\/BangBang\/QA\/ask\?/)
    expect(await visibleText(page, '.qa-form__target-name')).toBe('向 王敏 提问')
    await vis(page, '.qa-form__submit').click()
    await waitForToast(page, '请输入问题内容')
    await vis(page, 'textarea.qa-form__textarea').fill(QUESTION)
    // the question like it that was already answered
    await vis(page, '.qa-form__similar-text').filter({ hasText: '外地户口的孩子在重庆上小学' }).waitFor()
    // a photo from the phone: sent at once with its progress, then shown as sent
    const photo = path.join(os.tmpdir(), `qa-h5-photo-${process.pid}.jpg`)
    fs.writeFileSync(photo, await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#47a' } }).jpeg().toBuffer())
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), vis(page, '.picture-picker__add').click()])
    expect(chooser.isMultiple()).toBe(true)
    await chooser.setFiles(photo)
    await vis(page, '.picture-picker__image').first().waitFor()
    await page.waitForFunction(() => !document.querySelector('.picture-picker__progress'))
    expect(await page.locator('.picture-picker__failed').count()).toBe(0)
    expect(await visibleText(page, '.picture-picker__count')).toBe('1/9')
    // a clip: its first frame drawn for the cover, the cover sent, then the clip naming it
    const [videoChooser] = await Promise.all([page.waitForEvent('filechooser'), vis(page, '.picture-picker__add-video').click()])
    expect(videoChooser.isMultiple()).toBe(false)
    const sentVideo = page.waitForResponse(r => r.url().endsWith('/v1/upload/video'))
    await videoChooser.setFiles(CLIP)
    const made = (await (await sentVideo).json()).data
    expect([made.duration, made.width, made.height, made.coverImage]).toEqual([8, 480, 270, expect.stringMatching(/-l\.jpg$/)])
    await page.waitForFunction(() => !document.querySelector('.picture-picker__progress'))
    expect(await visibleText(page, '.picture-picker__length')).toBe('0:08')
    await vis(page, '.picture-picker__tile--video .picture-picker__image').waitFor()
    expect(await page.locator('.picture-picker__add-video').count()).toBe(0)
    await shot(page, '77-qa-ask')
    await vis(page, '.qa-form__submit').click()
    await waitForToast(page, '提问成功')
    await arrive(page, /\/BangBang\/QA\/list\?id=\d+/)
    const address = page.url()
    await vis(page, '.question-header__content').filter({ hasText: QUESTION }).waitFor()
    expect(await visibleText(page, '.question-header__target')).toBe('向 记者王敏 提问')
    // put to her, it waits for her reply
    expect(await visibleText(page, '.question-header__tag')).toBe('待回复')
    await vis(page, '.question-header__picture').first().waitFor()
    // the clip with its cover and length; a tap plays it, fetched in ranges
    expect(await visibleText(page, '.attached-video__time')).toBe('0:08')
    await vis(page, '.attached-video__image').waitFor()
    await shot(page, '77b-qa-video')
    await vis(page, '.attached-video__cover').click()
    await page.waitForFunction(() => { const v = document.querySelector('video.attached-video__player'); return !!v && v.currentTime > 0.3 })
    return address
  },
  /** the journalist, in a phone of her own, replies from the question's page (回复: it was put to her) */
  async answer(address) {
    const { page: journalist } = await suite.phone()
    await signInTo(journalist, base, '13800000020', address)
    await vis(journalist, '.question-header__button').filter({ hasText: '回复' }).click()
    expect(await journalist.locator('.question-header__button').filter({ hasText: '我来回答' }).count()).toBe(0)
    await arrive(journalist, /\/BangBang\/QA\/reply\?id=\d+/)
    await vis(journalist, 'textarea.qa-form__textarea').fill('需要。租房合同要到房屋所在地的社区或住建部门备案，备案免费，一般当场办结。')
    await shot(journalist, '78-qa-reply')
    await vis(journalist, '.qa-form__submit').click()
    await waitForToast(journalist, '回答成功')
    await arrive(journalist, address)
    await vis(journalist, '.answer-card__name').filter({ hasText: '王敏' }).waitFor()
    // replied: 已回复
    await vis(journalist, '.question-header__tag').filter({ hasText: '已回复' }).waitFor()
  },
  /** the asker: an unread message in 我的 leads to the answer, tagged 记者, and on to its page */
  async readTheAnswer(page, address) {
    await page.goto(`${base}/BangBang/index`)
    await vis(page, '.tab-bar__item--mine').click()
    await vis(page, '.mine-panel__badge').waitFor()
    await vis(page, '.mine-panel__row--messages').click()
    await arrive(page, `${base}/MessageList`)
    expect(await visibleText(page, '.messages__title')).toBe('你的提问有了新回答')
    await vis(page, '.messages__item').first().click()
    await arrive(page, address)
    const answer = vis(page, '.answer-card').filter({ hasText: '王敏' })
    expect(await answer.locator('.qa-type--blue').innerText()).toBe('记者')
    expect(await answer.locator('.answer-card__count--like').innerText()).toBe('赞')
    await answer.locator('.answer-card__text').click()
    await arrive(page, /\/BangBang\/QA\/detail\?id=\d+/)
    await vis(page, '.comment-block').waitFor()
    expect(await visibleText(page, '.empty-state')).toContain('赶紧抢个沙发吧～')
  },
  /** the answer liked once: + 1; again: said, no call */
  async likeOnce(page) {
    const likes = watch(page, '/api/praise/AddPraise')
    await vis(page, '.like-block__button').click()
    await waitForToast(page, '点赞成功')
    await vis(page, '.like-block__count').filter({ hasText: '1人喜欢' }).waitFor()
    await vis(page, '.like-block__button').click()
    await waitForToast(page, '您已经点赞过了')
    expect(likes).toHaveLength(1)
  },
  /** a comment on the answer: liked, then deleted after the confirmation */
  async commentLikeDelete(page) {
    await vis(page, '.bang-comments__input').click()
    await vis(page, 'textarea.bang-composer__text').fill('谢谢王记者，明天就去社区办。')
    await shot(page, '79-qa-comment')
    await vis(page, '.bang-composer__send').click()
    await waitForToast(page, '评论成功')
    const mine = vis(page, '.comment-item').filter({ hasText: '谢谢王记者' })
    await mine.waitFor()
    await mine.locator('.comment-item__like').click()
    await mine.locator('.comment-item__like-count').filter({ hasText: '1' }).waitFor()
    await mine.locator('.comment-item__action--delete').click()
    await vis(page, '.sy-dialog__content').filter({ hasText: '你确定要删除吗？' }).waitFor()
    // 1 s after 删除成功！ the page is reloaded, and comes back without the comment
    const reloaded = page.waitForEvent('load', { timeout: 15000 })
    await vis(page, '.sy-dialog__button').filter({ hasText: '确定' }).click()
    await waitForToast(page, '删除成功！')
    await reloaded
    await vis(page, '.empty-state').filter({ hasText: '赶紧抢个沙发吧～' }).waitFor()
    await settled(page, '.qa-detail')
  },
}

describe('问答', () => {
  it('a visitor reads the Q&A home, a journalist’s answer, the member lists, and meets a closed home', async () => {
    const { page } = await suite.phone()
    await page.goto(`${base}/BangBang/index`)
    await vis(page, '.bangbang__politics-title').filter({ hasText: '问答' }).click()
    await arrive(page, `${base}/BangBang/QA/index`)
    await vis(page, '.qa-card').first().waitFor()
    expect(await visibleTexts(page, '.qa-index__section-title')).toEqual(['入驻记者', '入驻答主', '今日热门', '最新问题'])
    // a question put to a journalist: whom, over it; her reply under it
    const put = vis(page, '.qa-card').filter({ hasText: '外地户口的孩子' }).first()
    expect(await put.locator('.qa-card__top-title').innerText()).toBe('向 记者陈晨 提问')
    expect(await put.locator('.qa-card__answerer').innerText()).toBe('陈晨回复：')
    expect(await visibleTexts(page, '.qa-index__member-name')).toEqual(expect.arrayContaining(['王敏', '陈晨', '刘律师']))
    await shot(page, '70-qa-index')

    await vis(page, '.qa-card__question').filter({ hasText: '外地户口的孩子' }).first().click()
    await arrive(page, /\/BangBang\/QA\/list\?id=\d+/)
    await vis(page, '.answer-card').first().waitFor()
    expect(await visibleText(page, '.question-header__tag')).toBe('已回复')
    expect(await visibleText(page, '.question-header__line')).toMatch(/【2回答】 来自四川$/)
    const pinned = vis(page, '.answer-card').first()
    expect(await pinned.locator('.answer-card__name').innerText()).toBe('陈晨')
    expect(await pinned.locator('.qa-type--blue').innerText()).toBe('记者')
    expect(await pinned.locator('.answer-card__pinned').innerText()).toBe('置顶')
    // eight lines and more: cut, with 查看全文; a short answer has none
    await pinned.locator('.answer-card__full').filter({ hasText: '查看全文' }).waitFor()
    expect(await vis(page, '.answer-card').nth(1).locator('.answer-card__full').count()).toBe(0)
    await shot(page, '71-qa-list')

    await pinned.locator('.answer-card__full').click()
    await arrive(page, /\/BangBang\/QA\/detail\?id=\d+/)
    await vis(page, '.comment-item').first().waitFor()
    expect(await visibleText(page, '.like-block__count')).toBe('38人喜欢')
    expect(await visibleText(page, '.like-block__disclaimer')).toMatch(/^免责声明/)
    expect(await visibleText(page, '.comment-block__title')).toBe('全部评论')
    expect(await visibleTexts(page, '.comment-item__name')).toContain('山城小李')
    await shot(page, '72-qa-detail')
    // a visitor who likes is asked to log in first
    await vis(page, '.like-block__button').click()
    await waitForToast(page, '请先登录上游账号')
    await arrive(page, /\/LoginPage/)

    // the member lists and their titles; a home that is closed
    await page.goto(`${base}/BangBang/QA/index/ask-special?type=2`)
    await vis(page, '.member-card').first().waitFor()
    expect(await visibleText(page, '.top-bar__title')).toBe('入驻记者')
    await shot(page, '73-qa-reporters')
    await fill(page, '.qa-members__search', '陈')
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => [...document.querySelectorAll('.member-card__name')].map(e => e.textContent).join() === '陈晨')
    await page.goto(`${base}/BangBang/QA/index/ask-special?type=1`)
    await vis(page, '.member-card').first().waitFor()
    expect(await visibleText(page, '.top-bar__title')).toBe('入驻答主')
    await vis(page, '.member-card').filter({ hasText: '渝中区民政局' }).click()
    await waitForToast(page, '抱歉此账号主页(暂时)无法查看')
    expect(page.url()).toContain('/ask-special?type=1')
    await vis(page, '.member-card').filter({ hasText: '刘律师' }).click()
    await arrive(page, /\/ask-special\/detail\?id=\d+/)
    await vis(page, '.member-home__answer').first().waitFor()
    expect(await visibleText(page, '.member-home__name')).toBe('刘律师')
    await shot(page, '74-qa-member')
    for (const [type, title] of [[1, '今日热门问题'], [2, '最新问题']]) {
      await page.goto(`${base}/BangBang/QA/moreList?type=${type}`)
      await vis(page, '.qa-card').first().waitFor()
      expect(await visibleText(page, '.top-bar__title')).toBe(title)
    }
    await shot(page, '75-qa-more')
    // 便民服务: the directory, a hotline copied
    await page.goto(`${base}/BangBang/serve/index`)
    await vis(page, '.serve__item').first().waitFor()
    expect(await visibleTexts(page, '.serve__category')).toEqual(['政务热线', '办事服务', '新闻爆料'])
    await shot(page, '81-serve')
    await vis(page, '.serve__item').filter({ hasText: '12345' }).click()
    await waitForToast(page, '复制成功')
    // 帮帮's search: the week's hot words, then both kinds found by one
    await page.goto(`${base}/BangBang/SearchPage`)
    await vis(page, '.bang-search__word').first().waitFor()
    expect((await visibleTexts(page, '.bang-search__word')).slice(0, 3)).toEqual(['物业费', '入学材料', '停车'])
    await shot(page, '76-bangbang-search')
    await vis(page, '.bang-search__word').filter({ hasText: '物业费' }).click()
    await vis(page, '.qa-card').first().waitFor()
    expect(await visibleTexts(page, '.qa-card__question')).toEqual(['物业费涨价没有开业主大会，业主可以拒交吗？'])
    await fill(page, '.search-bar__input', '轨道')
    await vis(page, '.search-bar__go').click()
    await vis(page, '.politics-card__title').filter({ hasText: '轨道交通18号线什么时候开通？' }).waitFor()
    await shot(page, '76-bangbang-search-results')
    // a comment or reply on a page of its own (publishBangBang) asks a visitor to log in
    await page.goto(`${base}/BangBang/publishBangBang?id=1&classid=2&from=bang`)
    await waitForToast(page, '请先登录上游账号')
  })

  it('a reader asks a journalist, who answers; the asker sees it, likes it once, comments, likes and deletes the comment', async () => {
    const asker = await suite.phone()
    const { page } = asker
    const address = await askSteps.ask(page)
    await askSteps.answer(address)
    await askSteps.readTheAnswer(page, address)
    await askSteps.likeOnce(page)
    await askSteps.commentLikeDelete(page)
  })

  it('a reader applies for an identity', async () => {
    const { page } = await suite.phone()
    await signInTo(page, base, '13800000001', '/BangBang/applyfor')
    await vis(page, '.qa-form__chip').first().waitFor()
    await vis(page, '.qa-form__submit').click()
    await waitForToast(page, '请选择认证类型')
    await vis(page, '.qa-form__chip').filter({ hasText: '律师' }).click()
    await fill(page, '.qa-form__input >> nth=0', '李华')
    await fill(page, '.qa-form__input >> nth=1', '某律师事务所律师')
    await vis(page, 'textarea.qa-form__textarea').fill('律师执业证号 15001201910000000')
    await shot(page, '80-applyfor')
    await vis(page, '.qa-form__submit').click()
    await waitForToast(page, '申请已提交，审核结果将通过消息通知你')
    await vis(page, '.qa-form__status').filter({ hasText: '你申请的“律师”认证正在审核' }).waitFor()
  })
})
