// The server's first paint (server/src/content/first-paint.ts) draws the first screen's cards by hand, as
// the app's components draw them, so that taking it away when the app has drawn moves nothing. Here each
// part is drawn beside its component from the same data and their element-and-class trees compared: a
// class renamed, an element added or dropped on one side only fails until the other follows.
import { act, render } from '@testing-library/react'
import NewsCard from '../../src/components/NewsCard'
import ChannelMenu from '../../src/components/ChannelMenu'
import BannerCarousel from '../../src/components/BannerCarousel'
import DiscoverCard from '../../src/packages/bangbang/components/DiscoverCard'
import BangBangPage from '../../src/pages/bangbang'
import CompositionCard from '../../src/components/CompositionCard'
import CompositionChannel from '../../src/pages/home/channels/CompositionChannel'
import RuralSection from '../../src/components/RuralSection'
import PromoBar from '../../src/components/PromoBar'
import { Slide as CoolVideoSlide } from '../../src/packages/news/pages/cool-video'
import type { FarmForecast, FarmPriceBoard, RuralHome, RuralTabPage } from '../../types/api/rural'
import type { CompositionDetail, CompositionHome, RankedCard } from '../../types/api/composition'
import { configStore } from '../../src/stores/config'
import { FIRST_PAINT_PARTS } from '../../server/src/content/first-paint'
import type { FirstScreen } from '../../server/src/content/screen'
import type { NewsItem } from '../../types/api/news'
import type { Channel, ChannelSub } from '../../types/api/channel'
import type { DiscoverItem } from '../../types/api/discover'
import type { BangHome } from '../../types/api/bangbang'
import type { GlobalConfig, InitData } from '../../types/api/config'
import PoliticsDetailPage from '../../src/packages/bangbang/pages/politics-detail'
import QaDetailPage from '../../src/packages/bangbang/pages/qa-detail'
import DiscoverDetailPage from '../../src/packages/bangbang/pages/discover-detail'
import GoodsPage from '../../src/packages/points/pages/goods'
import PostDetailPage from '../../src/packages/bangbang/pages/community-detail'
import HotPage from '../../src/packages/channel/pages/hot'
import PictureDetailPage from '../../src/packages/news/pages/picture'
import VideoDetailPage from '../../src/packages/news/pages/video'
import CompositionDetailPage from '../../src/packages/composition/pages/detail'
import NewsDetailWebPage from '../../src/packages/news/pages/detail-web'
import LiveDetailPage from '../../src/packages/news/pages/live'
import ShareVideoPage from '../../src/packages/news/pages/share-video'
import InformationPage from '../../src/packages/composition/pages/information'
import ColumnsPage from '../../src/packages/channel/pages/columns'
import CommentPage from '../../src/packages/news/pages/comments'
import CommentReplyPage from '../../src/packages/news/pages/replies'
import CompositionCommentPage from '../../src/packages/bangbang/pages/composition-comment'
import ExposurePage from '../../src/packages/bangbang/pages/exposure'
import FarmerTalkPage from '../../src/packages/bangbang/pages/farmer-talk'
import ImageTabPage from '../../src/pages/image'
import StudentPage from '../../src/packages/composition/pages/student'
import TeacherPage from '../../src/packages/composition/pages/teacher'
import SchoolPage from '../../src/packages/composition/pages/school'
import TeachersPage from '../../src/packages/composition/pages/teachers'
import SchoolsPage from '../../src/packages/composition/pages/schools'
import TeacherCommentsPage from '../../src/packages/composition/pages/teacher-comments'
import TeacherCommentPage from '../../src/packages/composition/pages/teacher-comment'
import NewspapersPage from '../../src/packages/composition/pages/newspapers'
import PoliticsIndexPage from '../../src/packages/bangbang/pages/politics'
import QaIndexPage from '../../src/packages/bangbang/pages/qa'
import QaListPage from '../../src/packages/bangbang/pages/qa-list'
import QaMoreListPage from '../../src/packages/bangbang/pages/qa-more'
import CountryBangBangPage from '../../src/packages/bangbang/pages/country-bangbang'
import CommunityPage from '../../src/packages/bangbang/pages/community'
import PointsIndexPage from '../../src/packages/points/pages/index'
import type { ShopGoodsPage } from '../../types/api/shop'
import WorksListPage from '../../src/packages/composition/pages/list'
import RecommendListPage from '../../src/packages/composition/pages/recommend-list'
import RankListPage from '../../src/packages/composition/pages/rank-list'
import ProvidersPage from '../../src/packages/channel/pages/providers'
import ProviderPage from '../../src/packages/channel/pages/provider'
import SubchannelPage from '../../src/packages/channel/pages/subchannel'
import LoginPage from '../../src/packages/account/pages/login'
import MessageLoginPage from '../../src/packages/account/pages/sms'
import PasswordLoginPage from '../../src/packages/account/pages/password'
import RegisterPage from '../../src/packages/account/pages/register'
import FindPage from '../../src/packages/account/pages/find'
import type { AuthFormRoute } from '../../common/account'
import BangSearchPage from '../../src/packages/bangbang/pages/search'
import AskSpecialPage from '../../src/packages/bangbang/pages/qa-members'
import MemberHomePage from '../../src/packages/bangbang/pages/qa-member'
import DiscoverSearchPage from '../../src/packages/bangbang/pages/discover-search'
import NewsSearchPage from '../../src/packages/channel/pages/search'
import CountrySearchPage from '../../src/packages/bangbang/pages/country-bangbang-search'
import ShopSearchPage from '../../src/packages/points/pages/search'
import CompositionSearchPage from '../../src/packages/composition/pages/search'
import RuralVideosPage from '../../src/packages/rural/pages/videos'
import ShopDisclaimerPage from '../../src/packages/points/pages/disclaimer'
import ShopProtocolPage from '../../src/packages/points/pages/protocol'
import ShopAboutPage from '../../src/packages/points/pages/about'
import ShopServicePage from '../../src/packages/points/pages/service'
import PointsRulesPage from '../../src/packages/points/pages/rules'
import PoliticsCommitPage from '../../src/packages/bangbang/pages/politics-commit'
import ServePage from '../../src/packages/bangbang/pages/serve'
import AskPage from '../../src/packages/bangbang/pages/qa-ask'
import PracticePage from '../../src/packages/composition/pages/practice'
import ComplaintsPage from '../../src/packages/bangbang/pages/complaints'
import BusinessPage from '../../src/packages/points/pages/business'
import QaReplyPage from '../../src/packages/bangbang/pages/qa-reply'
import DiscoverTopicsPage from '../../src/packages/bangbang/pages/discover-topics'
import GeneralTabPage from '../../src/packages/rural/pages/general-tab'
import SubGeneralTabPage from '../../src/packages/rural/pages/sub-general-tab'
import { routes } from '../../common/routes'
import type { BangHotWord, BangServiceGroup } from '../../types/api/bangbang'
import type { ProviderAccount, ProviderNewsItem } from '../../types/api/provider-account'
import type { Community, CommunityHome } from '../../types/api/community'
import type { QaAnswerItem, QaHome, QaMember, QaMemberHome, QaQuestionItem, QaQuestionPage } from '../../types/api/qa'
import type { PoliticsListItem } from '../../types/api/politics'
import type { NewspaperIssueWithWorks, RankedSchool } from '../../types/api/composition'
import type { School, StudentProfile, Teacher, TeacherComment } from '../../types/api/composition'
import { forgetKept } from '../../src/stores/kept'
import type { ExposureList } from '../../types/api/community'
import type { Comment, CommentListData } from '../../types/api/interaction'
import SpecialsPage from '../../src/packages/channel/pages/specials'
import TopicsPage from '../../src/packages/channel/pages/topics'
import type { SpecialListItem, Topic } from '../../types/api/topics'
import type { AreaColumn } from '../../types/api/channel'
import SpecialPage from '../../src/packages/channel/pages/special'
import MorningPaper from '../../src/packages/epaper/pages/morning'
import type { EpaperDates, EpaperEdition } from '../../types/api/epaper'
import DiscoverTopicPage from '../../src/packages/bangbang/pages/discover-topic'
import type { DiscoverTopic, TopicWord } from '../../types/api/discover'
import type { SpecialInfo } from '../../types/api/topics'
import { FIRST_VIEW_ITEMS } from '../../src/components/ChunkedList'
import type { NewsDetail } from '../../types/api/news'
import { DATA_TYPE } from '../../types/api/common'
import type { BangPostDetail } from '../../types/api/community'
import type { ShopGoods } from '../../types/api/shop'
import type { PoliticsDetail } from '../../types/api/politics'
import type { QaAnswerDetail } from '../../types/api/qa'
import { setRequest, setRouterParams } from './support/taro'

/** an element as a tree of tags and classes (text, attributes and styles aside) */
interface Shape { tag: string; classes: string; children: Shape[] }
/** the classes Taro's H5 input adds to every input (the stand-in for @tarojs/components leaves them out) */
const TARO_INPUT_CLASSES = new Set(['taro-input-core', 'weui-input'])
const shape = (el: Element): Shape => ({
  tag: el.tagName.toLowerCase(),
  classes: [...el.classList].filter(c => !TARO_INPUT_CLASSES.has(c)).sort().join(' '),
  children: [...el.children].map(shape),
})
/** the first element of server-drawn markup */
const drawn = (html: string): Element => {
  const t = document.createElement('template')
  t.innerHTML = html
  return t.content.firstElementChild!
}
/** the subtree of `root` whose element has `cls` */
const part = (root: ParentNode, cls: string) => root.querySelector(`.${cls}`)!

const NOW = Date.parse('2026-11-22T12:00:00+08:00')
const item = (over: Partial<NewsItem>): NewsItem => ({
  id: 1, classId: 101, title: '示例新闻标题', imageUrl: ['http://x/a.jpg', 'http://x/b.jpg', 'http://x/c.jpg'],
  imageNum: 0, dataType: 3, showType: 0, targetUrl: '', pv: 12345, publishTime: '2026-11-22 10:00:00', isTop: 0, label: '独家',
  interactNum: 0, videoUrl: '', videoTime: '', isVideo: 0, topTitle: '', smallText: '', intro: '', customImage: '', ...over,
})

