// 帮帮 on H5: a visitor reads 问政 (the tab, the lists, a question a department answered, step by step),
// asks a question of their own (login guard → password login → the draft kept → sent), the department's
// account accepts, handles and answers it, and the asker rates the answer; the hotline copies 966966.
const { arrive, vis, visibleText, visibleTexts, settled, shot, waitForToast } = require('./support/browser')
const { h5Suite } = require('./support/suite')
const { fill } = require('./support/account')

const suite = h5Suite()
let base
beforeAll(() => ({ base } = suite))

const TITLE = '解放碑步行街的路灯坏了'

async function passwordLogin(page, phone) {
  await arrive(page, /\/PasswordLogin|\/LoginPage/)
  if (/\/LoginPage/.test(page.url())) await vis(page, '.login-page__choice').filter({ hasText: '密码登录' }).click()
  await arrive(page, /\/PasswordLogin/)
  await fill(page, '.phone-input__field', phone)
  await fill(page, '.auth-form__input', 'Demo1234')
  await vis(page, '.auth-form__submit').click()
}

describe('问政', () => {
  it('a visitor reads the tab, the list and a question a department answered', async () => {
    const { page } = await suite.phone()
    await page.goto(`${base}/BangBang/index`)
    await vis(page, '.bangbang__question').first().waitFor()
    expect(await visibleText(page, '.bangbang__politics-title')).toBe('问政')
    expect(await visibleTexts(page, '.bangbang__question-title')).toHaveLength(3)
    expect(await visibleText(page, '.bangbang__number')).toBe('966966')
    await shot(page, '60-bangbang-tab')
    await vis(page, '.bangbang__copy').click()
    await waitForToast(page, '复制成功')

    await vis(page, '.bangbang__all').click()
    await arrive(page, `${base}/BangBang/politics/index`)
    await vis(page, '.politics-card').first().waitFor()
    const tags = await visibleTexts(page, '.politics-tag')
    for (const t of ['待受理', '已答复', '已办结', '超期']) expect(tags).toContain(t)
    await shot(page, '61-politics-list')

    await vis(page, '.politics-card').filter({ hasText: '异地就医备案后报销比例' }).click()
    await arrive(page, /\/BangBang\/politics\/detail\?id=\d+/)
    await settled(page, '.politics-detail')
    expect(await visibleText(page, '.politics-detail__title')).toBe('异地就医备案后报销比例')
    expect(await visibleTexts(page, '.politics-detail .politics-tag')).toEqual(['已办结'])
    expect(await visibleTexts(page, '.politics-detail__reply-head')).toHaveLength(2)
    expect(await visibleText(page, '.politics-detail__department')).toContain('市卫生健康委')
    expect(await visibleTexts(page, '.politics-detail__step-title')).toEqual(['待受理 · 提问者', '已受理 · 市卫生健康委', '已答复 · 市卫生健康委', '办理中 · 提问者', '已答复 · 市卫生健康委', '已办结 · 提问者'])
    expect(await visibleText(page, '.politics-detail__rated')).toBe('提问者评价：3分')
    await shot(page, '62-politics-detail')
    // opened from the list: back to the list
    await vis(page, '.top-bar__back').click()
    await arrive(page, `${base}/BangBang/politics/index`)
  })

  it('a citizen asks, the department accepts and answers, the citizen rates the answer', async () => {
    const asker = await suite.phone()
    const { page } = asker
    await page.goto(`${base}/BangBang/politics/index`)
    await vis(page, '.politics-card').first().waitFor()
    // the login guard first; what is typed later is kept through it
    await vis(page, '.politics-index__ask').click()
    await waitForToast(page, '请先登录上游账号')
    await passwordLogin(page, '13800000002')
    await arrive(page, `${base}/BangBang/politics/index`)
    await vis(page, '.politics-index__ask').click()
    await arrive(page, `${base}/BangBang/politics/commit`)
    await vis(page, '.politics-commit__department').first().waitFor()
    await vis(page, '.politics-commit__submit').click()
    await waitForToast(page, '请选择部门')
    await vis(page, '.politics-commit__department').filter({ hasText: '市城市管理局' }).click()
    await fill(page, '.politics-commit__input', TITLE)
    await vis(page, 'textarea.politics-commit__textarea').fill('晚上八点以后整条街一片漆黑，老人小孩容易摔倒，希望尽快维修。')
    await shot(page, '63-politics-commit')
    // the draft survives leaving the page
    await page.reload()
    await vis(page, '.politics-commit__input').first().waitFor()
    expect(await vis(page, 'input.politics-commit__input').inputValue()).toBe(TITLE)
    await vis(page, '.politics-commit__submit').click()
    await waitForToast(page, '提交成功')
    await arrive(page, /\/BangBang\/politics\/detail\?id=\d+/)
    const address = page.url()
    await vis(page, '.politics-detail__title').filter({ hasText: TITLE }).waitFor()
    expect(await visibleTexts(page, '.politics-detail .politics-tag')).toEqual(['待受理'])
    expect(await visibleText(page, '.politics-detail__deadline')).toMatch(/^办理时限：\d{4}-\d\d-\d\d \d\d:\d\d前$/)

    // the department's account (市城市管理局) in a phone of its own
    const department = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' })
    const staff = await department.newPage()
    await staff.goto(`${base}/PasswordLogin?redirect=${encodeURIComponent(address.slice(address.indexOf('/BangBang')))}`)
    await fill(staff, '.phone-input__field', '13800000016')
    await fill(staff, '.auth-form__input', 'Demo1234')
    await vis(staff, '.auth-form__submit').click()
    await arrive(staff, address)
    await vis(staff, '.politics-detail__button').filter({ hasText: '受理' }).click()
    await vis(staff, '.politics-detail__button').filter({ hasText: '开始办理' }).click()
    await vis(staff, '.politics-detail__button').filter({ hasText: '答复' }).click()
    await arrive(staff, /\/BangBang\/politics\/reply\?id=\d+/)
    await vis(staff, 'textarea.politics-commit__textarea').fill('已安排维修班组，今晚恢复照明，并排查整条街的线路。')
    await shot(staff, '64-politics-reply')
    await vis(staff, '.politics-commit__submit').click()
    await arrive(staff, address)
    await vis(staff, '.politics-detail__reply-text').filter({ hasText: '已安排维修班组' }).waitFor()
    expect(await visibleTexts(staff, '.politics-detail .politics-tag')).toEqual(['已答复'])
    await department.close()

    // the asker sees the answer and rates it
    await page.reload()
    await vis(page, '.politics-detail__reply-text').filter({ hasText: '已安排维修班组' }).waitFor()
    await vis(page, '.politics-detail__button').filter({ hasText: '提交评价' }).click()
    await waitForToast(page, '请选择评分')
    await vis(page, '.politics-detail__star').nth(3).click()
    await shot(page, '65-politics-rate')
    await vis(page, '.politics-detail__button').filter({ hasText: '提交评价' }).click()
    await waitForToast(page, '评价成功')
    await vis(page, '.politics-detail__rated').filter({ hasText: '提问者评价：4分' }).waitFor()
    expect(await visibleTexts(page, '.politics-detail .politics-tag')).toEqual(['已办结'])
    expect(await visibleTexts(page, '.politics-detail__step-title')).toEqual(['待受理 · 提问者', '已受理 · 市城市管理局', '办理中 · 市城市管理局', '已答复 · 市城市管理局', '已办结 · 提问者'])
  })
})