describe('the first paint draws what the components draw', () => {
  beforeAll(() => { jest.useFakeTimers({ now: NOW, advanceTimers: true }) })
  afterAll(() => { jest.useRealTimers() })

  it.each([
    ['text only (showType 0, with its label and count)', item({ showType: 0 })],
    ['three pictures (showType 1)', item({ showType: 1, imageNum: 5 })],
    ['one big picture with a video’s duration (showType 2)', item({ showType: 2, isVideo: 1, videoTime: '03:21' })],
    ['a small picture beside the title (showType 3)', item({ showType: 3, label: '' })],
    ['a picture set on the side (the default)', item({ showType: 4, dataType: 2, imageNum: 7, pv: 0 })],
  ])('NewsCard: %s', (_, news) => {
    const { container } = render(<NewsCard item={news} onOpen={jest.fn()} />)
    expect(shape(drawn(FIRST_PAINT_PARTS.newsCard(news, NOW)!))).toEqual(shape(container.firstElementChild!))
  })

  it.each([[5, 4, 2], [9, 5, 2], [3, 4, 1]])('ChannelMenu: %i entries, %i a row, %i rows', (n, linenum, showline) => {
    const subs: ChannelSub[] = Array.from({ length: n }, (_, i) => ({
      columnid: i === 0 ? 281 : 300 + i, columnname: `栏目${i}`, columnimg: `http://x/icon-${i}.png`, classname: '', showtype: 0, columnpath: '', apiurl: '', areacode: '',
    }))
    const { container } = render(<ChannelMenu items={subs} linenum={linenum} showline={showline} onSelect={jest.fn()} />)
    expect(shape(drawn(FIRST_PAINT_PARTS.channelMenu(subs, linenum, showline)))).toEqual(shape(part(container, 'channel-menu')))
  })

  it.each([[1], [3]])('BannerCarousel: %i slides (its first drawn)', n => {
    const banners = Array.from({ length: n }, (_, i) => item({ id: i + 1, title: `头条${i}`, imageUrl: [`http://x/banner-${i}.jpg`] }))
    const { container } = render(<BannerCarousel banners={banners} />)
    const app = part(container, 'banner-carousel')
    // the server draws the first slide only (the carousel's others come with the app)
    const slides = app.querySelectorAll('.sy-carousel__slide')
    slides.forEach((s, i) => { if (i > 0) s.remove() })
    expect(shape(drawn(FIRST_PAINT_PARTS.banner(banners.map(b => ({ image: b.imageUrl[0], title: b.title })))))).toEqual(shape(app))
  })

  const post = (over: Partial<DiscoverItem>): DiscoverItem => ({
    id: 7, classId: 20, content: '江北嘴的夜景，随手一拍', like: 12, commentCount: 3, pv: 2048, isDoLike: false, nickname: '山城拍客', userPic: 'http://x/me.png',
    userId: 9, time: '2026-11-22 09:00:00', images: ['http://x/p1.jpg', 'http://x/p2.jpg'], thumbs: ['http://x/t1.jpg', 'http://x/t2.jpg'], video: null,
    topic: { id: 3, title: '夜重庆' }, hotComments: [{ userName: '路人', sayText: '好看' }], official: null, underReview: false, mine: false, ...over,
  })
  it.each([
    ['two pictures, a topic and a hot comment', post({})],
    ['one picture, no topic, nothing said yet', post({ images: ['http://x/p1.jpg'], thumbs: ['http://x/t1.jpg'], topic: null, hotComments: [], like: 0, commentCount: 0 })],
    ['an official reply with its story', post({ official: { username: '上游新闻', content: '已转交相关部门', newsStruct: { id: 1, classId: 101, title: '后续报道' } } as unknown as DiscoverItem['official'] })],
  ])('DiscoverCard: %s', (_, p) => {
    const { container } = render(<DiscoverCard item={p} eager />)
    expect(shape(drawn(FIRST_PAINT_PARTS.discoverCard(p, NOW)))).toEqual(shape(part(container, 'discover-card')))
  })

  it('the 帮帮 tab: both previews, the tiles and the hotline', async () => {
    const home = {
      politics: [{ id: 1, title: '小区路灯不亮', status: '待受理', department: { id: 2, name: '市政局' }, overdue: true }],
      qa: [{ id: 5, question: '医保怎么异地备案？', replyNum: 2, answerer: '张记者', answererType: '记者' }, { id: 6, question: '周末去哪', replyNum: 0, answerer: '', answererType: '' }],
    } as unknown as BangHome
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: opts.url.includes('/v1/bangbang/home') ? home : null } }))
    configStore.global = { hotline: '966966', appPromotion: false } as GlobalConfig
    configStore.channels = [{ channelid: 1, channelname: '推荐' } as Channel]
    const { container } = render(<BangBangPage />)
    await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const app = part(container, 'bangbang')
    expect(app.querySelector('.bangbang__question')).not.toBeNull()
    const screen = { bang: home } as FirstScreen
    expect(shape(part(drawn(FIRST_PAINT_PARTS.bangScreen(screen, false, '966966')), 'bangbang'))).toEqual(shape(app))
  })

  const work = (over: Partial<RankedCard>): RankedCard => ({
    id: 3, title: '外婆的黄桷兰', summary: '每年五月，外婆都会在阳台上摘黄桷兰。', genre: '记叙文', gradeBand: 'middle', penName: '小雨点', studentId: 2,
    school: { id: 1, name: '枇杷山小学', district: '渝中区' }, grade: '四年级', status: 'printed', statusLabel: '已见报', cover: 'http://x/page.jpg',
    score: 93, views: 1520, likes: 40, comments: 6, time: '2026-11-20 10:00', printedIn: '2026年11月20日 第6版', rank: 1, value: 912, ...over,
  })
  it.each([
    ['printed, ranked first by popularity, with its page', work({}), 'popularity' as const],
    ['reviewed, ranked fifth by score, no picture', work({ status: 'reviewed', statusLabel: '已点评', rank: 5, cover: '' }), 'score' as const],
    ['not ranked, recommended, not yet scored', { ...work({ status: 'recommended', statusLabel: '编辑推荐', score: null }), rank: undefined, value: undefined } as unknown as RankedCard, undefined],
  ])('CompositionCard: %s', (_, c, ranked) => {
    const { container } = render(<CompositionCard item={c} ranked={ranked} onOpen={jest.fn()} />)
    expect(shape(drawn(FIRST_PAINT_PARTS.compositionCard(c, ranked)))).toEqual(shape(container.firstElementChild!))
  })

  const schoolBrief = { id: 1, name: '枇杷山小学', district: '渝中区' }
  const teacher = (id: number, over: Partial<Teacher> = {}): Teacher => ({ id, name: `王${id}`, avatar: `http://x/t${id}.jpg`, subject: '语文', school: schoolBrief, intro: '教了二十年语文。', reviews: 12, averageScore: 88, ...over })
  /** a composition page as the app draws it from `answers` (by path), beside the server's from the same */
  async function drawSection(Page: () => JSX.Element | null, id: number, answers: Record<string, unknown>): Promise<Element> {
    forgetKept()
    setRouterParams({ id: String(id) })
    setRequest(async (opts: { url: string }) => {
      const path = Object.keys(answers).find(p => opts.url.includes(`${p}?`) || opts.url.endsWith(p))
      return { statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: path ? answers[path] : { list: [], hasMore: false } } }
    })
    const { container } = render(<Page />)
    for (let i = 0; i < 4; i++) await act(async () => { await jest.runOnlyPendingTimersAsync() })
    return part(container, 'section-page')
  }
  const ctx = (answers: unknown[]) => ({ screen: { boot: { responses: {} } } as unknown as FirstScreen, answers, params: {} })
  /** a page's shape without what only the app draws (a list's footer) or names (a list's own chunk class) */
  const pageShape = (el: Element): Shape => {
    const copy = el.cloneNode(true) as Element
    copy.querySelectorAll('.list-footer').forEach(f => f.remove())
    const strip = (x: Shape): Shape => ({ ...x, classes: x.classes.split(' ').filter(c => !/^chunked\d+__chunk$/.test(c)).join(' '), children: x.children.map(strip) })
    return strip(shape(copy))
  }
  const pageText = (el: Element): string => {
    const copy = el.cloneNode(true) as Element
    copy.querySelectorAll('.list-footer').forEach(f => f.remove())
    return copy.textContent ?? ''
  }

  it.each([
    ['with works', [work({ id: 31 }), work({ id: 32, cover: '', status: 'reviewed', statusLabel: '已点评' })]],
    ['no public work yet', []],
  ])('a student\'s page: %s', async (_, works) => {
    const s: StudentProfile = { id: 9, penName: '小雨点', school: schoolBrief, grade: '四年级', gradeBand: 'primary' as StudentProfile['gradeBand'], works: works.length }
    const page = { list: works, hasMore: false }
    const app = await drawSection(StudentPage, 9 + works.length, { '/v1/composition/student': s, '/v1/composition/studentWorks': page })
    const drawnPage = FIRST_PAINT_PARTS.studentPage(s, NOW, ctx([s, page]))
    expect(drawnPage.title).toBe('小雨点')
    const server = drawn(drawnPage.body)
    expect(pageShape(server)).toEqual(pageShape(app))
    expect(pageText(server)).toBe(pageText(app))
  })

  it.each([
    ['with reviews and an average', teacher(5), [{ id: 1, teacher: teacher(5), score: 92, comment: '结尾有力。', highlights: [], time: '2026-11-20 10:00', composition: { id: 3, title: '外婆的黄桷兰', penName: '小雨点', grade: '四年级' } }]],
    ['no review yet, no intro', teacher(6, { intro: '', reviews: 0, averageScore: null }), []],
  ])('a teacher\'s page: %s', async (_, t, reviews) => {
    const page = { list: reviews as TeacherComment[], hasMore: false }
    const app = await drawSection(TeacherPage, t.id, { '/v1/composition/teacher': t, '/v1/composition/teacherComments': page })
    const drawnPage = FIRST_PAINT_PARTS.teacherPage(t, NOW, ctx([t, page]))
    expect(drawnPage.title).toBe(`${t.name}老师`)
    const server = drawn(drawnPage.body)
    expect(pageShape(server)).toEqual(pageShape(app))
    expect(pageText(server)).toBe(pageText(app))
  })

  it.each([
    ['with teachers and works', 7, [teacher(1), teacher(2, { averageScore: null }), teacher(3), teacher(4)], [work({ id: 41 })]],
    ['no teacher, no work yet', 8, [], []],
  ])('a school\'s page (not the reader\'s school): %s', async (_, id, teachers, works) => {
    const s: School = { ...schoolBrief, id, level: 'primary' as School['level'], levelLabel: '小学', badge: 'http://x/b.png', intro: id === 7 ? '百年老校。' : '', works: 20, recommended: 4, printed: 2, teachers: teachers.length }
    const answers = [s, { list: teachers, hasMore: false }, { list: works, hasMore: false }]
    const app = await drawSection(SchoolPage, id, { '/v1/composition/school': s, '/v1/composition/teachers': answers[1], '/v1/composition/list': answers[2] })
    const drawnPage = FIRST_PAINT_PARTS.schoolPage(s, NOW, ctx(answers))!
    expect(drawnPage.title).toBe(s.name)
    const server = drawn(drawnPage.body)
    expect(pageShape(server)).toEqual(pageShape(app))
    expect(pageText(server)).toBe(pageText(app))
  })

  const school = (id: number, over: Partial<RankedSchool> = {}): RankedSchool => ({ ...schoolBrief, id, level: 'primary' as School['level'], levelLabel: '小学', badge: `http://x/b${id}.png`, intro: '', works: 20, recommended: 4, printed: 2, teachers: 3, rank: id, value: 80 + id, ...over })
  const review = (id: number): TeacherComment => ({ id, teacher: teacher(id), score: 90, comment: `点评${id}`, highlights: [], time: '2026-11-20 10:00', composition: { id: 3, title: '外婆的黄桷兰', penName: '小雨点', grade: '四年级' } })
  it.each([
    ['with the lines the teacher marked', { ...review(7), highlights: ['黄桷兰的香味飘满了整条巷子', '外婆的手'] }],
    ['a comment alone', review(8)],
  ] as [string, TeacherComment][])('a published review (/composition/TeacherCommentDetail): %s', async (_, r) => {
    setRouterParams({ id: String(r.id) })
    const [server, app] = await beside(<TeacherCommentPage />, url => (url.includes('/v1/composition/teacherComment?') ? r : []),
      FIRST_PAINT_PARTS.routeDraw('compositionTeacherComment')(r as never, NOW, { screen: {} as FirstScreen, answers: [r], params: { id: String(r.id) } }) as string)
    alike(server, app)
  })
  const issue = (id: number): NewspaperIssueWithWorks => ({ id, date: '2026-11-20', page: 6, title: '小作家', edition: '重庆晨报', works: [work({ id: 50 + id })] } as unknown as NewspaperIssueWithWorks)
  it.each([
    ['the teachers', TeachersPage, '/v1/composition/teachers', [1, 2, 3, 4, 5].map(i => teacher(i))],
    ['the teachers\' reviews', TeacherCommentsPage, '/v1/composition/teacherComments', [1, 2].map(review)],
    ['the printed pages', NewspapersPage, '/v1/composition/newspapers', [1, 2, 3].map(issue)],
    ['the schools\' ranking', SchoolsPage, '/v1/composition/schoolRank', [1, 2, 3, 4].map(i => school(i))],
  ])('作文\'s list page: %s, its first view', async (_, Page, path, list) => {
    // (jsdom lays nothing out: the tab strip's scroll to its active tab has nothing to do)
    if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined
    const app = await drawSection(Page as () => JSX.Element, 1, { [path]: { list, hasMore: false } })
    const route = { '/v1/composition/teachers': 'compositionTeachers', '/v1/composition/teacherComments': 'compositionTeacherComments', '/v1/composition/newspapers': 'compositionNewspapers', '/v1/composition/schoolRank': 'compositionSchools' }[path]
    const html = FIRST_PAINT_PARTS.routeDraw(route as never)({ list } as never, NOW, ctx([{ list }])) as string
    const server = drawn(html)
    // the first view (a screen of items; the app draws the rest a task later)
    const items = (root: Element) => [...root.querySelectorAll('.chunked-list__chunk > *')].slice(0, server.querySelectorAll('.chunked-list__chunk > *').length)
    expect(items(server).length).toBeGreaterThan(1)
    expect(items(server).map(shape)).toEqual(items(app).map(shape))
    expect(items(server).map(i => i.textContent)).toEqual(items(app).map(i => i.textContent))
    expect([...server.children].map(c => c.className)).toEqual([...app.children].filter(c => !c.classList.contains('list-footer')).map(c => c.className))
  })

  it('the 作文 channel\'s top: its entries, its links and the week\'s 人气榜', async () => {
    const home = { popular: [work({}), work({ id: 4, rank: 2, cover: '' })], highScore: [], recommended: [], latestIssue: null, schools: [], teachers: [] } as CompositionHome
    setRequest(async (opts: { url: string }) => ({
      statusCode: 200, header: {},
      data: { statusCode: 200, message: 'ok', data: opts.url.includes('/v1/composition/home') ? home : { list: [], hasMore: false } },
    }))
    const { container } = render(<CompositionChannel />)
    await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const app = part(container, 'composition-home')
    expect(app.querySelector('.composition-card')).not.toBeNull()
    const server = drawn(FIRST_PAINT_PARTS.compositionTop(home.popular))
    // the server draws the top (entries, links, the ranking); the app goes on below it
    expect(shape(server).children).toEqual(shape(app).children.slice(0, 3))
    expect(shape(server).classes).toBe(shape(app).classes)
  })
  it('渝农\'s top: the farming forecast, today\'s prices and the section\'s entries', async () => {
    const forecast: FarmForecast = {
      area: '重庆市', adcode: '500000', days: [
        { date: '2026-11-22', week: 7, dayWeather: '阴', nightWeather: '阴', dayTemp: 15, nightTemp: 13, advice: ['适宜田间管理：中耕除草，移栽定植'] },
        { date: '2026-11-23', week: 1, dayWeather: '中雨', nightWeather: '小雨', dayTemp: 17, nightTemp: 11, advice: ['雨前抢收', '清沟排水'] },
      ],
    }
    const home: RuralHome = {
      tabs: [{ id: 1, name: '今日价格', kind: 'prices', columnId: null, children: [] }, { id: 2, name: '种植', kind: 'column', columnId: 1601, children: [] }],
      prices: {
        market: { id: 1, name: '双福国际农贸城', district: '江津区' }, markets: [], day: '2026-11-22', list: [
          { productId: 1, product: '猪肉（白条）', category: 'meat', unit: '元/斤', marketId: 1, market: '双福国际农贸城', price: 11.27, change: -0.33, day: '2026-11-22' },
          { productId: 2, product: '鸡蛋', category: 'meat', unit: '元/斤', marketId: 1, market: '双福国际农贸城', price: 4.31, change: 0, day: '2026-11-22' },
          { productId: 3, product: '大白菜', category: 'vegetable', unit: '元/斤', marketId: 1, market: '双福国际农贸城', price: 1.17, change: 0.2, day: '2026-11-22' },
        ],
      },
    } as unknown as RuralHome
    setRequest(async (opts: { url: string }) => ({
      statusCode: 200, header: {},
      data: { statusCode: 200, message: 'ok', data: opts.url.includes('/v1/rural/forecast') ? forecast : { list: [], hasMore: false } },
    }))
    // the tab strip below scrolls its active tab into view, which jsdom cannot
    Element.prototype.scrollTo ??= () => undefined
    const { container } = render(<RuralSection home={home} />)
    await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const app = part(container, 'rural-section')
    expect(app.querySelector('.farm-forecast__day')).not.toBeNull()
    const server = drawn(FIRST_PAINT_PARTS.ruralTop(home, forecast))
    // the server draws what is above the tabs; the app goes on below it
    expect(shape(server).children).toEqual(shape(app).children.slice(0, 3))
    expect(shape(server).classes).toBe(shape(app).classes)
    // /yu-nong/rural, the section's home as a page, draws the same top from the answers its route declares
    expect(FIRST_PAINT_PARTS.routeDraw('ruralHome')(home as never, NOW, { screen: {} as FirstScreen, answers: [home, forecast], params: {} })).toBe(server.outerHTML)

    // and where its first tab lists the news column whose stories the page carries: the tabs, and its first stories
    forgetKept()
    const stories = [1, 2, 3, 4, 5].map(i => item({ id: 60 + i, showType: i === 2 ? 1 : 3 }))
    const newsFirst = { ...home, tabs: [...home.tabs].reverse() }
    setRequest(async (opts: { url: string }) => ({
      statusCode: 200, header: {},
      data: { statusCode: 200, message: 'ok', data: opts.url.includes('/v1/rural/forecast') ? forecast : opts.url.includes('/column/list') ? { list: stories, hasMore: true } : { list: [], hasMore: false } },
    }))
    const withTabs = render(<RuralSection home={newsFirst} />)
    for (let i = 0; i < 3; i++) await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const page = drawn(FIRST_PAINT_PARTS.routeDraw('ruralHome')(newsFirst as never, NOW, {
      screen: { boot: { responses: {}, shared: [] } } as unknown as FirstScreen, answers: [newsFirst, forecast, { list: stories }], params: {},
    }) as string)
    const appTabs = part(withTabs.container, 'rural-section__tabs')
    const serverTabs = part(page, 'rural-section__tabs')
    expect(shape(serverTabs.children[0])).toEqual(shape(appTabs.children[0]))
    expect(serverTabs.children[0].textContent).toBe(appTabs.children[0].textContent)
    const firstCards = (root: Element) => [...root.querySelectorAll('.news-card')].slice(0, 3)
    expect(firstCards(serverTabs).map(shape)).toEqual(firstCards(appTabs).map(shape))
    expect(firstCards(serverTabs).map(c => c.textContent)).toEqual(firstCards(appTabs).map(c => c.textContent))
    expect(shape(page).classes).toBe(shape(part(withTabs.container, 'rural-section')).classes)
  })
  it('the promo bar of a news page, with its menu button', () => {
    configStore.global = { hotline: '966966', appPromotion: true } as GlobalConfig
    Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', configurable: true })
    const { container } = render(<PromoBar contentType={3} />)
    expect(shape(drawn(FIRST_PAINT_PARTS.promoBar()))).toEqual(shape(container.firstElementChild!))
  })
  it('a /CoolVideo slide before the reader plays it', () => {
    const v = item({ id: 7, dataType: 8, isVideo: 1, videoUrl: 'http://x/v.mp4', videoTime: '00:12', interactNum: 3 })
    const { container } = render(<CoolVideoSlide item={v} active near started={false} onStart={jest.fn()} />)
    expect(shape(drawn(FIRST_PAINT_PARTS.coolVideoSlide(v)))).toEqual(shape(container.firstElementChild!))
  })
  it('NewsCard in the site\'s picture mode: a text card, as the server draws it', () => {
    configStore.init = { pictureMode: true } as InitData
    try {
      const news = item({ showType: 1, imageNum: 5 })
      const { container } = render(<NewsCard item={news} onOpen={jest.fn()} />)
      expect(container.querySelector('.news-card--text')).not.toBeNull()
      expect(container.querySelector('img')).toBeNull()
      expect(shape(drawn(FIRST_PAINT_PARTS.newsCard({ ...news, showType: 0 }, NOW)!))).toEqual(shape(container.firstElementChild!))
    } finally {
      configStore.init = null
    }
  })

  // (issue 30) the pages a shared link opens: the server draws the page's first children as the app does
  const question = {
    id: 1, userPic: 'http://x/u.jpg', nickname: '热心市民', time: '2026-11-20 09:30:00', replyNum: 1, region: '渝中区', questionRegion: '渝中区',
    isShowReply: true, status: '已答复', title: '小区路灯不亮', content: '解放碑附近的小区路灯坏了一个月。', questionImageAttachments: ['http://x/1.jpg', 'http://x/2.jpg'],
    questionImageThumbs: ['http://x/1s.jpg', 'http://x/2s.jpg'], questionvideoAttachments: null,
  }
  const politics = (over: Partial<PoliticsDetail>): PoliticsDetail => ({
    header: question, statusCode: 'replied', statusReason: '', duplicateOf: null, overdue: false, deadline: '', readNum: 1520, underReview: false,
    department: { id: 2, name: '市政局', avatar: 'http://x/d.jpg', intro: '', acceptHours: 24, replyDays: 5, questionNum: 12, replyRate: 0.9, avgReplyHours: 30, satisfaction: 4.5, ratingNum: 3 },
    events: [{ status: '已提交', actor: '热心市民', note: '', time: '2026-11-20 09:30:00' }], replies: [{ id: 1, department: '市政局', content: '已修复。', time: '2026-11-21 10:00:00' }],
    rating: null, reopened: false, can: { handle: false, reply: false, rate: false, reopen: false }, complaint: null,
    doLike: { isLike: false, likeNum: 3 }, disclaimer: '本内容由网友发布', ...over,
  } as PoliticsDetail)
  /** the page as the app draws it from `answer` (the first answer its route declares) and the rest empty */
  async function drawPage(Page: () => JSX.Element | null, path: string, answer: unknown, params = { id: '1' }): Promise<HTMLElement> {
    setRouterParams(params)
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: opts.url.includes(path) ? answer : opts.url.includes('comment') ? { list: [], hasMore: false, total: 0 } : [] } }))
    configStore.global = { hotline: '966966', appPromotion: true } as GlobalConfig
    configStore.channels = [{ channelid: 1, channelname: '推荐' } as Channel]
    const { container } = render(<Page />)
    await act(async () => { await jest.runOnlyPendingTimersAsync() })
    return container
  }
  /** the server's page body against the app's: the same element, its children the app's first ones */
  const sameStart = (server: Element, app: Element) => {
    const s = shape(server)
    const a = shape(app)
    expect({ ...s, children: [] }).toEqual({ ...a, children: [] })
    expect(s.children.length).toBeGreaterThan(2)
    expect(s.children).toEqual(a.children.slice(0, s.children.length))
  }

  it.each([
    ['answered, with pictures', politics({})],
    ['waiting past its time limit, with its deadline, no pictures', politics({ statusCode: 'pending', header: { ...question, status: '待受理', questionImageThumbs: [], questionImageAttachments: [] }, overdue: true, deadline: '2026-11-21 09:30' })],
    ['declined as a duplicate, with its reason', politics({ statusCode: 'duplicate', header: { ...question, status: '重复问题' }, statusReason: '已有相同问题', duplicateOf: 3 })],
  ])('a 问政 question\'s page: %s', async (_, d) => {
    const container = await drawPage(PoliticsDetailPage, '/wenzheng/getDetail', d)
    sameStart(drawn(FIRST_PAINT_PARTS.politicsDetail(d)!), part(container, 'politics-detail'))
    // and its frame: the top bar and the promo bar as PageShell draws them
    const frame = drawn(FIRST_PAINT_PARTS.pageFrame('politicsDetail', { promo: true, topBar: true, now: NOW }, ''))
    const shell = part(container, 'page-shell')
    expect(shape(frame).children).toEqual(shape(shell).children.filter(c => /top-bar|promo-bar/.test(c.classes)))
    expect(shape(shell).children.filter(c => /top-bar|promo-bar/.test(c.classes)).length).toBe(2)
  })

  const answerDetail = (over: Partial<QaAnswerDetail['answer']>, header: Partial<QaAnswerDetail['header']> = {}): QaAnswerDetail => ({
    header: { ...question, isShowReply: false, status: '答', title: '', userId: 5, target: null, readNum: 320, ...header },
    doLike: { isLike: false, likeNum: 2 }, selfDiscipline: '文明发言', report: '发现违规内容请举报', disclaimer: '本内容由网友发布',
    userInfo: { time: '2026-11-21 10:00:00' }, content: '可以在医保局网站备案。',
    answer: {
      answerId: 7, questionId: 1, userid: 9, userPic: 'http://x/a.jpg', username: '张记者', introduction: '', job: '上游新闻记者', userType: '记者', userTypeCode: 'reporter',
      isJump: true, content: '可以在医保局网站备案。', attachmentPic: ['http://x/3s.jpg'], attachmentPicFull: ['http://x/3.jpg'], attachmentVideoLink: '', attachmentVideo: '',
      attachmentVideoInfo: null, time: '2026-11-21 10:00:00', region: '江北区', likeNum: 2, commentNum: 0, pinned: true, ...over,
    },
  } as unknown as QaAnswerDetail)
  it.each([
    ['a journalist\'s pinned answer with a picture, under a question with pictures', answerDetail({})],
    ['a reader\'s answer, no picture, under a question put to an expert', answerDetail({ userType: '', userTypeCode: null, attachmentPic: [], attachmentPicFull: [], pinned: false, job: '', likeNum: 0 },
      { questionImageThumbs: [], questionImageAttachments: [], target: { userid: 3, username: '李专家', userType: '专家' } as QaAnswerDetail['header']['target'] })],
  ])('an answer\'s page: %s', async (_, d) => {
    const container = await drawPage(QaDetailPage, '/wenda/getAnswerDetail', d)
    sameStart(drawn(FIRST_PAINT_PARTS.qaDetail(d, NOW)!), part(container, 'qa-detail'))
  })

  // a question's page: the question whole, its first answers cut short, as a visitor sees them
  const questionPage = (list: QaAnswerDetail['answer'][], header: Partial<QaAnswerDetail['header']> = {}): QaQuestionPage => ({
    header: { ...answerDetail({}).header, replyNum: list.length, ...header }, list, hasMore: false, can: { answer: false, pin: false, reply: false },
  } as QaQuestionPage)
  it.each([
    ['a journalist\'s pinned answer with four pictures, then readers\' (three drawn of four)', questionPage([
      answerDetail({ attachmentPic: ['http://x/1s.jpg', 'http://x/2s.jpg', 'http://x/3s.jpg', 'http://x/4s.jpg'], attachmentPicFull: ['http://x/1.jpg', 'http://x/2.jpg', 'http://x/3.jpg', 'http://x/4.jpg'] }).answer,
      answerDetail({ answerId: 8, userType: '', userTypeCode: null, attachmentPic: [], attachmentPicFull: [], pinned: false, job: '', likeNum: 0, commentNum: 3 }).answer,
      answerDetail({ answerId: 9, pinned: false }).answer, answerDetail({ answerId: 10, pinned: false }).answer,
    ])],
    ['no answer yet, a question with no picture', questionPage([], { questionImageThumbs: [], questionImageAttachments: [] })],
  ])('a question\'s page (/BangBang/QA/list): %s', async (_, d) => {
    const container = await drawPage(QaListPage, '/wenda/getAnswerListById', d)
    const server = drawn(FIRST_PAINT_PARTS.routeDraw('QAList')(d as never, NOW, { screen: {} as FirstScreen, answers: [d], params: { id: '1' } }) as string)
    const app = part(container, 'qa-list')
    sameStart(server, app)
    expect(server.children).toHaveLength(2 + Math.max(1, Math.min(d.list.length, 3)))
    expect([...server.children].map(c => c.textContent)).toEqual([...app.children].slice(0, server.children.length).map(c => c.textContent))
  })

  it.each([
    ['more comments than its hot two, a topic and pictures', 5],
    ['two comments, no link to all', 2],
  ])('a 发现 post\'s page: %s', async (_, commentCount) => {
    const d = { item: { ...post({}), commentCount }, commentCount }
    const container = await drawPage(DiscoverDetailPage, '/v1/quan/getDetail', d)
    sameStart(drawn(FIRST_PAINT_PARTS.discoverDetail(d, NOW)!), part(container, 'discover-detail'))
  })

  const goods = (over: Partial<ShopGoods>): ShopGoods => ({
    id: 1, title: '洪崖洞夜景观光券', kind: 'ticket', category: '门票', cover: 'http://x/g.jpg', description: '凭券入园一次。', merchant: '洪崖洞景区', price: 300, stock: 12, perUser: 2, ...over,
  })
  it.each([
    ['a ticket with a limit and its merchant', goods({})],
    ['a physical good, sold out, no limit, no merchant', goods({ kind: 'physical', stock: 0, perUser: 0, merchant: '' })],
  ])('a goods page: %s', async (_, g) => {
    const container = await drawPage(GoodsPage, '/v1/shop/goods/detail', g)
    const app = part(container, 'goods')
    // the whole page, its button included
    expect(shape(drawn(FIRST_PAINT_PARTS.goodsDetail(g)))).toEqual(shape(app))
  })

  const bangPost = (over: Partial<BangPostDetail>): BangPostDetail => ({
    id: 1, kind: 'community', community: { id: 2, name: '解放碑社区' }, userid: 4, username: '王阿姨', userPic: 'http://x/w.jpg', content: '楼下的垃圾站每天早上很吵。',
    images: ['http://x/p1s.jpg', 'http://x/p2s.jpg'], imagesFull: ['http://x/p1.jpg', 'http://x/p2.jpg'], region: '渝中区', time: '2026-11-21 08:00:00', status: 1, statusText: '已回复',
    likeNum: 3, commentNum: 1, readNum: 88, handler: { userid: 9, username: '李网格员', title: '网格员', reply: '已联系环卫调整时间。', time: '2026-11-21 10:00:00' },
    doLike: { isLike: false, likeNum: 3 }, can: { handle: false, solve: false, remove: false }, selfDiscipline: '文明发言', report: '发现违规内容请举报', ...over,
  } as BangPostDetail)
  it.each([
    ["a community's post with its answer and pictures", bangPost({})],
    ['an exposure waiting for a journalist, no pictures, no community', bangPost({ kind: 'exposure', community: null, images: [], imagesFull: [], status: 0, statusText: '待核实', handler: null, region: '' })],
  ])('a 社区 post\'s page: %s', async (_, d) => {
    const container = await drawPage(PostDetailPage, '/api/bangbang/post/detail', d)
    sameStart(drawn(FIRST_PAINT_PARTS.postDetail(d, NOW)!), part(container, 'post-detail'))
  })

  it.each([
    ['its exposures: one followed up with pictures, one waiting, one solved', [
      bangPost({ id: 11, kind: 'exposure', community: null, images: ['http://x/1.jpg', 'http://x/2.jpg', 'http://x/3.jpg', 'http://x/4.jpg'], handler: { userid: 9, username: '张记者', userPic: '', title: '', reply: '已联系城管。', time: '2026-11-21 10:00:00' }, statusText: '记者跟进中' }),
      bangPost({ id: 12, kind: 'exposure', community: null, images: [], imagesFull: [], status: 0, statusText: '待核实', handler: null, likeNum: 0, commentNum: 0 }),
      bangPost({ id: 13, kind: 'exposure', community: null, status: 2, statusText: '已解决' }),
    ]],
    ['none yet', []],
  ])('曝光台 (/BangBang/exposure/index): %s', async (_, posts) => {
    const d: ExposureList = { list: posts, hasMore: false, counts: { all: posts.length, handled: 1, solved: posts.length > 0 ? 1 : 0 } }
    forgetKept()
    setRouterParams({})
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: opts.url.includes('/api/bangbang/comment/bangbanglist') ? d : [] } }))
    const { container } = render(<ExposurePage />)
    for (let i = 0; i < 3; i++) await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const server = drawn(`<div>${FIRST_PAINT_PARTS.exposureScreen(d, NOW)}</div>`)
    const shell = part(container, 'page-shell')
    const app = [...shell.children].filter(c => !/top-bar|promo-bar|list-footer/.test(c.className))
    // the intro and the tabs; the list (the app's first chunk holds more than the server's first view); 我要曝光
    expect([...server.children].slice(0, 2).map(shape)).toEqual(app.slice(0, 2).map(shape))
    expect(server.children[1].textContent).toBe(app[1].textContent)
    const cards = (root: Element) => [...root.querySelectorAll('.post-card')].slice(0, 2)
    expect(cards(server).map(shape)).toEqual(cards(shell).map(shape))
    expect(cards(server).map(c => c.textContent)).toEqual(cards(shell).map(c => c.textContent))
    expect(shape(server.children[server.children.length - 1])).toEqual(shape(app[app.length - 1]))
    if (posts.length === 0) expect(shape(part(server, 'empty-state'))).toEqual(shape(part(shell, 'empty-state')))
  })

  it.each([
    ['its newest posts', [post({ id: 71 }), post({ id: 72, thumbs: [], images: [] }), post({ id: 73 })]],
    ['nobody has spoken yet', []],
  ])('农民说 (/yu-nong/farmer-talk): %s', async (_, posts) => {
    forgetKept()
    setRouterParams({})
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: opts.url.includes('/v1/rural/talk/list') ? { list: posts, hasMore: false } : [] } }))
    const { container } = render(<FarmerTalkPage />)
    for (let i = 0; i < 3; i++) await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const server = drawn(`<div>${FIRST_PAINT_PARTS.farmerTalk({ list: posts }, NOW)}</div>`)
    const shell = part(container, 'page-shell')
    const app = [...shell.children].filter(c => !/top-bar|promo-bar|list-footer/.test(c.className))
    expect([...server.children].slice(0, 2).map(shape)).toEqual(app.slice(0, 2).map(shape))
    expect([...server.children].slice(0, 2).map(c => c.textContent)).toEqual(app.slice(0, 2).map(c => c.textContent))
    const cards = (root: Element) => [...root.querySelectorAll('.discover-card')].slice(0, 2)
    expect(cards(server)).toHaveLength(posts.length > 0 ? 2 : 0)
    expect(cards(server).map(shape)).toEqual(cards(shell).map(shape))
    expect(shape(server.children[server.children.length - 1])).toEqual(shape(app[app.length - 1]))
    expect(server.children[2].className).toBe(app[2].className)
  })

  it.each([
    ['its newest questions: answered and overdue, waiting', [
      { id: 1, title: '小区门口的路灯坏了', status: '已答复', statusCode: 3, replyContent: '已安排维修。', readNum: 12345, pv: 0, department: { id: 2, name: '市城市管理局' }, region: '渝中区', time: '2026-11-20 09:30:00', overdue: true },
      { id: 2, title: '公交站台没有遮雨棚', status: '待受理', statusCode: 0, replyContent: '', readNum: 8, pv: 0, department: { id: 3, name: '市交通局' }, region: '', time: '2026-11-21 10:00:00', overdue: false },
    ]],
    ['nobody has asked yet', []],
  ] as unknown as [string, PoliticsListItem[]][])('问政 (/BangBang/politics/index): %s', async (_, list) => {
    forgetKept()
    setRouterParams({})
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: opts.url.includes('/v1/bangbang/wenzheng/getNewList') ? list : [] } }))
    if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined
    const { container } = render(<PoliticsIndexPage />)
    for (let i = 0; i < 3; i++) await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const server = drawn(`<div>${FIRST_PAINT_PARTS.routeDraw('politicsIndex')(list as never, NOW, { screen: {} as FirstScreen, answers: [list], params: {} })}</div>`)
    const shell = part(container, 'page-shell')
    const app = [...shell.children].filter(c => !/top-bar|promo-bar|list-footer/.test(c.className))
    const strip = (x: Shape): Shape => ({ ...x, classes: x.classes.split(' ').filter(c => !/^chunked\d+__chunk$/.test(c)).join(' '), children: x.children.map(strip) })
    expect([...server.children].map(c => strip(shape(c)))).toEqual(app.map(c => strip(shape(c))))
    expect(server.textContent).toBe(app.map(c => c.textContent).join(''))
  })

  // 问答's lists: its page, a whole list of questions, 乡村帮帮
  const qaQuestion = (id: number, over: Partial<QaQuestionItem> = {}): QaQuestionItem => ({
    id, questionId: id, question: `问题${id}：社保卡丢了怎么补办？`, title: '', nickname: '读者', userPic: 'http://x/u.jpg', time: '2026-11-21 10:00:00', region: '渝中区',
    replyNum: 3, readNum: 12345, pv: 0, likeNum: 0, titleImage: '', hasVideo: false, answer: '带身份证去社保窗口。', answerer: '张记者', answererType: '记者', target: '',
    topTitle: '', reply: '', ...over,
  })
  const member = (userid: number, over: Partial<QaMember> = {}): QaMember => ({
    userid, username: `答主${userid}`, userPic: 'http://x/m.jpg', introduction: '专注社保政策', job: '律师', userType: '专家', userTypeCode: 'expert', isJump: true, answerNum: 12, ...over,
  } as QaMember)
  const QUESTIONS = [
    qaQuestion(1, { titleImage: 'http://x/q1.jpg', hasVideo: true, topTitle: '问张记者', reply: '已经帮你问过了。', target: '张记者' }),
    qaQuestion(2, { answer: '', answerer: '', answererType: '' }),
    qaQuestion(3, { answererType: '', category: '种植' }),
    qaQuestion(4), qaQuestion(5),
  ]
  /** the page as the app draws it beside the server's, from the same answers, once its first answers are in */
  async function beside(page: JSX.Element, answer: (url: string) => unknown, server: string): Promise<[Element, Element[]]> {
    forgetKept()
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: answer(opts.url) } }))
    if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined
    const { container } = render(page)
    for (let i = 0; i < 3; i++) await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const shell = part(container, 'page-shell')
    return [drawn(`<div>${server}</div>`), [...shell.children].filter(c => !/top-bar|promo-bar|list-footer/.test(c.className))]
  }
  /** the trees alike (ChunkedList's chunks after its first view are the app's), and the texts */
  const strip = (x: Shape): Shape => ({ ...x, classes: x.classes.split(' ').filter(c => !/^chunked\d+__chunk$/.test(c)).join(' '), children: x.children.map(strip) })
  const firstView = (root: Element): Element => {
    const copy = root.cloneNode(true) as Element
    const lists = [...(copy.matches('.chunked-list') ? [copy] : []), ...copy.querySelectorAll('.chunked-list')]
    lists.forEach(l => [...l.children].slice(1).forEach(c => c.remove()))
    // (a list's footer, under its first page, is the app's)
    copy.querySelectorAll('.list-footer').forEach(f => f.remove())
    return copy
  }
  const alike = (server: Element, app: Element[]) => {
    expect([...server.children].map(c => strip(shape(firstView(c))))).toEqual(app.map(c => strip(shape(firstView(c)))))
    expect([...server.children].map(c => firstView(c).textContent)).toEqual(app.map(c => firstView(c).textContent))
  }

  it.each([
    ['reporters, answerers, hot and latest questions', { hot: QUESTIONS.slice(0, 3), latestAnswers: [], reporters: [member(1, { userType: '记者', userTypeCode: 'reporter' })], answerers: [1, 2, 3, 4, 5].map(i => member(10 + i)) }, QUESTIONS],
    ['nobody joined, nobody asked', { hot: [], latestAnswers: [], reporters: [], answerers: [] }, []],
  ] as [string, QaHome, QaQuestionItem[]][])('问答 (/BangBang/QA/index): %s', async (_, home, latest) => {
    setRouterParams({})
    const answers = [home, latest]
    const [server, app] = await beside(<QaIndexPage />, url => (url.includes('/wenda/index') ? home : url.includes('getNewQuestionList') ? latest : []),
      FIRST_PAINT_PARTS.routeDraw('QAIndex')(home as never, NOW, { screen: {} as FirstScreen, answers, params: {} }) as string)
    alike(server, app)
    expect(server.querySelectorAll('.qa-card')).toHaveLength(Math.min(home.hot.length, 3) + Math.min(latest.length, FIRST_VIEW_ITEMS))
  })

  it.each([
    ['today\'s hot (type 1)', '1', QUESTIONS],
    ['the latest (type 2), none', '2', []],
  ] as [string, string, QaQuestionItem[]][])('问答\'s whole lists (/BangBang/QA/moreList): %s', async (_, type, list) => {
    setRouterParams({ type })
    const asked: string[] = []
    const [server, app] = await beside(<QaMoreListPage />, url => { asked.push(url); return list },
      (FIRST_PAINT_PARTS.routeDraw('QAMoreList')(list as never, NOW, { screen: {} as FirstScreen, answers: [list], params: { type } }) as { body: string }).body)
    alike(server, app)
    expect(asked.some(u => u.includes(type === '2' ? 'getNewQuestionList' : 'getHotQuestionList'))).toBe(true)
  })

  it.each([
    ['experts and questions', [member(21), member(22, { introduction: '' }), member(23), member(24)], QUESTIONS],
    ['no experts, no questions', [], []],
  ] as [string, QaMember[], QaQuestionItem[]][])('乡村帮帮 (/yu-nong/country-bangbang): %s', async (_, experts, list) => {
    setRouterParams({})
    const answers = [experts, { list, hasMore: false }]
    const [server, app] = await beside(<CountryBangBangPage />, url => (url.includes('/rural/qa/experts') ? experts : url.includes('/rural/qa/list') ? { list, hasMore: false } : []),
      FIRST_PAINT_PARTS.routeDraw('ruralQa')(experts as never, NOW, { screen: {} as FirstScreen, answers, params: {} }) as string)
    alike(server, app)
  })

  const community = (id: number, over: Partial<Community> = {}): Community => ({
    id, name: `社区${id}`, district: '渝中区', address: '解放碑街道', intro: '', memberNum: 120, postNum: 36, workers: [], ...over,
  })
  it.each([
    ['communities to join (four of five drawn), posts with answers and pictures', {
      mine: null, role: null, communities: [1, 2, 3, 4, 5].map(i => community(i)), hasMore: true,
      latest: [bangPost({ id: 21 }), bangPost({ id: 22, images: [], imagesFull: [], handler: null, status: 0, statusText: '待回复' }), bangPost({ id: 23 }), bangPost({ id: 24 }), bangPost({ id: 25 })],
    }],
    ['no community yet, nobody has posted', { mine: null, role: null, communities: [], latest: [], hasMore: false }],
  ] as unknown as [string, CommunityHome][])('社区 (/BangBang/community/index): %s', async (_, home) => {
    setRouterParams({})
    const [server, app] = await beside(<CommunityPage />, url => (url.includes('/groupownet/home') ? home : []),
      FIRST_PAINT_PARTS.routeDraw('communityIndex')(home as never, NOW, { screen: {} as FirstScreen, answers: [home], params: {} }) as string)
    alike(server, app)
    expect(server.querySelectorAll('.community__tile')).toHaveLength(Math.min(home.communities.length, 4))
  })

  it.each([
    ['recommended accounts over their newest stories (four of five drawn)', [1, 2, 3].map(i => ({ id: i, name: `上游号${i}`, avatar: 'http://x/p.jpg', intro: '', fansNum: 12345 * i, articleNum: 8, classId: 600 + i })),
      [1, 2, 3, 4, 5].map(i => ({ ...item({ id: 40 + i, showType: i % 2 ? 3 : 0 }), provider: { id: i, name: `上游号${i}`, avatar: 'http://x/p.jpg' } }))],
    ['no account recommended, nothing published', [], []],
  ] as [string, ProviderAccount[], ProviderNewsItem[]][])('上游号 (/ShangyouPage): %s', async (_, accounts, feed) => {
    setRouterParams({})
    const [server, app] = await beside(<ProvidersPage />, url => (url.includes('getRecommendList') ? accounts : url.includes('getHeadPage') ? feed : []),
      FIRST_PAINT_PARTS.routeDraw('ShangyouPage')(accounts as never, NOW, { screen: { boot: { responses: {}, shared: [] } } as unknown as FirstScreen, answers: [accounts, feed], params: {} }) as string)
    alike(server, app)
    expect(server.querySelectorAll('.provider-feed')).toHaveLength(Math.min(feed.length, 4))
  })

  it.each([
    ['banners, categories and goods (one sold out), for a visitor', {
      list: [1, 2, 3, 4, 5].map(i => ({ ...goods({ id: i, title: `商品${i}` }), stock: i === 2 ? 0 : 5 })), hasMore: true,
      categories: ['美食', '门票'], banners: [{ goodsId: 1, title: '洪崖洞夜景', image: 'http://x/b1.jpg' }, { goodsId: 2, title: '火锅券', image: 'http://x/b2.jpg' }],
    }],
    ['no banner, no category, no goods', { list: [], hasMore: false, categories: [], banners: [] }],
  ] as unknown as [string, ShopGoodsPage][])('积分商城 (/AccumulatedPoints/index): %s', async (_, page) => {
    setRouterParams({})
    const [server, app] = await beside(<PointsIndexPage />, url => (url.includes('/v1/shop/goods') ? page : []),
      FIRST_PAINT_PARTS.routeDraw('PointsIndex')(page as never, NOW, { screen: {} as FirstScreen, answers: [page], params: {} }) as string)
    // (the banner's other slides come with the app a moment later)
    app.forEach(root => root.querySelectorAll('.sy-carousel__slide').forEach((s, i) => { if (i > 0) s.remove() }))
    alike(server, app)
    expect(server.querySelectorAll('.goods-card')).toHaveLength(page.list.length)
  })

  // 作文's lists of works: every work, the editor's picks, a ranking (a reader who has not chosen a school)
  const WORKS = [1, 2, 3, 4, 5].map(i => work({ id: 30 + i, rank: i, cover: i === 2 ? '' : `http://x/w${i}.jpg`, status: i === 3 ? 'reviewed' : 'printed' }))
  it.each([
    ['every work (/composition/List)', 'compositionList', WorksListPage, '/v1/composition/list', WORKS],
    ['the editor\'s picks (/composition/RecommendList)', 'compositionRecommendList', RecommendListPage, '/v1/composition/recommendList', WORKS.slice(0, 2)],
    ['every work, none yet', 'compositionList', WorksListPage, '/v1/composition/list', []],
  ] as [string, 'compositionList' | 'compositionRecommendList', () => JSX.Element, string, RankedCard[]][])('作文\'s works: %s', async (_, route, Page, path, list) => {
    setRouterParams({})
    const [server, app] = await beside(<Page />, url => (url.includes(path) ? { list, hasMore: false } : []),
      FIRST_PAINT_PARTS.routeDraw(route)({ list } as never, NOW, { screen: {} as FirstScreen, answers: [{ list }], params: {} }) as string)
    alike(server, app)
  })
  it.each([
    ['人气榜 (type=rank): this week', { type: 'rank' }, WORKS],
    ['高分榜 (type=start): of all time, none yet', { type: 'start' }, []],
  ] as [string, Record<string, string>, RankedCard[]][])('作文\'s rankings (/composition/RankList): %s', async (_, params, list) => {
    setRouterParams(params)
    const asked: string[] = []
    const [server, app] = await beside(<RankListPage />, url => { asked.push(url); return url.includes('/v1/composition/rank') ? { list, hasMore: false, period: 'week' } : [] },
      (FIRST_PAINT_PARTS.routeDraw('compositionRankList')({ list } as never, NOW, { screen: {} as FirstScreen, answers: [{ list }], params }) as { body: string }).body)
    alike(server, app)
    expect(asked.filter(u => u.includes('/v1/composition/rank'))).toHaveLength(1)
  })

  // the hot list and the story kinds a shared link opens (a 图集, a video)
  const story = (over: Partial<NewsDetail>): NewsDetail => ({
    classId: 101, newsId: 5, title: '山城夜色', content: '<p>夜幕下的洪崖洞。</p>', smallText: '', befrom: '上游新闻', befromPic: '', newsTime: '2026-11-22 09:00:00',
    className: '重庆', writer: '', editor: '', zhubian: '', shenhe: '', execEditor: '', finalEditor: '', dataType: DATA_TYPE.picture, showType: 0, permission: 0, isDoLike: 0,
    doLikeNum: 0, plNum: 0, commentCount: 0, allowPl: true, liveType: '', onclick: 23456, videoUrls: [], keyboard: [], selfDiscipline: { title: '', url: '' },
    repot: { tel: '', type: [] }, disclaimer: '', disclaimers: [], imageUrl: ['http://x/p1.jpg', 'http://x/p2.jpg'],
    allImage: [{ url: 'http://x/p1.jpg', caption: '千厮门大桥的灯亮了。' }, { url: 'http://x/p2.jpg', caption: '' }], hotNews: [], originNewstext: '',
    userName: '上游新闻', newUserName: '上游新闻', isSYN: 0, syhInfo: null, region: '', isLike: 0, ...over,
  } as NewsDetail)
  /** a story page as the app draws it from its detail, the rest (ads, comments, related) empty */
  async function drawStory(Page: () => JSX.Element | null, d: NewsDetail, path = '/v1/news/getDetails'): Promise<HTMLElement> {
    setRouterParams({ classId: String(d.classId), newsId: String(d.newsId) })
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: opts.url.includes(path) ? d : opts.url.includes('comment') ? { list: [], hot: [], hasMore: false, total: 0 } : [] } }))
    configStore.global = { hotline: '966966', appPromotion: true } as GlobalConfig
    const { container } = render(<Page />)
    await act(async () => { await jest.runOnlyPendingTimersAsync() })
    return container
  }

  it.each([
    ['pictures with captions', story({})],
    ['pictures without captions (the cover pictures only)', story({ allImage: [] })],
  ])('a 图集 story\'s page: %s', async (_, d) => {
    const container = await drawStory(PictureDetailPage, d)
    const server = drawn(FIRST_PAINT_PARTS.pictureStory(d)!)
    const app = part(container, 'picture-detail')
    expect({ ...shape(server), children: [] }).toEqual({ ...shape(app), children: [] })
    // the first picture's slide, and the caption with its words
    expect(shape(server.querySelector('.sy-carousel__slide')!)).toEqual(shape(app.querySelector('.sy-carousel__slide')!))
    expect(shape(server.querySelector('.picture-detail__caption')!)).toEqual(shape(part(app, 'picture-detail__caption')))
    expect(part(server, 'picture-detail__caption').textContent).toBe(part(app, 'picture-detail__caption').textContent)
    expect(server.querySelector('img')!.getAttribute('src')).toBe(app.querySelector('img')!.getAttribute('src'))
  })

  it('a video story\'s page: the poster under the overlay, the title and its line', async () => {
    const d = story({ dataType: DATA_TYPE.video, videoUrls: [{ name: '', videoUrl: 'http://x/v.mp4' }], imageUrl: ['http://x/poster.jpg'], allImage: [] })
    const container = await drawStory(VideoDetailPage, d)
    const server = drawn(FIRST_PAINT_PARTS.videoStory(d))
    const app = part(container, 'video-detail')
    expect(shape(part(server, 'video-detail__overlay'))).toEqual(shape(part(app, 'video-detail__overlay')))
    expect(shape(part(server, 'video-detail__head'))).toEqual(shape(part(app, 'video-detail__head')))
    expect(part(server, 'video-detail__head').textContent).toBe(part(app, 'video-detail__head').textContent)
    // the stage and the head are the page's first children, in the app's order
    expect([...server.children].map(c => c.className)).toEqual([...app.children].slice(0, 2).map(c => c.className))
  })

  it('/hotNews: a screen of rank cards, in the app\'s chunks (the top three marked)', async () => {
    const items = Array.from({ length: 11 }, (_, i) => item({ id: 100 + i, title: `热点${i + 1}`, pv: 1000 * (7 - i), imageUrl: i === 1 ? [] : ['http://x/h.jpg'] }))
    setRouterParams({})
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: opts.url.includes('/v1/news/getHotLists') ? { list: items, hasMore: false, page: 1 } : [] } }))
    const { container } = render(<HotPage />)
    // (the answer, then the list's later chunks, a task each)
    for (let i = 0; i < 4; i++) await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const server = drawn(FIRST_PAINT_PARTS.hotList({ list: items, hasMore: false, page: 1 })!)
    const serverCards = [...server.querySelectorAll('.rank-card')]
    expect(serverCards).toHaveLength(2 * FIRST_VIEW_ITEMS)
    const appCards = [...container.querySelectorAll('.rank-card')].slice(0, serverCards.length)
    expect(serverCards.map(shape)).toEqual(appCards.map(shape))
    // chunk by chunk as the app's
    expect([...server.querySelectorAll('.chunked-list__chunk')].map(c => c.children.length)).toEqual([...container.querySelectorAll('.chunked-list__chunk')].slice(0, 2).map(c => c.children.length))
    expect(serverCards.map(c => c.textContent)).toEqual(appCards.map(c => c.textContent))
    expect(shape(part(container, 'news-list')).classes).toBe(shape(server).classes)
  })

  const compositionDetail = (over: Partial<CompositionDetail>): CompositionDetail => ({
    ...work({}), body: '每年五月，外婆都会在阳台上摘黄桷兰。\n\n她把花串成一串，挂在我的书包上。', images: ['http://x/p1.jpg'], thumbs: ['http://x/p1s.jpg'],
    teacher: { id: 2, name: '李老师', avatar: 'http://x/t.jpg', subject: '语文', school: { id: 1, name: '枇杷山小学', district: '渝中区' } },
    review: { id: 1, teacher: { id: 2, name: '李老师', avatar: 'http://x/t.jpg', subject: '语文', school: { id: 1, name: '枇杷山小学', district: '渝中区' } }, score: 93, comment: '细节动人。', highlights: ['挂在我的书包上'], time: '2026-11-19 10:00' },
    issue: { id: 1, date: '2026-11-20', edition: '重庆晨报', page: 6, title: '校园作文' }, isDoLike: false, mine: false, reason: '', pictureIds: [], genreKey: '', ...over,
  } as CompositionDetail)
  it.each([
    ['printed, with its teacher, a blank line between paragraphs', compositionDetail({})],
    ['a poem, reviewed, not printed, no teacher named', compositionDetail({ id: 31, genre: '诗歌', status: 'reviewed', statusLabel: '已点评', issue: null, teacher: null, body: '山那边\n是海吗' })],
  ])('a composition\'s page: %s', async (_, d) => {
    const container = await drawPage(CompositionDetailPage, '/v1/composition/detail', d, { id: String(d.id) })
    const server = drawn(FIRST_PAINT_PARTS.compositionDetail(d)!)
    sameStart(server, part(container, 'composition-detail'))
    expect(part(server, 'composition-detail__body').textContent).toBe(part(container, 'composition-detail__body').textContent)
    expect(part(server, 'composition-detail__meta').textContent).toBe(part(container, 'composition-detail__meta').textContent)
  })

  it('a story from the CMS\'s controller (/NewsDetailWeb): the title, its line, the writer, the article\'s start', async () => {
    const d = story({ newsId: 77, dataType: DATA_TYPE.news, writer: '记者 王川', content: '<p>第一段。</p><p>第二段。</p>' })
    const container = await drawStory(NewsDetailWebPage, d, '/api/controller.php')
    const server = drawn(FIRST_PAINT_PARTS.storyBody({ ads: [], adBit: 0 }, d))
    const app = part(container, 'news-detail')
    expect(shape(server).classes).toBe(shape(app).classes)
    const article = (root: Element) => [...part(root, 'news-detail__article').children]
    // the article's children up to its fold, as the app's (the fold's own classes are the first paint's)
    const upToFold = (root: Element) => article(root).slice(0, article(root).findIndex(c => c.classList.contains('content-fold')))
    expect(upToFold(server).map(shape)).toEqual(upToFold(app).map(shape))
    expect(upToFold(server).map(c => c.textContent)).toEqual(upToFold(app).map(c => c.textContent))
    expect(part(server, 'rich-content').textContent).toBe(part(app, 'rich-content').textContent)
  })

  it.each([
    ['on air, with two sources', story({ newsId: 81, dataType: DATA_TYPE.live, liveType: '直播中', videoUrls: [{ name: '主信号', videoUrl: 'http://x/live.m3u8' }, { name: '备用', videoUrl: 'http://x/live2.m3u8' }], content: '<p>发布会现场。</p>' })],
    ['not started yet: its cover', story({ newsId: 82, dataType: DATA_TYPE.live, liveType: '未开始', videoUrls: [{ name: '主信号', videoUrl: 'http://x/live.m3u8' }], content: '<p>明天上午九点开始。</p>' })],
  ])('a live story\'s page: %s', async (_, d) => {
    const container = await drawStory(LiveDetailPage, d)
    const server = drawn(FIRST_PAINT_PARTS.liveStory(d))
    sameStart(server, part(container, 'live-detail'))
    expect(part(server, 'live-detail__head').textContent).toBe(part(container, 'live-detail__head').textContent)
    expect(part(server, 'live-detail__meta').textContent).toBe(part(container, 'live-detail__meta').textContent)
  })

  const comment = (id: number, over: Partial<Comment> = {}): Comment => ({
    id, plId: id, pId: 0, grandPid: 0, newsId: 5, classId: 101, userId: id, nickname: `读者${id}`, userName: '', userPic: `http://x/u${id}.jpg`,
    sayTime: '2026-11-22 10:30:00', sayText: `第${id}条评论`, conpic: [], newsTime: '', label: '', region: '', belongMyself: false, zcNum: 0, rsNum: 0,
    hasDoLike: false, isDoLike: 0, isGood: 0, subComments: [], hasMoreSubComments: false, beCommenter: '', ...over,
  })

  it.each([
    ['hot ones, then the newest (picked, with a place, with replies, answering somebody)', {
      hot: [comment(1, { isGood: 1, zcNum: 12, region: '重庆' }), comment(2, { zcNum: 3 })],
      list: [comment(3, { region: '成都', subComments: [comment(4, { grandPid: 3, pId: 3 }), comment(5, { grandPid: 3, pId: 4, beCommenter: '读者4' })], hasMoreSubComments: true }), comment(6, { beCommenter: '读者3' }), comment(7)],
      total: 9, page: 1, hasMore: false,
    }],
    ['none yet', { hot: [], list: [], total: 0, page: 1, hasMore: false }],
  ])('a story\'s comments page (/CommentPage): %s', async (_, page) => {
    const d = story({ dataType: DATA_TYPE.news, commentCount: page.total })
    setRouterParams({ classId: String(d.classId), newsId: String(d.newsId) })
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: opts.url.includes('/v1/news/getDetails') ? d : opts.url.includes('/v1/comment/getList') ? page : [] } }))
    const { container } = render(<CommentPage />)
    for (let i = 0; i < 3; i++) await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const server = drawn(FIRST_PAINT_PARTS.commentsPage(d, NOW, { screen: { boot: { responses: {} } } as unknown as FirstScreen, answers: [d, page as CommentListData], params: {} })!)
    const app = part(container, 'comment-page')
    // the hot block and the list (the app adds its footer below)
    const blocks = (root: Element) => [...root.querySelectorAll('.comment-block')]
    expect(blocks(server).map(shape)).toEqual(blocks(app).map(shape))
    expect(blocks(server).map(b => b.textContent)).toEqual(blocks(app).map(b => b.textContent))
    expect(server.querySelectorAll('.comment-item__like')[0]?.getAttribute('aria-label')).toBe(app.querySelectorAll('.comment-item__like')[0]?.getAttribute('aria-label'))
  })

  it.each([
    ['with its replies', 41, [comment(42, { grandPid: 41, pId: 41, region: '万州' }), comment(43, { grandPid: 41, pId: 42, beCommenter: '读者42', zcNum: 2 })]],
    ['no reply yet', 44, []],
  ])('a comment\'s thread (/CommentReplyPage): %s', async (_, id, replies) => {
    const head = comment(id, { rsNum: replies.length, zcNum: 5, subComments: replies.slice(0, 1), hasMoreSubComments: replies.length > 1 })
    const headPage = { list: [head], hot: [], total: 1, page: 1, hasMore: false } as CommentListData
    setRouterParams({ classId: '101', newsId: '5', plId: String(id) })
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: opts.url.includes('/v1/comment/getListByParentId') ? replies : opts.url.includes('/v1/comment/getList') ? headPage : [] } }))
    const { container } = render(<CommentReplyPage />)
    for (let i = 0; i < 3; i++) await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const server = drawn(FIRST_PAINT_PARTS.threadPage(headPage, NOW, { screen: { boot: { responses: {} } } as unknown as FirstScreen, answers: [headPage, replies], params: {} })!)
    const app = part(container, 'reply-page')
    expect(shape(part(server, 'reply-page__head'))).toEqual(shape(part(app, 'reply-page__head')))
    expect(part(server, 'reply-page__head').textContent).toBe(part(app, 'reply-page__head').textContent)
    // the replies (the app adds its footer below them)
    const items = (root: Element) => [...part(root, 'comment-block').children].filter(c => !c.classList.contains('list-footer'))
    expect(items(server).map(shape)).toEqual(items(app).map(shape))
    expect(items(server).map(c => c.textContent)).toEqual(items(app).map(c => c.textContent))
  })

  it.each([
    ['its comments', { hot: [], list: [comment(51, { zcNum: 4, region: '江北' }), comment(52, { subComments: [comment(53, { grandPid: 52, pId: 52 })], hasMoreSubComments: false })], total: 3, page: 1, hasMore: false }],
    ['none yet (赶紧抢个沙发吧～)', { hot: [], list: [], total: 0, page: 1, hasMore: false }],
  ])('a composition\'s comments (/compositionCommentList): %s', async (_, page) => {
    setRouterParams({ id: String(60 + page.total) })
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: opts.url.includes('/api/bv/comment/list') ? page : [] } }))
    const { container } = render(<CompositionCommentPage />)
    for (let i = 0; i < 3; i++) await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const server = drawn(FIRST_PAINT_PARTS.compositionComments(page as CommentListData, NOW))
    const app = part(container, 'comment-block')
    expect(shape(server)).toEqual(shape(app))
    expect(server.textContent).toBe(app.textContent)
  })

  it('a column\'s list page (作文资讯): a screen of its story cards in the app\'s chunks, up to a kind another card draws', async () => {
    const kinds = [{ showType: 0 }, { showType: 3 }, { showType: 1 }, { showType: 2, imageNum: 6 }, { showType: 0, isVideo: 1, videoTime: '01:20' }, { showType: 0 }, { showType: 4 }, { showType: 0, dataType: 1 as const }, { showType: 0 }]
    const items = kinds.map((k, i) => item({ id: 300 + i, title: `资讯${i + 1}`, ...k } as Partial<NewsItem>))
    setRouterParams({})
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: opts.url.includes('/kratos/v1/column/list') ? { list: items, hasMore: true, page: 1 } : [] } }))
    const { container } = render(<InformationPage />)
    for (let i = 0; i < 4; i++) await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const server = drawn(FIRST_PAINT_PARTS.storyList(items, NOW, false)!)
    const serverCards = [...server.querySelectorAll('.news-card')]
    // (the live story, the eighth, is LiveCard's: the server stops before it)
    expect(serverCards).toHaveLength(7)
    const appChunks = [...container.querySelectorAll('.chunked-list__chunk')]
    expect([...server.querySelectorAll('.chunked-list__chunk')].map(c => [...c.children].map(shape))).toEqual(appChunks.slice(0, 2).map((c, i) => [...c.children].slice(0, i === 0 ? 4 : 3).map(shape)))
    expect(shape(server).classes).toBe(shape(part(container, 'news-list')).classes)
  })

  it.each([
    ['视频 (the default)', {}, 'video-card'],
    ['拍客', { tab: 'ImagePage' }, 'news-card'],
  ])('the 影像 tab (/Image): %s, the dark tabs over its first cards, the tab bar below', async (_, params, cardClass) => {
    const items = [1, 2, 3].map(i => item({ id: 700 + i, title: `影像${i}`, videoTime: i === 1 ? '02:10' : '', label: i === 2 ? '独家' : '', imageUrl: [`http://x/v${i}.jpg`, `http://x/v${i}b.jpg`, `http://x/v${i}c.jpg`] } as Partial<NewsItem>))
    forgetKept()
    setRouterParams(params)
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: opts.url.includes('/kratos/v1/column/list') ? { list: items, hasMore: true, page: 1 } : [] } }))
    const { container } = render(<ImageTabPage />)
    for (let i = 0; i < 3; i++) await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const drawnPage = FIRST_PAINT_PARTS.imageTab({ list: items, hasMore: true, page: 1 } as never, NOW, { screen: { boot: { responses: {} } } as unknown as FirstScreen, answers: [{ list: items }], params })!
    expect(drawnPage.hideTopBar).toBe(true)
    const server = drawn(`<div>${drawnPage.body}</div>`)
    expect(shape(part(server, 'image-page__tabs'))).toEqual(shape(part(container, 'image-page__tabs')))
    expect(part(server, 'tabs__item--active').textContent).toBe(part(container, 'tabs__item--active').textContent)
    expect(part(server, 'image-page').className).toBe(part(container, 'image-page').className)
    const cards = (root: Element) => [...root.querySelectorAll(`.${cardClass}`)].slice(0, 2)
    expect(cards(server)).toHaveLength(2)
    expect(cards(server).map(shape)).toEqual(cards(container).map(shape))
    expect(cards(server).map(c => c.textContent)).toEqual(cards(container).map(c => c.textContent))
    // framed with the tab bar, 影像 active
    const frame = drawn(FIRST_PAINT_PARTS.pageFrame('Image', { promo: false, topBar: true, now: NOW }, '', undefined, true))
    expect(frame.className).toBe(part(container, 'page-shell').className)
    expect(shape(part(frame, 'tab-bar'))).toEqual(shape(part(container, 'tab-bar')))
    expect(part(frame, 'tab-bar__item--active').textContent).toBe(part(container, 'tab-bar__item--active').textContent)
  })

  it.each([
    ['with its sub-columns as tabs', {}, 3],
    ['opened with noTab: no tabs', { noTab: 'true' }, 0],
  ])('a column\'s page (/columns) %s, over its first stories', async (_, extra, tabCount) => {
    const sub = (columnid: number, columnname: string) => ({ columnid, columnname, areasub: [] }) as unknown as AreaColumn
    const column = { ...sub(801, '文旅'), areasub: [sub(802, '景区'), sub(803, '美食')] } as AreaColumn
    const items = [0, 3, 1, 0, 0].map((showType, i) => item({ id: 400 + i, title: `文旅${i + 1}`, showType } as Partial<NewsItem>))
    const params = { columnId: '801', ...extra }
    setRouterParams(params)
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: opts.url.includes('/kratos/v1/column/list') ? { list: items, hasMore: true, page: 1 } : opts.url.includes('/channelClass/one') ? column : [] } }))
    const { container } = render(<ColumnsPage />)
    for (let i = 0; i < 4; i++) await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const drawnPage = FIRST_PAINT_PARTS.columnPage({ list: items, hasMore: true, page: 1 } as never, NOW, { screen: { boot: { responses: {} } } as unknown as FirstScreen, answers: [{ list: items }, column], params })!
    expect(drawnPage.title).toBe('文旅')
    const server = drawn(`<div>${drawnPage.body}</div>`)
    const shell = part(container, 'page-shell')
    const app = [...shell.children].filter(c => !/top-bar|promo-bar/.test(c.className))
    expect(server.querySelectorAll('.tabs__item')).toHaveLength(tabCount)
    expect([...server.querySelectorAll('.tabs__item')].map(t => t.textContent)).toEqual([...shell.querySelectorAll('.tabs__item')].map(t => t.textContent))
    if (tabCount > 0) expect(shape(server.children[0])).toEqual(shape(app[0]))
    expect(server.querySelector('.tabs__item--active')?.textContent).toBe(shell.querySelector('.tabs__item--active')?.textContent)
    const serverList = server.children[server.children.length - 1]
    expect(shape(serverList).classes).toBe(shape(part(container, 'news-list')).classes)
    const appChunks = [...container.querySelectorAll('.chunked-list__chunk')]
    expect([...serverList.querySelectorAll('.chunked-list__chunk')].map(c => [...c.children].map(shape))).toEqual(appChunks.slice(0, 2).map(c => [...c.children].map(shape)))
  })

  it('a sub-channel (/subchannel): the first stories of the list call its menu entry names, titled as the entry', async () => {
    const items = [0, 3, 0, 1, 0].map((showType, i) => item({ id: 760 + i, title: `财经${i + 1}`, showType } as Partial<NewsItem>))
    const params = { classId: '276', className: encodeURIComponent('财经'), customApiUrl: encodeURIComponent('/api/controller.php?enews=getColumnNewsList&columnId=701') }
    setRouterParams(params)
    // (the route declares the very call the page's list makes)
    expect(routes.subchannel.first!(params)).toEqual([{ path: '/api/controller.php', query: { columnId: 701, enews: 'getColumnNewsList', page: 1 }, version: 'v2' }])
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: opts.url.includes('/api/controller.php') ? { list: items, hasMore: true, page: 1 } : [] } }))
    const { container } = render(<SubchannelPage />)
    for (let i = 0; i < 4; i++) await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const drawnPage = FIRST_PAINT_PARTS.routeDraw('subchannel')({ list: items, hasMore: true, page: 1 } as never, NOW, { screen: { boot: { responses: {} } } as unknown as FirstScreen, answers: [{ list: items }], params }) as { body: string; title: string }
    expect(drawnPage.title).toBe('财经')
    const serverList = drawn(`<div>${drawnPage.body}</div>`).children[0]
    expect(shape(serverList).classes).toBe(shape(part(container, 'news-list')).classes)
    const appChunks = [...container.querySelectorAll('.chunked-list__chunk')]
    expect([...serverList.querySelectorAll('.chunked-list__chunk')].map(c => [...c.children].map(shape))).toEqual(appChunks.slice(0, 2).map(c => [...c.children].map(shape)))
  })

  it('one 上游号 (/ShangyouSelf): who it is, over its first stories', async () => {
    const account: ProviderAccount = { id: 3, name: '上游号·渝中', avatar: 'http://x/p.jpg', intro: '渝中区融媒体中心的上游号，讲述母城故事。', fansNum: 123456, articleNum: 86, classId: 603 }
    const items = [0, 3, 1, 0, 0].map((showType, i) => item({ id: 700 + i, title: `渝中${i + 1}`, showType } as Partial<NewsItem>))
    const params = { classId: '603' }
    setRouterParams(params)
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: opts.url.includes('/kratos/v1/column/list') ? { list: items, hasMore: true, page: 1 } : opts.url.includes('/api/SYAccount/getInfo') ? account : [] } }))
    const { container } = render(<ProviderPage />)
    for (let i = 0; i < 4; i++) await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const drawnPage = FIRST_PAINT_PARTS.routeDraw('ShangyouSelf')(account as never, NOW, { screen: { boot: { responses: {} } } as unknown as FirstScreen, answers: [account, { list: items, hasMore: true, page: 1 }], params }) as { body: string; title: string }
    expect(drawnPage.title).toBe(account.name)
    const server = drawn(`<div>${drawnPage.body}</div>`)
    expect(shape(server.children[0])).toEqual(shape(part(container, 'provider-head')))
    expect(server.children[0].textContent).toBe(part(container, 'provider-head').textContent)
    const serverList = server.children[1]
    expect(shape(serverList).classes).toBe(shape(part(container, 'news-list')).classes)
    const appChunks = [...container.querySelectorAll('.chunked-list__chunk')]
    expect([...serverList.querySelectorAll('.chunked-list__chunk')].map(c => [...c.children].map(shape))).toEqual(appChunks.slice(0, 2).map(c => [...c.children].map(shape)))
  })

  it('/Special: its first specials as SpecialCard draws them, the first view\'s two', async () => {
    const specials: SpecialListItem[] = [1, 2, 3, 4, 5].map(i => ({ classId: 500 + i, topicTitle: `专题${i}`, topicImg: `http://x/s${i}.jpg`, list: i === 2 ? [] : [{ category: '最新', title: `专题${i}的报道`, imageUrl: [], classId: 510 + i, id: 900 + i, dataType: 3, showType: 0, isVideo: 0 }] }))
    setRouterParams({})
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: opts.url.includes('/v1/news/specialList') ? specials : [] } }))
    const { container } = render(<SpecialsPage />)
    for (let i = 0; i < 4; i++) await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const server = drawn(FIRST_PAINT_PARTS.specialsScreen(specials)!)
    const app = part(container, 'chunked-list')
    expect(shape(server).classes).toBe(shape(app).classes)
    // (the first view's two: the covers further down would share the line with the first)
    const cards = (list: Element) => [...list.querySelectorAll('.special-card')].slice(0, 2)
    expect(server.querySelectorAll('.special-card')).toHaveLength(2)
    expect(cards(server).map(shape)).toEqual(cards(app).map(shape))
    expect(cards(server).map(c => c.textContent)).toEqual(cards(app).map(c => c.textContent))
  })

  const topic = (id: number, over: Partial<Topic> = {}): Topic => ({ id, title: `话题${id}`, image: `http://x/t${id}.jpg`, intro: '说说身边事', postNum: 12345, replyNum: 7, ...over })

  it('/timeTopic/home: every topic as TopicItem draws it, a screen of them', async () => {
    const topics = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(i => topic(i))
    setRouterParams({})
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: opts.url.includes('/kratos/v1/topicsCollect') ? topics : [] } }))
    const { container } = render(<TopicsPage />)
    for (let i = 0; i < 4; i++) await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const server = drawn(FIRST_PAINT_PARTS.topicsScreen(topics, NOW, { screen: { boot: { responses: {} } } as unknown as FirstScreen, answers: [topics], params: {} }) as string)
    const app = part(container, 'chunked-list')
    expect(server.querySelectorAll('.topic-item')).toHaveLength(8)
    const inChunks = (list: Element, n: number) => [...list.children].slice(0, n).map(c => [...c.children].map(shape))
    expect(inChunks(server, 9)).toEqual(inChunks(app, 2))
    expect(server.textContent).toBe([...app.children].slice(0, 2).map(c => c.textContent).join(''))
  })

  it.each([
    ['with an intro', 3, '说说身边事'],
    ['without an intro', 4, ''],
  ])('/timeTopic/home?id=: one topic\'s head %s, over its first stories', async (_, id, intro) => {
    const t = topic(id, { intro })
    const items = [0, 3, 0].map((showType, i) => item({ id: 600 + i, title: `话题报道${i + 1}`, showType } as Partial<NewsItem>))
    setRouterParams({ id: String(id) })
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: opts.url.includes('/topics/show') ? t : opts.url.includes('/topics/news_list') ? { list: items, hasMore: false, page: 1 } : [] } }))
    const { container } = render(<TopicsPage />)
    for (let i = 0; i < 4; i++) await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const drawnPage = FIRST_PAINT_PARTS.topicsScreen(t, NOW, { screen: { boot: { responses: {} } } as unknown as FirstScreen, answers: [t, { list: items }], params: { id: String(id) } }) as { body: string; title: string }
    expect(drawnPage.title).toBe(`#话题${id}#`)
    const server = drawn(`<div>${drawnPage.body}</div>`)
    const shell = part(container, 'page-shell')
    expect(shape(part(server, 'topic-head'))).toEqual(shape(part(shell, 'topic-head')))
    expect(part(server, 'topic-head').textContent).toBe(part(shell, 'topic-head').textContent)
    const inChunks = (list: Element) => [...list.querySelectorAll('.chunked-list__chunk')].map(c => [...c.children].map(shape))
    expect(inChunks(part(server, 'news-list'))).toEqual(inChunks(part(shell, 'news-list')))
  })

  it.each([
    ['opened at the special: its first category', 501, '山城步道'],
    ['opened at its second category', 503, ''],
  ])('a special\'s page down to its tabs: %s', async (_, classId, intro) => {
    const d: SpecialInfo = { classId: 501, title: '山城步道', image: 'http://x/s.jpg', intro, categories: [{ id: 502, name: '最新' }, { id: 503, name: '步道故事' }] }
    setRouterParams({ classId: String(classId) })
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: opts.url.includes('/v1/news/specailCategory') ? d : opts.url.includes('/column/list') ? { list: [], hasMore: false, page: 1 } : [] } }))
    const { container } = render(<SpecialPage />)
    await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const shell = part(container, 'page-shell')
    const server = drawn(`<div>${FIRST_PAINT_PARTS.specialTop(d, classId)}</div>`)
    const app = [...shell.children].filter(c => !/top-bar|promo-bar/.test(c.className))
    expect([...server.children].map(shape)).toEqual(app.slice(0, server.children.length).map(shape))
    expect(server.querySelector('.tabs__item--active')!.textContent).toBe(shell.querySelector('.tabs__item--active')!.textContent)
  })

  it.each([
    ['an official topic with a cover and an intro', { pictures: 'http://x/t.jpg', intro: '晒晒你身边的江景', official: true }],
    ['a reader\'s topic, no cover, no intro', { pictures: '', intro: '', official: false }],
  ])('a 发现 topic\'s page: %s, and its first posts', async (_, over) => {
    const t = { id: 7, title: '江景', contentCount: 12, commentCount: 30, status: 'approved', ...over } as DiscoverTopic
    const posts = [post({ id: 41 }), post({ id: 42, thumbs: [], images: [] }), post({ id: 43 })]
    setRouterParams({ themeId: '7' })
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: opts.url.includes('getThemeInfo') ? t : opts.url.includes('themeRecentList') ? { list: posts, hasMore: false } : [] } }))
    const { container } = render(<DiscoverTopicPage />)
    await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const server = drawn(`<div>${FIRST_PAINT_PARTS.discoverTopic(t, posts, NOW)}</div>`)
    const shell = part(container, 'page-shell')
    expect(shape(part(server, 'discover-topic__head'))).toEqual(shape(part(shell, 'discover-topic__head')))
    expect(part(server, 'discover-topic__head').textContent).toBe(part(shell, 'discover-topic__head').textContent)
    const cards = [...server.querySelectorAll('.discover-card')]
    expect(cards.length).toBe(2)
    expect(cards.map(shape)).toEqual([...shell.querySelectorAll('.discover-card')].slice(0, 2).map(shape))
  })

  it.each([
    ['with its summary', story({ newsId: 91, dataType: DATA_TYPE.video, smallText: '江边的清晨。', videoUrls: [{ name: '', videoUrl: 'http://x/v.mp4' }], imageUrl: ['http://x/poster.jpg'], allImage: [] })],
    ['no summary, no source: its account\'s name', story({ newsId: 92, dataType: DATA_TYPE.video, smallText: '', befrom: '', userName: '山城拍客', videoUrls: [{ name: '', videoUrl: 'http://x/v.mp4' }], imageUrl: ['http://x/poster.jpg'], allImage: [] })],
  ])('what a shared video link opens: %s', async (_, d) => {
    const container = await drawStory(ShareVideoPage, d)
    const server = drawn(FIRST_PAINT_PARTS.sharedVideo(d))
    const app = part(container, 'share-video')
    expect(shape(server).classes).toBe(shape(app).classes)
    expect(shape(part(server, 'video-detail__overlay'))).toEqual(shape(part(app, 'video-detail__overlay')))
    expect(shape(part(server, 'video-detail__head'))).toEqual(shape(part(app, 'video-detail__head')))
    expect(part(server, 'video-detail__head').textContent).toBe(part(app, 'video-detail__head').textContent)
  })

  it('a newspaper\'s page: its dates, its pages, the first page\'s picture and articles', async () => {
    const dates: EpaperDates = { paper: 'cqcb', name: '重庆晨报', dates: ['2026-11-22', '2026-11-21'] }
    const edition: EpaperEdition = {
      paper: 'cqcb', name: '重庆晨报', date: '2026-11-22', pages: [
        { id: 1, num: 1, name: '第01版 要闻', image: 'http://x/p1.jpg', articles: [{ id: 11, title: '山城步道新开三条', area: [5, 10, 90, 30] }, { id: 12, title: '轨道交通再延伸', area: [5, 45, 45, 40] }] },
        { id: 2, num: 2, name: '第02版 城事', image: 'http://x/p2.jpg', articles: [] },
      ],
    } as EpaperEdition
    setRouterParams({})
    setRequest(async (opts: { url: string }) => ({ statusCode: 200, header: {}, data: { statusCode: 200, message: 'ok', data: opts.url.includes('/v1/epaper/dates') ? dates : opts.url.includes('/v1/epaper/edition') ? edition : [] } }))
    const { container } = render(<MorningPaper />)
    await act(async () => { await jest.runOnlyPendingTimersAsync() })
    const shell = part(container, 'page-shell')
    const server = drawn(`<div>${FIRST_PAINT_PARTS.epaperScreen(dates, edition)}</div>`)
    const app = [...shell.children].filter(c => !/top-bar|promo-bar/.test(c.className))
    expect([...server.children].map(shape)).toEqual(app.map(shape))
    expect(server.textContent).toBe(app.map(c => c.textContent).join(''))
  })

  it.each([
    ['MessageLogin', MessageLoginPage], ['PasswordLogin', PasswordLoginPage], ['RegisterPage', RegisterPage], ['FindPage', FindPage],
  ] as [AuthFormRoute, () => JSX.Element][])('a login form (/%s), empty, as AuthForm draws it', async (route, Page) => {
    setRouterParams({ redirect: '/AccumulatedPoints/coupon' })
    const [server, app] = await beside(<Page />, () => ({}), FIRST_PAINT_PARTS.authForm(route))
    alike(server, app)
    // (the type and the length Taro's input gives are compared in Chromium: tests/h5/account.test.js)
    const fields = (root: Element) => [...root.querySelectorAll('input')].map(i => [i.getAttribute('placeholder'), i.getAttribute('aria-label')])
    expect(fields(server)).toEqual(app.flatMap(fields))
    expect(server.querySelectorAll('input:not([readonly])')).toHaveLength(0)
  })

  it.each([
    ['come to by the reader', {}, false, ''],
    ['sent there by the app (mastLogin=true), as a visitor opening a reader\'s own page sees it', { mastLogin: 'true', redirect: '/AccumulatedPoints/coupon' }, true, ''],
    ['in the WeChat browser, where the site offers 微信登录', {}, false, 'MicroMessenger/8.0.50'],
  ] as [string, Record<string, string>, boolean, string][])('the login page (/LoginPage): %s', async (_, params, prompt, wechat) => {
    Object.defineProperty(window.navigator, 'userAgent', { value: `Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 ${wechat}`, configurable: true })
    configStore.global = { hotline: '966966', appPromotion: true, wechatAuthorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1' } as GlobalConfig
    setRouterParams(params)
    try {
      const [server, app] = await beside(<LoginPage />, () => [], FIRST_PAINT_PARTS.loginPage(prompt, wechat !== ''))
      alike(server, app)
      expect(server.querySelectorAll('.login-page__choice')).toHaveLength(wechat ? 3 : 2)
    } finally {
      Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', configurable: true })
    }
  })
  it.each([
    ['this week\'s words', [{ id: 1, title: '物业费' }, { id: 2, title: '入学材料' }]],
    ['none yet', []],
  ] as [string, BangHotWord[]][])('帮帮\'s search (/BangBang/SearchPage) before anything is typed: %s', async (_, words) => {
    setRouterParams({})
    const [server, app] = await beside(<BangSearchPage />, url => (url.includes('/v1/bangbang/home/hotsearch') ? words : []),
      FIRST_PAINT_PARTS.routeDraw('BangSearch')(words as never, NOW, { screen: {} as FirstScreen, answers: [words], params: {} }) as string)
    alike(server, app)
    expect(server.querySelector('input')!.getAttribute('placeholder')).toBe(app[0].querySelector('input')!.getAttribute('placeholder'))
  })

  it.each([
    ['the hot topics', [{ id: 1, title: '我的家乡美' }, { id: 2, title: '晒晒年夜饭' }]],
    ['no hot topic yet', []],
  ] as [string, TopicWord[]][])('发现\'s search (/SearchDiscover) before anything is typed: %s', async (_, words) => {
    setRouterParams({})
    const [server, app] = await beside(<DiscoverSearchPage />, url => (url.includes('/api/topic/getHotWord') ? words : []),
      FIRST_PAINT_PARTS.routeDraw('SearchDiscover')(words as never, NOW, { screen: {} as FirstScreen, answers: [words], params: {} }) as string)
    alike(server, app)
    expect(server.querySelector('input')!.getAttribute('placeholder')).toBe(app[0].querySelector('input')!.getAttribute('placeholder'))
  })

  it.each([
    ['the hot words, ranked', [{ id: 1, title: '轨道交通' }, { id: 2, title: '山城步道' }, { id: 3, title: '长江' }, { id: 4, title: '火锅' }]],
    ['no hot word yet', []],
  ] as [string, { id: number; title: string }[]][])('the news search (/SearchPage) before anything is typed, for a reader with no search history: %s', async (_, words) => {
    setRouterParams({})
    const drawnPage = FIRST_PAINT_PARTS.routeDraw('SearchPage')(words as never, NOW, { screen: {} as FirstScreen, answers: [words], params: {} }) as { body: string; unlessKept: string }
    const [server, app] = await beside(<NewsSearchPage />, url => (url.includes('/v1/news/getNewsHotWord') ? words : []), drawnPage.body)
    alike(server, app)
    expect(drawnPage.unlessKept).toBe('searchHistory')
    expect(server.querySelector('input')!.getAttribute('placeholder')).toBe(app[0].querySelector('input')!.getAttribute('placeholder'))
    // a search link's results are the app's: the route declares no first answer for them
    expect(routes.SearchPage.first!({ search: '火锅' })).toEqual([])
  })

  it.each([
    ['乡村帮帮\'s (/yu-nong/country-bangbang-search)', 'ruralQaSearch', CountrySearchPage],
    ['the points shop\'s (/AccumulatedPoints/SearchPage)', 'ShopSearch', ShopSearchPage],
    ['the composition section\'s (/composition/SearchPage), its kinds a tab each', 'compositionSearch', CompositionSearchPage],
  ] as [string, 'ruralQaSearch' | 'ShopSearch' | 'compositionSearch', () => JSX.Element][])('a search page that starts with the box alone: %s', async (_, route, Page) => {
    setRouterParams({})
    const [server, app] = await beside(<Page />, () => [], FIRST_PAINT_PARTS.plainScreen(route)({}, {}) as string)
    alike(server, app)
    // (the length Taro's input is given is compared in Chromium: tests/h5/first-screen.test.js)
    expect(server.querySelector('input')!.getAttribute('placeholder')).toBe(app[0].querySelector('input')!.getAttribute('placeholder'))
    expect(server.querySelectorAll('input:not([readonly])')).toHaveLength(0)
  })

  it.each([
    ['免责声明 (/AccumulatedPoints/disclaimer)', 'ShopDisclaimer', ShopDisclaimerPage],
    ['the user agreement (/AccumulatedPoints/secureprotocol)', 'ShopProtocol', ShopProtocolPage],
    ['关于我们 (/AccumulatedPoints/aboutUs)', 'ShopAbout', ShopAboutPage],
  ] as [string, 'ShopDisclaimer' | 'ShopProtocol' | 'ShopAbout', () => JSX.Element][])('the points shop\'s standing texts: %s', async (_, route, Page) => {
    setRouterParams({})
    const [server, app] = await beside(<Page />, () => [], FIRST_PAINT_PARTS.plainScreen(route)({}, {}) as string)
    alike(server, app)
    expect(server.querySelectorAll('.shop-info__text').length).toBeGreaterThan(0)
  })

  it.each([
    ['the departments', [{ id: 1, name: '市住建委', avatar: '' }, { id: 2, name: '市交通局', avatar: '' }]],
    ['no department yet', []],
  ] as [string, { id: number; name: string; avatar: string }[]][])('我要问政 (/BangBang/politics/commit) with nothing written, for a reader with no draft: %s', async (_, list) => {
    setRouterParams({})
    const drawnPage = FIRST_PAINT_PARTS.routeDraw('politicsCommit')(list as never, NOW, { screen: {} as FirstScreen, answers: [list], params: {} }) as { body: string; unlessKept: string }
    const [server, app] = await beside(<PoliticsCommitPage />, url => (url.includes('/wenzheng/getMemberList') ? list : []), drawnPage.body)
    alike(server, app)
    expect(drawnPage.unlessKept).toBe('politicsDraft')
    const fields = (root: Element) => [...root.querySelectorAll('input, textarea')].map(f => [f.tagName, f.getAttribute('placeholder')])
    expect(fields(server)).toEqual(fields(app[0]))
    expect(server.querySelectorAll('input:not([readonly]), textarea:not([readonly])')).toHaveLength(0)
    expect([...server.querySelectorAll('[aria-label]')].map(x => x.getAttribute('aria-label'))).toEqual([...app[0].querySelectorAll('[aria-label]')].map(x => x.getAttribute('aria-label')))
  })

  it.each([
    ['hotlines and online services', [
      { category: '政务热线', items: [{ id: 1, title: '市民热线', intro: '咨询、投诉、建议', kind: 'phone', value: '12345' }, { id: 2, title: '供电服务', intro: '', kind: 'phone', value: '95598' }] },
      { category: '办事服务', items: [{ id: 3, title: '社保查询', intro: '个人参保信息', kind: 'link', value: 'https://example.gov.cn/si' }] },
    ]],
    ['nothing in it yet', []],
  ] as [string, BangServiceGroup[]][])('便民服务 (/BangBang/serve/index): the directory by category: %s', async (_, groups) => {
    setRouterParams({})
    const [server, app] = await beside(<ServePage />, url => (url.includes('/v1/bangbang/service/getService') ? groups : []),
      FIRST_PAINT_PARTS.routeDraw('ServeIndex')(groups as never, NOW, { screen: {} as FirstScreen, answers: [groups], params: {} }) as string)
    alike(server, app)
    expect(server.querySelectorAll('.serve__item')).toHaveLength(groups.reduce((n, g) => n + g.items.length, 0))
  })

  /** a form's fields and its labelled controls, alike on both sides, and none of the server's to type in */
  const sameFields = (server: Element, app: Element) => {
    // (the length Taro's input is given is compared in Chromium: tests/h5/first-screen.test.js; a textarea's here)
    const fields = (root: Element) => [...root.querySelectorAll('input, textarea')].map(f => [f.tagName, f.getAttribute('placeholder'), f.tagName === 'TEXTAREA' ? f.getAttribute('maxlength') : ''])
    expect(fields(server)).toEqual(fields(app))
    expect(server.querySelectorAll('input:not([readonly]), textarea:not([readonly])')).toHaveLength(0)
    const labelled = (root: Element) => [...root.querySelectorAll('[aria-label], [aria-checked]')].map(x => [x.getAttribute('aria-label'), x.getAttribute('aria-checked')])
    expect(labelled(server)).toEqual(labelled(app))
  }

  it.each([
    ['to anyone', {}, 'qaDraft'],
    ['to a journalist, from their card', { targetId: '52', targetName: '张记者' }, 'qaDraft'],
    ['to 乡村帮帮, at a category', { section: 'rural', category: 'livestock' }, 'ruralQaDraft'],
    ['to 乡村帮帮, no category yet', { section: 'rural' }, 'ruralQaDraft'],
  ])('我要提问 (/BangBang/QA/ask) with nothing written, for a reader with no draft: %s', async (_, params: Record<string, string>, draft) => {
    setRouterParams(params)
    const drawnPage = FIRST_PAINT_PARTS.plainScreen('Ask')({}, params) as { body: string; unlessKept: string }
    const [server, app] = await beside(<AskPage />, () => [], drawnPage.body)
    alike(server, app)
    expect(drawnPage.unlessKept).toBe(draft)
    sameFields(server, app[0])
    expect([...server.querySelectorAll('.qa-form__chip--on')].map(c => c.textContent)).toEqual(params.category ? ['养殖'] : [])
  })

  it('作文自查 (/testcomposition) as it opens: the grade bands, its first chosen, the empty box', async () => {
    setRouterParams({})
    const [server, app] = await beside(<PracticePage />, () => [], FIRST_PAINT_PARTS.plainScreen('compositionPractice')({}, {}) as string)
    alike(server, app)
    sameFields(server, app[0])
    expect(server.querySelector('.composition-form__chip--on')!.textContent).toBe(app[0].querySelector('.composition-form__chip--on')!.textContent)
  })

  it('直播带货投诉平台 (/Complaints-platform) at 我要投诉 with nothing written, for a reader with no draft', async () => {
    setRouterParams({})
    const drawnPage = FIRST_PAINT_PARTS.plainScreen('complaintsPlatform')({}, {}) as { body: string; unlessKept: string }
    const [server, app] = await beside(<ComplaintsPage />, () => [], drawnPage.body)
    alike(server, app)
    expect(drawnPage.unlessKept).toBe('complaintDraft')
    sameFields(server, app[0])
  })

  it('我来回答 (/BangBang/QA/reply) with nothing written: the question over the box', async () => {
    const page = { header: { id: 7, content: '小区电梯坏了一周没人修，该找谁？', nickname: '读者', avatar: '', time: '2026-11-30 10:00:00', replyNum: 2, readNum: 30, region: '', status: '待回答', isShowReply: false, images: [] }, list: [], hasMore: false, can: { answer: true, pin: false, reply: false } }
    setRouterParams({ id: '7' })
    const drawnPage = FIRST_PAINT_PARTS.routeDraw('QAReply')(page as never, NOW, { screen: {} as FirstScreen, answers: [page], params: { id: '7' } }) as { body: string; unlessKept: string }
    const [server, app] = await beside(<QaReplyPage />, url => (url.includes('/wenda/getAnswerListById') ? page : []), drawnPage.body)
    alike(server, app)
    expect(drawnPage.unlessKept).toBe('qaAnswerDraft')
    sameFields(server, app[0])
  })

  it('热门话题 (/TopicDiscover): a screen of the hot topics, as TopicItems', async () => {
    const topics = Array.from({ length: 10 }, (_, i) => ({ id: 30 + i, title: `话题${i}`, pictures: `http://x/t${i}.jpg`, intro: '', contentCount: 100 + i, commentCount: 20000 + i, official: i < 2 }))
    const page = { list: topics, hasMore: true, page: 1 }
    setRouterParams({})
    const [server, app] = await beside(<DiscoverTopicsPage />, url => (url.includes('/v1/quan/getHotTopicList') ? page : []),
      FIRST_PAINT_PARTS.routeDraw('TopicDiscover')(page as never, NOW, { screen: {} as FirstScreen, answers: [page], params: {} }) as string)
    alike(server, app)
    expect(server.querySelectorAll('.topic-item')).toHaveLength(8)
  })

  it('积分规则 (/AccumulatedPoints/rules): the rules as they stand, the levels, the expiry', async () => {
    const rules = [
      { key: 'sign', title: '每日签到', description: '连续签到额外奖励', points: 5, growth: 5, dailyCap: 1 },
      { key: 'read', title: '阅读新闻', description: '', points: 1, growth: 1, dailyCap: 0 },
    ]
    setRouterParams({})
    const [server, app] = await beside(<PointsRulesPage />, url => (url.includes('/v1/points/rules') ? rules : []),
      FIRST_PAINT_PARTS.routeDraw('PointsRules')(rules as never, NOW, { screen: {} as FirstScreen, answers: [rules], params: {} }) as string)
    alike(server, app)
    expect(server.querySelectorAll('.point-rules__rule')).toHaveLength(2)
  })

  /** `run` with the site's config holding `config` (the hotline the page shows), then as it was */
  async function withConfig(config: Partial<GlobalConfig>, run: () => Promise<void>): Promise<void> {
    const kept = configStore.global
    configStore.global = { ...kept, ...config } as GlobalConfig
    try {
      await run()
    } finally {
      configStore.global = kept
    }
  }

  it.each([
    ['with its hours', { serviceHotline: '023-63907799', serviceHours: '每天 9:00–21:00' }],
    ['no hours set', { serviceHotline: '023-63907799', serviceHours: '' }],
  ] as [string, { serviceHotline: string; serviceHours: string }][])('客服中心 (/AccumulatedPoints/customerservice): %s', (_, config) => withConfig(config, async () => {
    setRouterParams({})
    const [server, app] = await beside(<ShopServicePage />, () => [], FIRST_PAINT_PARTS.plainScreen('ShopService')(config, {}) as string)
    alike(server, app)
    expect(server.querySelector('.shop-service__tel')!.textContent).toBe('023-63907799')
  }))

  it.each([
    ['with the hotline and its hours', { serviceHotline: '023-63907799', serviceHours: '每天 9:00–21:00' }],
    ['no hotline set', { serviceHotline: '', serviceHours: '' }],
  ] as [string, { serviceHotline: string; serviceHours: string }][])('商务合作 (/business-cooperation/home): what it offers, %s, the empty form', (_, config) => withConfig(config, async () => {
    setRouterParams({})
    const [server, app] = await beside(<BusinessPage />, () => [], FIRST_PAINT_PARTS.plainScreen('businessCooperation')(config, {}) as string)
    alike(server, app)
    sameFields(server, app[app.length - 1])
    expect(server.querySelectorAll('.business__hotline')).toHaveLength(config.serviceHotline ? 1 : 0)
  }))

  it.each([
    ['lessons with their durations', [1, 2, 3].map(i => item({ id: 90 + i, isVideo: 1, videoTime: `0${i}:30`, videoUrl: `http://x/v${i}.mp4`, title: `玉米种植第${i}课` }))],
    ['a lesson without a duration', [item({ id: 95, isVideo: 1, videoTime: '', videoUrl: 'http://x/v.mp4' })]],
  ] as [string, NewsItem[]][])('视频课堂 (/yu-nong/video-page): %s', async (_, lessons) => {
    setRouterParams({})
    const page = { list: lessons, hasMore: true, page: 1 }
    const [server, app] = await beside(<RuralVideosPage />, url => (url.includes('/column/list') ? page : []),
      FIRST_PAINT_PARTS.routeDraw('ruralVideos')(page as never, NOW, { screen: {} as FirstScreen, answers: [page], params: {} }) as string)
    // a phone's first view holds two lessons: the server draws those, in the app's list and chunk
    const first = (root: Element) => [...root.querySelectorAll('.video-lesson')].slice(0, 2)
    expect(first(server)).toHaveLength(Math.min(lessons.length, 2))
    expect(first(server).map(shape)).toEqual(first(app[0]).map(shape))
    expect(first(server).map(l => l.textContent)).toEqual(first(app[0]).map(l => l.textContent))
    const line = (l: Element) => { const up: string[] = []; for (let x = l.parentElement; x && !x.classList.contains('video-lessons'); x = x.parentElement) up.push(x.className); return up }
    const own = (c: string) => c.split(' ').filter(x => !/^chunked\d+__chunk$/.test(x)).join(' ')
    expect(line(first(server)[0]).map(own)).toEqual(line(first(app[0])[0]).map(own))
    expect(server.children[0].className).toBe(app[0].className)
    const labels = (root: Element) => [...root.querySelectorAll('.video-lesson__cover')].slice(0, 2).map(c => c.getAttribute('aria-label'))
    expect(labels(server)).toEqual(labels(app[0]))
  })

  it.each([
    ['the answerers (type 1)', '1', [member(31), member(32, { introduction: '' })]],
    ['the reporters (type 2), none yet', '2', []],
  ] as [string, string, QaMember[]][])('the members who joined (/BangBang/QA/index/ask-special): %s', async (_, type, members) => {
    setRouterParams({ type })
    const drawnPage = FIRST_PAINT_PARTS.routeDraw('AskSpecial')(members as never, NOW, { screen: {} as FirstScreen, answers: [members], params: { type } }) as { body: string; title: string }
    const [server, app] = await beside(<AskSpecialPage />, url => (url.includes('/wenda/getMemberList') ? members : []), drawnPage.body)
    alike(server, app)
    expect(drawnPage.title).toBe(type === '2' ? '入驻记者' : '入驻答主')
  })
  it.each([
    ['an expert with an introduction and a screen of answers', member(41, { introduction: '十年社保政策咨询，答读者的社保、医保、养老问题。'.repeat(3) }), 12],
    ['a reader\'s home (no tag, no job), nothing answered yet', member(42, { userType: '', userTypeCode: null, job: '', introduction: '' } as Partial<QaMember>), 0],
  ] as [string, QaMember, number][])('a member\'s home (/BangBang/QA/index/ask-special/detail): %s', async (_, m, n) => {
    const home: QaMemberHome = { ...m, questionNum: 3, likeNum: 128 }
    const answers: QaAnswerItem[] = Array.from({ length: n }, (_x, i) => ({
      ...answerDetail({ answerId: 500 + i, likeNum: i, commentNum: 2 * i, time: `2026-11-2${i % 3} 10:00:00` }).answer, question: `问题${i}：社保卡丢了怎么补办？`,
    }) as QaAnswerItem)
    const params = { id: String(m.userid) }
    setRouterParams(params)
    const drawnPage = FIRST_PAINT_PARTS.routeDraw('AskSpecialDetail')(home as never, NOW, { screen: {} as FirstScreen, answers: [home, answers], params }) as { body: string; title: string }
    const [server, app] = await beside(<MemberHomePage />, url => (url.includes('/wenda/getMember?') ? home : url.includes('/getNewAnswerListByMemberId') ? answers : []), drawnPage.body)
    alike(server, app)
    expect(drawnPage.title).toBe(m.username)
    expect(server.querySelectorAll('.member-home__answer')).toHaveLength(Math.min(n, FIRST_VIEW_ITEMS))
  })
  it.each([
    ['a group opened at its first sub-tab (/yu-nong/sub-general-tab)', SubGeneralTabPage, 'ruralSubGeneralTab', {}],
    ['a group opened at the sub-tab it names (active=)', SubGeneralTabPage, 'ruralSubGeneralTab', { active: '5' }],
    ['a column tab (/yu-nong/general-tab)', GeneralTabPage, 'ruralGeneralTab', {}],
  ] as [string, () => JSX.Element, 'ruralSubGeneralTab' | 'ruralGeneralTab', Record<string, string>][])('a 渝农 tab as its own page: %s', async (_, Page, route, extra) => {
    const stories = [1, 2, 3, 4, 5].map(i => item({ id: 80 + i, showType: i === 2 ? 1 : 3 }))
    const column = (id: number, name: string) => ({ id, name, kind: 'column' as const, columnId: 1600 + id, children: [] })
    const tabPage: RuralTabPage = route === 'ruralGeneralTab'
      ? { tab: column(9, '政策'), parents: [] }
      : { tab: { id: 3, name: '种植', kind: 'group', columnId: null, children: [column(4, '粮油'), column(5, '果蔬')] }, parents: [{ id: 2, name: '技术' }] }
    const params = { id: String(tabPage.tab.id), ...extra }
    setRouterParams(params)
    const asked: string[] = []
    const [server, app] = await beside(<Page />, url => { asked.push(url); return url.includes('/v1/rural/tab') ? tabPage : url.includes('/column/list') ? { list: stories, hasMore: true, page: 1 } : [] },
      (FIRST_PAINT_PARTS.routeDraw(route)(tabPage as never, NOW, { screen: { boot: { responses: {}, shared: [] } } as unknown as FirstScreen, answers: [tabPage, { list: stories, hasMore: true, page: 1 }], params }) as { body: string }).body)
    // the column the page asks for is the one `then` declares
    const then = routes[route].then!(params, [tabPage])
    expect(asked.filter(u => u.includes('/column/list')).map(u => new URL(u, 'http://x').searchParams.get('columnId'))).toEqual(then.map(a => String(a.query!.columnId)))
    const firstCards = (root: Element) => [...root.querySelectorAll('.news-card')].slice(0, 3)
    const appRoot = app[0]
    expect(shape(server.children[0]).classes).toBe(shape(appRoot).classes)
    if (route === 'ruralSubGeneralTab') {
      expect(shape(server.children[0].children[0])).toEqual(shape(appRoot.children[0]))
      expect(server.children[0].children[0].textContent).toBe(appRoot.children[0].textContent)
    }
    expect(firstCards(server).map(shape)).toEqual(firstCards(appRoot).map(shape))
    expect(firstCards(server).map(c => c.textContent)).toEqual(firstCards(appRoot).map(c => c.textContent))
  })
  it('a 渝农 tab as its own page, opened on today\'s prices (/yu-nong/general-tab): the markets, the categories, the first rows', async () => {
    const board = {
      market: { id: 1, name: '观音桥农贸市场', district: '江北区' }, day: '2026-12-03',
      markets: [{ id: 1, name: '观音桥农贸市场', district: '江北区' }, { id: 2, name: '盘溪批发市场', district: '江北区' }],
      list: Array.from({ length: 20 }, (_, i) => ({ productId: i + 1, marketId: 1, product: `产品${i + 1}`, category: 'vegetable', price: 2.5 + i, unit: '元/斤', change: i % 3 === 0 ? null : i % 3 === 1 ? 0.2 : -0.1 })),
    } as unknown as FarmPriceBoard
    const tabPage: RuralTabPage = { tab: { id: 7, name: '行情', kind: 'group', columnId: null, children: [{ id: 8, name: '今日价格', kind: 'prices', columnId: null, children: [] }, { id: 9, name: '行情分析', kind: 'column', columnId: 1605, children: [] }] }, parents: [] }
    setRouterParams({ id: '7' })
    const [server, app] = await beside(<GeneralTabPage />, url => (url.includes('/v1/rural/tab') ? tabPage : url.includes('/v1/rural/prices') ? board : []),
      (FIRST_PAINT_PARTS.routeDraw('ruralGeneralTab')(tabPage as never, NOW, { screen: {} as FirstScreen, answers: [tabPage, board], params: { id: '7' } }) as { body: string }).body)
    const first = (root: Element) => { const copy = root.cloneNode(true) as Element; copy.querySelectorAll('.price-board__row').forEach((r, i) => { if (i >= 16) r.remove() }); return copy }
    expect(shape(first(server.children[0]))).toEqual(shape(first(app[0])))
    expect(first(server.children[0]).textContent).toBe(first(app[0]).textContent)
    expect(server.querySelectorAll('.price-board__row')).toHaveLength(16)
  })
})
