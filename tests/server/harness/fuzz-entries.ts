// The fuzz harness's entry for every route the server has: who sends the requests and which valid
// values to mix into the hostile ones, so that many requests pass validation and reach the handler.
// A route without an entry fails tests/server/harness/routes.test.ts: a new endpoint cannot land unfuzzed.
import fc from 'fast-check'

/** ids and names taken from the seeded database, so generated requests can hit real rows */
export interface Samples {
  newsIds: number[]
  columnIds: number[]
  channelIds: number[]
  commentIds: number[]
  topicIds: number[]
  providerAccountIds: number[]
  epaperArticleIds: number[]
  epaperEditionIds: number[]
  epaperPageIds: number[]
  epaperDates: string[]
  phones: string[]
  unionIds: string[]
  openIds: string[]
  identityIds: number[]
  /** readers of the seeded site (demo readers and staff) */
  userIds: number[]
  sensitiveWordIds: number[]
  moderationItemIds: number[]
  departmentIds: number[]
  politicsIds: number[]
  qaQuestionIds: number[]
  qaAnswerIds: number[]
  bangCommentIds: number[]
  identityApplicationIds: number[]
  communityIds: number[]
  postIds: number[]
  discoverPostIds: number[]
  goodsIds: number[]
  orderIds: number[]
  cooperationIds: number[]
  discoverTopicIds: number[]
  imageNames: string[]
  videoNames: string[]
  compositionIds: number[]
  compositionSchoolIds: number[]
  compositionTeacherIds: number[]
  compositionStudentIds: number[]
  compositionIssueIds: number[]
  compositionReviewIds: number[]
  ruralTabIds: number[]
  farmProductIds: number[]
  farmMarketIds: number[]
}

export interface FuzzEntry {
  /** visitor: no token; reader: a signed-in reader's token (each route gets a fresh one); staff: an
   * administrator's; department: an account of the first department (问政) */
  as: 'visitor' | 'reader' | 'staff' | 'department'
  /** valid values per field (query, body or path parameter), mixed with the hostile ones */
  valid?: (s: Samples) => Record<string, fc.Arbitrary<unknown>>
}

const from = <T>(values: T[]) => fc.constantFrom(...(values.length > 0 ? values : [undefined as T]))
const page = fc.integer({ min: 1, max: 12 })
const pageSize = fc.integer({ min: 1, max: 50 })
const paging = { page, pageSize }
const news = (s: Samples) => ({ newsId: from(s.newsIds), classId: from(s.columnIds), ...paging })
const commented = (s: Samples) => ({ newsId: from([...s.newsIds, ...s.discoverPostIds]), classId: from([...s.columnIds, 20]), ...paging })
const kw = fc.constantFrom('重庆', '马拉松', '双城经济圈', '"', '*', 'NEAR(a b)', 'a OR b', '%', '_', '\\', "' or 1=1 --")

/** a story's fields as the console sends them, often wrong in one way */
const storyFields = (s: Samples) => fc.record({
  kind: fc.constantFrom('news', 'picture', 'video', 'live', 'link', 'x'),
  title: fc.constantFrom('测试稿', '', ' ', '<b>标题</b>', '长'.repeat(61)),
  summary: fc.constantFrom('', '摘要'),
  body: fc.constantFrom('<p>正文</p>', '', '<script>alert(1)</script>', '<img src="/media/images/scene-1.jpg">'),
  columnId: fc.oneof(from(s.columnIds), fc.constant(999999)),
  channelIds: fc.constantFrom([], [1], [1, 2], [999999]),
  showType: fc.constantFrom(0, 1, 2, 4, 8),
  cover: fc.constantFrom([], ['/media/images/scene-1.jpg'], ['https://evil.example/a.jpg'], ['/media/uploads/../x']),
  gallery: fc.constantFrom([], [{ url: '/media/images/scene-2.jpg', caption: '说明' }]),
  videoUrl: fc.constantFrom('', '/media/uploads/v/a.mp4', 'javascript:1'),
  liveStart: fc.constantFrom('', '2099-01-01 08:00', '2026-02-30 08:00'),
  targetUrl: fc.constantFrom('', 'https://www.cqnews.net/', 'javascript:alert(1)'),
  tags: fc.constantFrom([], ['交通'], ['一', '二', '三', '四', '五', '六']),
  pinned: fc.boolean(), bannerChannelIds: fc.constantFrom([], [1]), writer: fc.constantFrom('', '记者'), source: fc.constantFrom('', '上游新闻'), allowComments: fc.boolean(),
  hides: fc.constantFrom(undefined, [], ['ads'], ['comments', 'related', 'ads'], ['ads', 'ads'], ['x']),
}, { requiredKeys: ['kind', 'title', 'columnId'] })

export const FUZZ: Record<string, FuzzEntry> = {
  'OPTIONS *': { as: 'visitor', valid: () => ({ '*': fc.constantFrom('v1/like/do', 'v1/comment/store', 'kratos/v1/channel/home') }) },
  'GET /config/inits.json': { as: 'visitor' },
  'GET /shangyou_news/config/inits.json': { as: 'visitor' },
  'GET /kratos/v1/init': { as: 'visitor', valid: () => ({ version: fc.constantFrom('6.2.0', 'v3') }) },
  'GET /kratos/v1/channel/list': { as: 'visitor', valid: s => ({ channelId: from(s.channelIds), page }) },
  'GET /kratos/v1/channel/home': { as: 'visitor', valid: s => ({ channelId: from(s.channelIds), ...paging }) },
  'GET /kratos/v1/column/list': { as: 'visitor', valid: s => ({ columnId: from(s.columnIds), ...paging }) },
  // (a preview link's token: none, junk, a forged one, another story's shape)
  'GET /v1/news/getDetails': { as: 'reader', valid: s => ({ ...news(s), preview: fc.constantFrom(undefined, undefined, 'x', 'e30.abc', 'eyJwcmV2aWV3IjoxfQ.sig', '.'.repeat(40)) }) },
  'GET /kratos/v1/detail': { as: 'visitor', valid: s => ({ ...news(s), preview: fc.constantFrom(undefined, undefined, 'x', 'e30.abc') }) },
  'GET /v1/news/getRelationNews': { as: 'visitor', valid: news },
  'GET /media/images/:name': {
    as: 'visitor',
    valid: s => ({ name: from(s.imageNames), 'x-oss-process': fc.constantFrom('image/resize,p_20', 'image/resize,p_50', 'image/resize,p_100') }),
  },
  'GET /media/video/*': { as: 'visitor', valid: s => ({ '*': from(s.videoNames) }) },
  'GET /about/self-discipline': { as: 'visitor' },
  'GET /download': { as: 'visitor' },
  'GET /vr/:id': { as: 'visitor', valid: s => ({ id: from(s.newsIds) }) },
  'GET /vr/panorama.js': { as: 'visitor' },
  'GET /kratos/v1/channelClass/one': { as: 'visitor', valid: s => ({ columnId: from(s.columnIds) }) },
  'GET /v1/news/getListByColumnId': { as: 'visitor', valid: s => ({ columnId: from(s.columnIds), ...paging }) },
  'GET /v1/live/getList': { as: 'visitor', valid: () => paging },
  'GET /v1/vr/getList': { as: 'visitor', valid: () => paging },
  'GET /v1/news/getHotLists': { as: 'visitor', valid: () => paging },
  'GET /v1/news/getCountryHotNews': { as: 'visitor', valid: s => ({ areaNumber: fc.oneof(from(s.columnIds), fc.constant(999)), ...paging }) },
  'GET /v1/news/getNewsHotWord': { as: 'visitor' },
  'GET /kratos/v1/search/home': { as: 'visitor', valid: () => ({ keyword: kw, page: fc.integer({ min: 1, max: 20 }), pageSize }) },
  'GET /kratos/v1/topicsCollect': { as: 'visitor', valid: s => ({ columnId: from(s.columnIds), ...paging }) },
  'GET /kratos/v1/topics/show': { as: 'visitor', valid: s => ({ id: from(s.topicIds) }) },
  'GET /kratos/v1/topics/news_list': { as: 'visitor', valid: s => ({ id: from(s.topicIds), ...paging }) },
  'GET /v1/news/specailCategory': { as: 'visitor', valid: s => ({ classId: from(s.columnIds) }) },
  'GET /v1/news/specialList': { as: 'visitor', valid: () => paging },
  'GET /api/SYAccount/getInfo': { as: 'visitor', valid: s => ({ id: from(s.providerAccountIds), classId: from(s.columnIds) }) },
  'GET /api/SYAccount/getHeadPage': { as: 'visitor', valid: () => paging },
  'GET /api/SYAccount/getRecommendList': { as: 'visitor' },
  'GET /v1/epaper/dates': { as: 'visitor', valid: () => ({ paper: fc.constantFrom('cqcb', 'cqwb', 'morning') }) },
  'GET /v1/epaper/edition': { as: 'visitor', valid: s => ({ paper: fc.constantFrom('cqcb', 'cqwb', 'morning'), date: from(s.epaperDates) }) },
  'GET /v1/epaper/article': { as: 'visitor', valid: s => ({ id: from(s.epaperArticleIds) }) },
  'GET /v1/maps/regeo': {
    as: 'visitor',
    valid: () => ({ lat: fc.double({ min: 28, max: 32, noNaN: true }), lng: fc.double({ min: 104, max: 110, noNaN: true }), coordType: fc.constantFrom('gcj02', 'wgs84') }),
  },
  'GET /v1/maps/weather': { as: 'visitor', valid: () => ({ area: fc.constantFrom('沙坪坝区', '渝中区', '成都市', '重庆') }) },
  'GET /v1/maps/forecast': { as: 'visitor', valid: () => ({ adcode: fc.constantFrom('500106', '500103', '510100', '000000') }) },
  'POST /v1/common/slider/init': { as: 'visitor' },
  'POST /v1/common/slider/verify': {
    as: 'visitor',
    valid: () => ({
      token: fc.string({ maxLength: 30 }),
      trace: fc.oneof(
        fc.constant(JSON.stringify({ width: 300, points: [[0, 0], [100, 100], [200, 200], [300, 290], [400, 300]] })),
        fc.json(),
        fc.constant('{"width":1e309,"points":[[1,2]]}'),
        fc.constant('{"width":300,"points":[1,2,3,4,5,6]}'),
        fc.constant('{"width":300,"points":[["a",{}],null,[1],[1,2,3],[1e999,1]]}'),
      ),
    }),
  },
  'POST /v1/common/webSendMsg': {
    as: 'visitor',
    valid: s => ({ phone: from(s.phones), type: fc.constantFrom('login', 'register', 'find', 'bind'), token: fc.string(), csessionid: fc.string(), sig: fc.string(), scene: fc.constant('activity_h5') }),
  },
  'POST /v1/common/valisendMsg': { as: 'visitor', valid: s => ({ phone: from(s.phones), code: fc.stringMatching(/^\d{6}$/), type: fc.constant('find') }) },
  'POST /v1/user/login': { as: 'visitor', valid: s => ({ phone: from(s.phones), password: fc.string({ maxLength: 24 }), client: fc.constantFrom('h5', 'weapp', 'app') }) },
  'POST /v1/user/code_login': { as: 'visitor', valid: s => ({ phone: from(s.phones), code: fc.stringMatching(/^\d{6}$/) }) },
  'POST /v1/user/register': { as: 'visitor', valid: s => ({ phone: from(s.phones), code: fc.stringMatching(/^\d{6}$/), password: fc.constantFrom('Demo1234', 'short') }) },
  'POST /v1/user/resetPassword': { as: 'visitor', valid: s => ({ phone: from(s.phones), ticket: fc.string(), password: fc.constant('Demo12345') }) },
  'GET /member/v1/user/tokenByCode': {
    as: 'visitor',
    valid: () => ({ code: fc.string({ minLength: 1, maxLength: 40 }), token: fc.string(), state: fc.stringMatching(/^[0-9a-f]{64}$/), verifier: fc.string() }),
  },
  'POST /v1/user/oauthState': { as: 'visitor' },
  'POST /v1/user/profile': { as: 'reader', valid: () => ({ nickname: fc.constantFrom('山城小王', '王', '上游新闻编辑', '加微信私聊我', ' '), avatar: fc.integer({ min: 1, max: 400 }) }) },
  'POST /v1/user/unionIdIsBind': { as: 'visitor', valid: s => ({ type: fc.constant(1), unionId: from(s.unionIds) }) },
  'POST /v1/user/thirdPartyLogin': { as: 'visitor', valid: s => ({ type: fc.constant(1), unionId: from(s.unionIds), ticket: fc.string() }) },
  'POST /v1/user/bind3rdParty': {
    as: 'visitor',
    valid: s => ({ type: fc.constant(1), unionId: from(s.unionIds), ticket: fc.string(), phone: from(s.phones), code: fc.stringMatching(/^\d{6}$/) }),
  },
  'POST /v1/user/mpLogin': { as: 'visitor', valid: () => ({ code: fc.string({ minLength: 1, maxLength: 64 }) }) },
  'POST /v1/user/logout': { as: 'reader' },
  'GET /v1/user/baseInfo': { as: 'reader' },
  // a story's comments, or a 发现 post's (classId 20: BangBang's comments underneath)
  'GET /v1/comment/getList': { as: 'reader', valid: s => ({ ...commented(s), plId: from([...s.commentIds, ...s.bangCommentIds]) }) },
  'GET /v1/comment/getListByParentId': { as: 'visitor', valid: s => ({ ...commented(s), plId: from([...s.commentIds, ...s.bangCommentIds]) }) },
  'POST /v1/comment/store': {
    as: 'reader',
    valid: s => ({ ...commented(s), sayText: fc.string({ minLength: 1, maxLength: 600 }), plId: from([...s.commentIds, ...s.bangCommentIds]), region: fc.constantFrom('重庆', '四川省', 'x'.repeat(40)) }),
  },
  'POST /v1/comment/deleteComment': { as: 'reader', valid: s => ({ plId: from([...s.commentIds, ...s.bangCommentIds]), classId: from([...s.columnIds, 20]), newsId: from([...s.newsIds, ...s.discoverPostIds]) }) },
  'GET /v1/comment/reportContent': { as: 'visitor' },
  // npm run bench's yardstick (registered with BENCH_HELLO=1; the harness server has it)
  'GET /bench/hello': { as: 'visitor' },
  'GET /healthz': { as: 'visitor' },
  'GET /readyz': { as: 'visitor' },
  'GET /metrics': { as: 'visitor' },
  'POST /api/comment/doReport': {
    as: 'reader',
    valid: s => ({ commentId: from(s.commentIds), classId: from(s.columnIds), newsId: from(s.newsIds), platformId: fc.integer({ min: 0, max: 6 }), content: fc.constantFrom('低俗色情', '虚假谣言,其他'), commentContent: fc.string() }),
  },
  'POST /v1/news/doReport': { as: 'reader', valid: s => ({ classId: from(s.columnIds), newsId: from(s.newsIds), content: fc.constantFrom('低俗色情', '其他') }) },
  'POST /v1/like/do': { as: 'reader', valid: s => ({ classId: from([...s.columnIds, 20]), newsId: from([...s.newsIds, ...s.discoverPostIds]), commentId: from([...s.commentIds, ...s.bangCommentIds]), type: fc.constantFrom(1, 2) }) },
  'GET /v1/ad/getList': { as: 'visitor', valid: s => ({ classId: from(s.columnIds), newsId: from(s.newsIds) }) },
  'GET /api/controller.php': {
    as: 'visitor',
    valid: s => ({
      enews: fc.constantFrom('getColumnNewsList', 'getTopicNewsList', 'getNewsDetail', 'getSdkInfo', 'nope'),
      columnId: from(s.columnIds), newsId: from(s.newsIds), id: from(s.newsIds),
      url: fc.constantFrom('http://localhost/shangyou_news/NewsDetail?newsId=10005', 'javascript:alert(1)', 'https://x/#frag'),
      ...paging,
    }),
  },
  'GET /dev/sms/outbox': { as: 'visitor', valid: s => ({ phone: from(s.phones) }) },
  'GET /dev/wechat/authorize': {
    as: 'visitor',
    valid: () => ({ redirect_uri: fc.constantFrom('http://localhost:80/shangyou_news/home/1', 'http://localhost:80//evil.example/', '//evil.example', 'javascript:alert(1)'), state: fc.string() }),
  },
  'POST /dev/wechat/authorize': {
    as: 'visitor',
    valid: s => ({ identity: from(s.identityIds), redirect_uri: fc.constantFrom('http://localhost:80/shangyou_news/home/1', 'http://localhost:80//evil.example/'), state: fc.string() }),
  },
  'POST /dev/wechat/mp-code': { as: 'visitor', valid: s => ({ openId: from(s.openIds) }) },
  'GET /dev/wechat/jsapi-ticket': { as: 'visitor' },
  'GET /': { as: 'visitor' },
  'GET /favicon.ico': { as: 'visitor' },
  'GET /shangyou_news/': { as: 'visitor' },
  'GET /admin/': { as: 'visitor' },
  'GET /admin': { as: 'visitor' },
  'GET /admin/*': { as: 'visitor', valid: () => ({ '*': fc.constantFrom('stories', 'stories/12', 'assets/index-0123abcd.js', 'assets/none.js', '../package.json', 'v1/none') }) },
  'GET /shangyou_news': { as: 'visitor' },
  'GET /shangyou_news/*': {
    as: 'visitor',
    valid: () => ({ '*': fc.constantFrom('home/1', 'NewsDetail', 'js/app.0123abcd.js', 'index.html', '../package.json', '%2e%2e/%2e%2e/etc/passwd', 'static/favicon.png') }),
  },
  // the admin API (moderation and staff), fuzzed as an administrator so that requests reach the handlers
  'GET /admin/v1/moderation/words': { as: 'staff', valid: () => paging },
  'POST /admin/v1/moderation/words': { as: 'staff', valid: () => ({ word: fc.constantFrom('测试敏感词', '賭 博', 'ＡＢＣ', '', '*', '   '), action: fc.constantFrom('block', 'hold', 'replace', 'delete') }) },
  'POST /admin/v1/moderation/words/delete': { as: 'staff', valid: s => ({ id: from(s.sensitiveWordIds) }) },
  'GET /admin/v1/moderation/queue': { as: 'staff', valid: () => ({ status: fc.constantFrom('held', 'approved', 'rejected', 'hidden', 'all'), ...paging }) },
  'POST /admin/v1/moderation/decide': { as: 'staff', valid: s => ({ id: from(s.moderationItemIds), decision: fc.constantFrom('approve', 'reject', 'maybe'), reason: fc.constantFrom('', '广告', '违规') }) },
  'POST /admin/v1/moderation/hide': { as: 'staff', valid: s => ({ kind: fc.constantFrom('comment', 'qa-answer', 'bang-comment', 'news'), refId: from([...s.commentIds, ...s.qaAnswerIds, ...s.bangCommentIds]), reason: fc.constantFrom('', '人身攻击') }) },
  'GET /admin/v1/moderation/audit': { as: 'staff', valid: () => paging },
  'GET /admin/v1/dashboard': { as: 'staff' },
  'GET /admin/v1/points/rules': { as: 'staff' },
  'GET /admin/v1/discover/topics': { as: 'staff', valid: () => ({ status: fc.constantFrom(undefined, 'pending', 'approved', 'rejected', 'hidden', 'x'), ...paging }) },
  'GET /admin/v1/politics/inbox': { as: 'department', valid: s => ({ departmentId: fc.option(from(s.departmentIds), { nil: undefined }), filter: fc.constantFrom(undefined, 'open', 'overdue', 'all', 'x'), ...paging }) },
  'GET /admin/v1/politics/overview': { as: 'staff' },
  'GET /admin/v1/moderation/reports': { as: 'staff', valid: () => paging },
  'POST /admin/v1/moderation/reports/handle': {
    as: 'staff',
    valid: s => ({ kind: fc.constantFrom('comment', 'bang', 'quan', 'essay', 'news', 'topic', 'x'), targetId: fc.oneof(from(s.commentIds), from(s.newsIds)), outcome: fc.constantFrom('hide', 'dismiss', 'x'), reason: fc.constantFrom('', '广告') }),
  },
  'GET /admin/v1/audit': {
    as: 'staff',
    valid: s => ({
      actorId: fc.option(from(s.userIds), { nil: undefined }), action: fc.constantFrom(undefined, 'hide', 'role-grant', 'points-rule', 'x'),
      kind: fc.constantFrom(undefined, 'comment', 'user', 'points'), refId: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
      from: fc.constantFrom(undefined, '2026-01-01', '2026-02-30', '2026-11-28'), to: fc.constantFrom(undefined, '2026-12-31', '2027-13-01'), ...paging,
    }),
  },
  // the newsroom's stories: fields valid and not, for stories seeded and made
  'GET /admin/v1/stories': {
    as: 'staff',
    valid: s => ({ state: fc.constantFrom(undefined, 'draft', 'published', 'withdrawn', 'x'), columnId: fc.option(from(s.columnIds), { nil: undefined }), q: fc.constantFrom(undefined, '重庆', '%', '_', '\\', "' or 1=1 --"), ...paging }),
  },
  'GET /admin/v1/stories/places': { as: 'staff' },
  'GET /admin/v1/stories/detail': { as: 'staff', valid: s => ({ id: from(s.newsIds) }) },
  'POST /admin/v1/stories/preview': { as: 'staff', valid: s => ({ id: from([...s.newsIds, 999999]) }) },
  'POST /admin/v1/stories/create': { as: 'staff', valid: s => ({ fields: storyFields(s) }) },
  'POST /admin/v1/stories/save': { as: 'staff', valid: s => ({ id: from(s.newsIds), revision: fc.integer({ min: 1, max: 3 }), fields: storyFields(s) }) },
  'POST /admin/v1/stories/act': {
    as: 'staff',
    valid: s => ({
      id: from(s.newsIds), action: fc.constantFrom('submit', 'return', 'schedule', 'unschedule', 'publish', 'withdraw', 'reopen', 'delete'),
      at: fc.constantFrom(undefined, '2099-01-01 08:00', '2026-02-30 08:00', '2020-01-01 00:00', '2026-13-01 25:61', 'tomorrow'),
    }),
  },
  'POST /admin/v1/stories/restore': { as: 'staff', valid: s => ({ id: from(s.newsIds), revision: fc.integer({ min: 1, max: 3 }), from: fc.integer({ min: 1, max: 3 }) }) },
  'GET /admin/v1/feeds': { as: 'staff' },
  'GET /admin/v1/front': { as: 'staff' },
  'GET /admin/v1/front/banners': { as: 'staff', valid: s => ({ channelId: fc.oneof(from(s.channelIds), fc.constant(999)) }) },
  'POST /admin/v1/front/channels': { as: 'staff', valid: s => ({ ids: fc.oneof(fc.constant(s.channelIds), fc.shuffledSubarray(s.channelIds), fc.constant([...s.channelIds, s.channelIds[0]])) }) },
  'GET /admin/v1/front/menu': { as: 'staff', valid: s => ({ channelId: fc.oneof(from(s.channelIds), fc.constant(999)) }) },
  'POST /admin/v1/front/menu': { as: 'staff', valid: s => ({ channelId: fc.constantFrom(1, 4, 999), columnIds: fc.oneof(fc.constant([]), fc.subarray(s.columnIds, { maxLength: 12 }), fc.constant([s.columnIds[0], s.columnIds[0]])) }) },
  'POST /admin/v1/front/banners': { as: 'staff', valid: s => ({ channelId: from(s.channelIds), newsIds: fc.oneof(fc.constant([]), fc.subarray(s.newsIds.slice(0, 30), { maxLength: 12 }), fc.constant([999999])) }) },
  'GET /admin/v1/epaper': { as: 'staff', valid: () => ({ paper: fc.constantFrom('cqcb', 'cqwb', 'nope'), ...paging }) },
  'GET /admin/v1/epaper/edition': { as: 'staff', valid: s => ({ id: from([...s.epaperEditionIds, 999999]) }) },
  'POST /admin/v1/epaper/edition': { as: 'staff', valid: () => ({ paper: fc.constantFrom('cqcb', 'cqwb', 'nope'), date: fc.constantFrom('2031-02-03', '2031-02-30', 'tomorrow', '', '2031-2-3') }) },
  'POST /admin/v1/epaper/edition/publish': { as: 'staff', valid: s => ({ id: from([...s.epaperEditionIds, 999999]), published: fc.boolean() }) },
  'POST /admin/v1/epaper/page': {
    as: 'staff',
    valid: s => ({
      editionId: from([...s.epaperEditionIds, 999999]), id: fc.constantFrom(undefined, ...s.epaperPageIds.slice(0, 3), 999999), num: fc.constantFrom(1, 2, 9, 0, 41, 1.5),
      name: fc.constantFrom('要闻', '', '很长很长很长很长很长的版名'), image: fc.constantFrom('/media/images/scene-7.jpg', '', 'https://evil.example/p.jpg', '/media/../x'),
    }),
  },
  'POST /admin/v1/epaper/page/delete': { as: 'staff', valid: s => ({ id: from([...s.epaperPageIds.slice(-3), 999999]) }) },
  'POST /admin/v1/epaper/article': {
    as: 'staff',
    valid: s => ({
      pageId: from([...s.epaperPageIds.slice(0, 5), 999999]), id: fc.constantFrom(undefined, ...s.epaperArticleIds.slice(0, 3), 999999),
      title: fc.constantFrom('嘉陵江畔新公园开园', '', 'x'.repeat(61)), subtitle: fc.constantFrom(undefined, '', '副题'), author: fc.constantFrom(undefined, '本报记者 王敏'),
      content: fc.constantFrom('<p>正文</p>', '', '<script>alert(1)</script>', '<p>  </p>'), area: fc.constantFrom([10, 10, 40, 30], [0, 0, 100, 100], [90, 10, 20, 10], [-1, 0, 5, 5], [1, 2, 3], [0, 0, 0, 0]),
      sort: fc.constantFrom(undefined, 0, 3, -1, 10000),
    }),
  },
  'POST /admin/v1/epaper/article/delete': { as: 'staff', valid: s => ({ id: from([...s.epaperArticleIds.slice(-3), 999999]) }) },
  'GET /admin/v1/topics': { as: 'staff' },
  'POST /admin/v1/topics/save': {
    as: 'staff',
    valid: s => ({
      id: fc.constantFrom(undefined, ...s.topicIds.slice(0, 2), 999999), columnId: fc.constantFrom(...s.columnIds.slice(0, 3), 1302, 999999),
      title: fc.constantFrom('长江大保护', '', 'x'.repeat(31)), image: fc.constantFrom('/media/images/scene-9.jpg', '', 'https://evil.example/t.jpg'),
      intro: fc.constantFrom(undefined, '', '介绍', 'x'.repeat(201)), sort: fc.constantFrom(undefined, 0, 5, -1, 10000), shown: fc.boolean(),
    }),
  },
  'GET /admin/v1/topics/stories': { as: 'staff', valid: s => ({ id: from([...s.topicIds, 999999]) }) },
  'POST /admin/v1/topics/stories': { as: 'staff', valid: s => ({ id: from([...s.topicIds, 999999]), newsIds: fc.oneof(fc.constant([]), fc.subarray(s.newsIds.slice(0, 20), { maxLength: 8 }), fc.constant([999999]), fc.constant([s.newsIds[0], s.newsIds[0]])) }) },
  'GET /admin/v1/specials': { as: 'staff' },
  'POST /admin/v1/specials/save': {
    as: 'staff',
    valid: () => ({
      id: fc.constantFrom(undefined, 501, 502, 999999), title: fc.constantFrom('长江大保护', '', 'x'.repeat(31), '<i>专题</i>'),
      image: fc.constantFrom('/media/images/scene-9.jpg', '', 'https://evil.example/t.jpg', '/media/../etc/passwd'),
      intro: fc.constantFrom(undefined, '', '介绍', 'x'.repeat(201)), order: fc.constantFrom(undefined, 0, 5, -1, 10000), shown: fc.boolean(),
      channelIds: fc.constantFrom(undefined, [], [1], [1, 1], [987654]),
      categories: fc.constantFrom([], [{ name: '最新动态' }], [{ id: 5011, name: '改名' }, { name: '新分类' }], [{ name: '重复' }, { name: '重复' }], [{ id: 999999, name: '别人的' }], [{ name: 'x'.repeat(11) }]),
    }),
  },
  'GET /admin/v1/ads': { as: 'staff' },
  'POST /admin/v1/ads/save': {
    as: 'staff',
    valid: s => ({
      id: fc.constantFrom(undefined, 1, 2, 999999), type: fc.constantFrom(2, 3, 5, 4, 0), title: fc.constantFrom('重庆车展', '', 'x'.repeat(41), '<b>广告</b>'),
      url: fc.constantFrom('/shangyou_news/home/8', 'https://www.cqcb.com/', 'javascript:alert(1)', '//evil.example', ''),
      image: fc.constantFrom('/media/images/scene-5.jpg', '', 'https://evil.example/x.jpg', '/media/../etc/passwd'),
      everywhere: fc.boolean(), listed: fc.constantFrom([], s.columnIds.slice(0, 3), [999999], [s.columnIds[0], s.columnIds[0]]),
      excluded: fc.constantFrom([], s.columnIds.slice(0, 2), [999999]), sort: fc.constantFrom(0, 5, -1, 10000), shown: fc.boolean(),
    }),
  },
  'POST /admin/v1/front/hot-pins': { as: 'staff', valid: () => ({ newsIds: fc.constantFrom([], [10005], [10005, 10005], [10005, 10006, 10007, 10008, 10009, 10010], [987654321]) }) },
  'POST /admin/v1/front/hot-words': { as: 'staff', valid: () => ({ words: fc.constantFrom([], ['重庆'], ['重庆', '重庆'], ['长'.repeat(13)], [' ', '马拉松']) }) },
  'POST /admin/v1/feeds/save': {
    as: 'staff',
    valid: s => ({
      id: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }), name: fc.constantFrom('稿源', '', ' ', '长'.repeat(41)),
      url: fc.constantFrom('http://127.0.0.1:1/rss', 'https://127.0.0.1:1/atom', 'ftp://x/feed', 'javascript:alert(1)', 'http://[::1]:1/'),
      columnId: fc.oneof(from(s.columnIds), fc.constant(999999)), channelIds: fc.constantFrom([], [1], [999999]), publish: fc.boolean(), enabled: fc.boolean(),
      intervalMin: fc.constantFrom(5, 15, 1, 1441, 0),
    }),
  },
  'POST /admin/v1/feeds/delete': { as: 'staff', valid: () => ({ id: fc.integer({ min: 1, max: 5 }) }) },
  'POST /admin/v1/feeds/poll': { as: 'staff', valid: () => ({ id: fc.integer({ min: 1, max: 5 }) }) },
  'GET /admin/v1/stories/diff': { as: 'staff', valid: s => ({ id: from(s.newsIds), from: fc.integer({ min: 1, max: 3 }), to: fc.integer({ min: 1, max: 3 }) }) },
  'POST /admin/v1/roles/grant': { as: 'staff', valid: s => ({ userId: from(s.userIds), role: fc.constantFrom('admin', 'moderator', 'root') }) },
  'POST /admin/v1/roles/revoke': { as: 'staff', valid: s => ({ userId: from(s.userIds), role: fc.constantFrom('admin', 'moderator', 'root') }) },
  'GET /admin/v1/me': { as: 'staff' },
  // 问政, fuzzed as a department's account (the workflow's moves reach their checks)
  'GET /v1/bangbang/wenzheng/getNewList': { as: 'visitor', valid: () => paging },
  'GET /v1/bangbang/wenzheng/getHotList': { as: 'reader', valid: () => paging },
  'GET /v1/bangbang/wenzheng/getDetail': { as: 'visitor', valid: s => ({ id: from(s.politicsIds), reload: fc.constantFrom(true, false, 1, 'x') }) },
  'GET /v1/bangbang/wenzheng/getMemberList': { as: 'visitor' },
  'POST /v1/bangbang/wenzheng/add': {
    as: 'reader',
    valid: s => ({ departmentId: from(s.departmentIds), title: fc.constantFrom('路灯坏了', '  ', '标'.repeat(60)), content: fc.constantFrom('晚上一片漆黑', '<p></p>', '加微信'), region: fc.constantFrom('重庆市', '火星'), videoId: fc.constantFrom(1, 999999) }),
  },
  // 直播带货投诉平台 (issue 27)
  'POST /v1/complaints/add': {
    as: 'reader',
    valid: () => ({
      platform: fc.constantFrom('抖音', '淘宝直播', '拼多多', ''), seller: fc.constantFrom('山城好物旗舰店', '  ', '店'.repeat(40)),
      orderNo: fc.constantFrom('', 'DY-20261127-001', '订单#1', 'x'.repeat(50)), content: fc.constantFrom('收到的货与直播间展示不符', '', '<p></p>'),
      region: fc.constantFrom('重庆市', '火星'), videoId: fc.constantFrom(1, 999999),
    }),
  },
  'GET /v1/complaints/list': { as: 'reader', valid: () => paging },
  'POST /v1/bangbang/wenzheng/handle': {
    as: 'department',
    valid: s => ({ id: from(s.politicsIds), action: fc.constantFrom('accept', 'refuse', 'duplicate', 'out_of_scope', 'start', 'close'), reason: fc.constantFrom('', '信息不完整'), duplicateOf: from(s.politicsIds) }),
  },
  'POST /v1/bangbang/wenzheng/reply': { as: 'department', valid: s => ({ id: from(s.politicsIds), content: fc.constantFrom('已处理', '', '<script>') }) },
  'POST /v1/bangbang/wenzheng/rate': { as: 'reader', valid: s => ({ id: from(s.politicsIds), rating: fc.integer({ min: -1, max: 7 }) }) },
  'POST /v1/bangbang/wenzheng/reopen': { as: 'reader', valid: s => ({ id: from(s.politicsIds), reason: fc.constantFrom('', '没解决') }) },
  'GET /v1/message/list': { as: 'reader', valid: () => paging },
  'GET /v1/message/unread': { as: 'reader' },
  'POST /v1/message/read': { as: 'reader', valid: () => ({ ids: fc.array(fc.integer({ min: -1, max: 200 }), { maxLength: 120 }) }) },
  // 问答, BangBang's comments and likes, 身份认证
  'GET /v1/bangbang/wenda/index': { as: 'visitor' },
  'GET /v1/bangbang/wenda/getNewQuestionList': { as: 'reader', valid: () => paging },
  'GET /v1/bangbang/wenda/getHotQuestionList': { as: 'visitor', valid: () => paging },
  'GET /v1/bangbang/wenda/getNewAnswerList': { as: 'visitor', valid: () => paging },
  'GET /v1/bangbang/wenda/getAnswerListById': { as: 'reader', valid: s => ({ id: from(s.qaQuestionIds), reload: fc.constantFrom(true, false, 'x'), ...paging }) },
  'GET /v1/bangbang/wenda/getAnswerDetail': { as: 'visitor', valid: s => ({ id: from(s.qaAnswerIds) }) },
  'GET /v1/bangbang/wenda/getMemberList': { as: 'visitor', valid: () => ({ type: fc.constantFrom(1, 2, 3, '1') }) },
  'GET /v1/bangbang/wenda/getRecommenderList': { as: 'visitor' },
  'GET /v1/bangbang/wenda/getMember': { as: 'visitor', valid: s => ({ id: from(s.userIds) }) },
  'GET /v1/bangbang/wenda/getNewAnswerListByMemberId': { as: 'visitor', valid: s => ({ id: from(s.userIds), ...paging }) },
  'GET /v1/bangbang/wenda/getNewQuestionListByMemberId': { as: 'visitor', valid: s => ({ id: from(s.userIds), ...paging }) },
  'GET /v1/bangbang/wenda/search': { as: 'visitor', valid: () => ({ keyword: kw, ...paging }) },
  'GET /v1/bangbang/wenda/similar': { as: 'visitor', valid: () => ({ text: fc.constantFrom('外地孩子上小学', '', '%_\\', '物业费涨价怎么办'), section: fc.constantFrom('bang', 'rural', 'x') }) },
  'POST /v1/bangbang/wenda/add': {
    as: 'reader',
    valid: s => ({
      content: fc.constantFrom('周末停车难', '  ', '问'.repeat(400), '加微信'), region: fc.constantFrom('重庆市', '火星'), targetUserId: from(s.userIds), videoId: fc.constantFrom(1, 2, 999999),
      section: fc.constantFrom('bang', 'rural', 'x'), category: fc.constantFrom('crops', 'land', '', 'x'),
    }),
  },
  'POST /v1/bangbang/wenda/reply': { as: 'reader', valid: s => ({ id: from(s.qaQuestionIds), content: fc.constantFrom('可以去看看', '', '<script>'), region: fc.constantFrom('重庆市', ''), videoId: fc.constantFrom(1, 999999) }) },
  'POST /v1/bangbang/wenda/pin': { as: 'reader', valid: s => ({ id: from(s.qaQuestionIds), answerId: from(s.qaAnswerIds) }) },
  'POST /api/praise/AddPraise': { as: 'reader', valid: s => ({ type: fc.constantFrom(3, 6, 7, 10, 1), bangId: from([...s.qaAnswerIds, ...s.postIds, ...s.politicsIds]), commentId: from(s.bangCommentIds) }) },
  'GET /api/bv/comment/list': {
    as: 'visitor',
    valid: s => ({ classid: fc.constantFrom(1, 2, 3, 4, 5), section: fc.constantFrom('politics', 'community', 'discover', 'composition', 'x'), id: from([...s.qaAnswerIds, ...s.politicsIds, ...s.postIds, ...s.discoverPostIds]), from: fc.constantFrom('bang'), ...paging }),
  },
  'GET /api/bv/comment/singlelist': { as: 'reader', valid: s => ({ plId: from(s.bangCommentIds), ...paging }) },
  'POST /api/bv/comment/publish': {
    as: 'reader',
    valid: s => ({
      classid: fc.constantFrom(1, 2, 3), section: fc.constantFrom('politics', 'community', 'discover', 'x'), id: from([...s.qaAnswerIds, ...s.politicsIds, ...s.postIds, ...s.discoverPostIds]),
      sayText: fc.constantFrom('支持', '', '加微信'), plId: from(s.bangCommentIds),
    }),
  },
  'POST /api/bv/comment/del': { as: 'reader', valid: s => ({ id: from(s.bangCommentIds), from: fc.constantFrom('bang') }) },
  'GET /api/bangbang/member/getInfo': { as: 'reader' },
  'POST /api/bangbang/member/useredit': {
    as: 'reader',
    valid: () => ({ type: fc.constantFrom('reporter', 'expert', 'official', 'x'), realName: fc.constantFrom('李华', ''), job: fc.constantFrom('律师', ''), proof: fc.constantFrom('执业证号', ' '), introduction: fc.constantFrom('', '简介') }),
  },
  // 帮帮's home and search
  'GET /v1/bangbang/home': { as: 'visitor' },
  'GET /v1/bangbang/home/search': { as: 'reader', valid: () => ({ keyword: kw, type: fc.constantFrom('politics', 'qa', 'news'), ...paging }) },
  'GET /v1/bangbang/home/hotsearch': { as: 'visitor' },
  'GET /v1/bangbang/service/getService': { as: 'visitor' },
  'GET /v1/bangbang/news/getRelativeLists': { as: 'visitor', valid: s => ({ classid: fc.constantFrom(1, 2, 3), id: from([...s.politicsIds, ...s.qaQuestionIds]) }) },
  'GET /v1/bangbang/member/top/search': { as: 'visitor', valid: () => ({ keyword: kw }) },
  // 社区 and 曝光台
  'GET /v1/bangbang/groupownet/home': { as: 'reader', valid: () => ({ district: fc.constantFrom('渝中区', '', '%_'), ...paging }) },
  'GET /v1/bangbang/groupownet/community': { as: 'visitor', valid: s => ({ id: from(s.communityIds), ...paging }) },
  'GET /v1/bangbang/groupownet/userlist': { as: 'visitor', valid: s => ({ id: from(s.communityIds), ...paging }) },
  'GET /v1/bangbang/groupownet/userInfo': { as: 'visitor', valid: s => ({ id: from(s.userIds), ...paging }) },
  'GET /v1/bangbang/groupownet/top/search': { as: 'visitor', valid: () => ({ keyword: kw, district: fc.constantFrom('渝中区', '', '%') }) },
  'GET /v1/bangbang/groupownet/search': { as: 'reader', valid: s => ({ keyword: kw, id: from(s.communityIds), ...paging }) },
  'POST /v1/bangbang/groupownet/join': { as: 'reader', valid: s => ({ id: from(s.communityIds) }) },
  'GET /api/bangbang/comment/bangbanglist': { as: 'visitor', valid: () => ({ status: fc.constantFrom(0, 1, 2, 3, 'x'), ...paging }) },
  'GET /api/bangbang/post/detail': { as: 'reader', valid: s => ({ id: from(s.postIds), reload: fc.constantFrom(true, false, 'x') }) },
  // 积分
  'GET /v1/points/rules': { as: 'visitor', valid: () => ({}) },
  'GET /v1/points/summary': { as: 'reader', valid: () => ({}) },
  'GET /v1/points/ledger': { as: 'reader', valid: () => paging },
  'POST /v1/points/signIn': { as: 'reader', valid: () => ({}) },
  'POST /v1/points/read': { as: 'reader', valid: s => ({ classId: from(s.columnIds), newsId: from(s.newsIds) }) },
  'POST /v1/points/share': { as: 'reader', valid: s => ({ classId: from(s.columnIds), newsId: from(s.newsIds) }) },
  'POST /admin/v1/points/rules': { as: 'staff', valid: () => ({ key: fc.constantFrom('read', 'share', 'nope'), points: fc.constantFrom(0, 1, -1, 1.5, 10001), growth: fc.constantFrom(0, 2), dailyCap: fc.constantFrom(0, 5, -1), enabled: fc.constantFrom(true, false, 'x') }) },
  'POST /admin/v1/points/reconcile': { as: 'staff', valid: () => ({}) },
  'POST /admin/v1/points/expire': { as: 'staff', valid: () => ({}) },
  // 积分商城
  'GET /v1/shop/goods': { as: 'visitor', valid: () => ({ category: fc.constantFrom('优惠券', '门票', '', 'x'.repeat(20)), keyword: fc.constantFrom(undefined, '', '书店', '%', '_', "\\", 'x'.repeat(40)), ...paging }) },
  'GET /v1/shop/goods/detail': { as: 'visitor', valid: s => ({ id: from(s.goodsIds) }) },
  // WeChat's 数据预拉取 asks as no reader: the page a cold start opens and its query
  'GET /v1/wechat/prefetch': {
    as: 'visitor',
    valid: s => ({
      appid: fc.constantFrom('wx-demo', ''),
      path: fc.constantFrom('packages/bangbang/pages/politics-detail/index', 'packages/points/pages/goods/index', '/pages/home/index', 'no/such/page'),
      query: fc.oneof(from(s.politicsIds).map(id => `id=${id}`), from(s.goodsIds).map(id => `id=${id}`), fc.constantFrom('id=abc', '%', 'id=1&id=2', '__proto__=1')),
      timestamp: fc.constantFrom('1764300000'),
      scene: fc.constantFrom('1007', '1044'),
    }),
  },
  'POST /v1/shop/exchange': {
    as: 'reader',
    valid: s => ({ goodsId: from(s.goodsIds), quantity: fc.constantFrom(1, 0, -1, 1.5, 11, 1e9), idemKey: fc.constantFrom('fuzz-key-0001', 'short', '../../etc', 'k'.repeat(70)), address: fc.constantFrom('重庆市渝中区', '', '<script>') }),
  },
  'GET /v1/shop/orders': { as: 'reader', valid: () => ({ kind: fc.constantFrom(undefined, 'coupon', 'ticket', 'physical', 'x'), ...paging }) },
  'POST /v1/shop/cooperation': {
    as: 'reader',
    valid: () => ({
      company: fc.constantFrom('重庆山城文创有限公司', '', ' ', 'x'.repeat(60)), contact: fc.constantFrom('王经理', '', 'x'.repeat(30)),
      phone: fc.constantFrom('13900001111', '023-63900000', '12345', ''), kind: fc.constantFrom('商品入驻', '广告合作', '其他', 'x'),
      content: fc.constantFrom('想把我们的文创产品放进积分商城，可提供兑换券。', '太短', '<img src=x onerror=alert(1)>合作合作合作合作', 'x'.repeat(600)),
    }),
  },
  'GET /admin/v1/shop/cooperation': { as: 'staff', valid: () => ({ status: fc.constantFrom(undefined, 'new', 'handled', 'x'), ...paging }) },
  'POST /admin/v1/shop/cooperation/handle': { as: 'staff', valid: s => ({ id: from(s.cooperationIds) }) },
  'GET /v1/shop/order': { as: 'reader', valid: s => ({ id: from(s.orderIds) }) },
  'POST /v1/shop/order/cancel': { as: 'reader', valid: s => ({ id: from(s.orderIds) }) },
  'POST /admin/v1/shop/redeem': { as: 'staff', valid: () => ({ code: fc.constantFrom('ABCDEFGHJKLM', '', 'x'.repeat(30), "' or 1=1 --") }) },
  'GET /admin/v1/shop/goods': { as: 'staff', valid: () => ({ ...paging }) },
  'POST /admin/v1/shop/goods/save': {
    as: 'staff',
    valid: s => ({
      id: fc.option(from(s.goodsIds), { nil: undefined }), title: fc.constantFrom('重庆科技馆门票', '', 'x'.repeat(40), '<b>券</b>'),
      kind: fc.constantFrom('coupon', 'ticket', 'physical', 'x'), category: fc.constantFrom('门票', '', '很长很长很长的分类名字'),
      cover: fc.constantFrom('/media/images/scene-3.jpg', '', 'https://evil.example/x.jpg', '/media/../etc/passwd'),
      price: fc.constantFrom(1, 0, -5, 500, 1_000_001, 1.5), stock: fc.constantFrom(undefined, 0, 10, -1, 1_000_001),
      perUser: fc.constantFrom(undefined, 0, 2, 101), onSale: fc.constantFrom(undefined, true, false), sort: fc.constantFrom(undefined, 0, 10000),
      banner: fc.constantFrom(undefined, '', '/media/images/scene-4.jpg', 'javascript:alert(1)'),
    }),
  },
  'POST /admin/v1/shop/goods/stock': { as: 'staff', valid: s => ({ id: from(s.goodsIds), delta: fc.constantFrom(1, -1, 0, 10, -1_000_000, 2_000_000, 0.5) }) },
  'GET /admin/v1/shop/merchants': { as: 'staff', valid: s => ({ goodsId: from(s.goodsIds) }) },
  'POST /admin/v1/shop/merchants/link': { as: 'staff', valid: s => ({ goodsId: from(s.goodsIds), userId: fc.option(from(s.userIds), { nil: undefined }), phone: fc.constantFrom(undefined, '13800000006', '13800000001', '', '1380000000x') }) },
  'POST /admin/v1/shop/merchants/unlink': { as: 'staff', valid: s => ({ goodsId: from(s.goodsIds), userId: from(s.userIds) }) },
  'GET /admin/v1/shop/orders': { as: 'staff', valid: () => ({ status: fc.constantFrom(undefined, 'confirmed', 'shipped', 'received', 'void'), ...paging }) },
  'POST /admin/v1/shop/orders/ship': { as: 'staff', valid: s => ({ id: from(s.orderIds), tracking: fc.constantFrom('顺丰 SF1234567890', '', '自提', 'x'.repeat(120)) }) },
  'POST /v1/shop/order/receive': { as: 'reader', valid: s => ({ id: from(s.orderIds) }) },
  // 发现
  'GET /v1/quan/getQuanInfo': { as: 'reader', valid: () => ({ type: fc.constantFrom('new', 'hot', 'x'), ...paging }) },
  'GET /v1/quan/getHotTopicList': { as: 'visitor', valid: () => paging },
  'GET /api/topic/getHotWord': { as: 'visitor', valid: () => ({}) },
  'GET /api/topic/themeRecentList': { as: 'reader', valid: s => ({ themeId: from(s.discoverTopicIds), ...paging }) },
  'GET /api/topic/getThemeInfo': { as: 'reader', valid: s => ({ themeId: from(s.discoverTopicIds) }) },
  'GET /api/topic/getListByKeyWord': { as: 'reader', valid: () => ({ keyword: kw, ...paging }) },
  'GET /api/topic/getTopicListByKeyboard': { as: 'visitor', valid: () => ({ keyword: kw }) },
  'GET /v1/quan/getDetail': { as: 'reader', valid: s => ({ classId: fc.constantFrom(20, 0), newsId: from(s.discoverPostIds), reload: fc.constantFrom(true, false, 'x') }) },
  'POST /v1/quan/publish': {
    as: 'reader',
    valid: s => ({
      content: fc.constantFrom('洪崖洞夜景', ' ', '帖'.repeat(1200), '加微信'), topicId: from(s.discoverTopicIds),
      topicTitle: fc.constantFrom('#新话题#', '#', 'a', '话'.repeat(30), '<b>x</b>'), videoId: fc.constantFrom(1, 999999), section: fc.constantFrom('discover', 'rural', 'x'),
    }),
  },
  'POST /v1/quan/del': { as: 'reader', valid: s => ({ id: from(s.discoverPostIds) }) },
  'POST /v1/quan/report': { as: 'reader', valid: s => ({ newsId: from(s.discoverPostIds), themeId: from(s.discoverTopicIds), content: fc.constantFrom('色情低俗', '广告', '', 'x,y') }) },
  'POST /admin/v1/discover/topic': { as: 'staff', valid: s => ({ id: from(s.discoverTopicIds), action: fc.constantFrom('approve', 'reject', 'hide', 'delete'), official: fc.constantFrom(true, false, 'x') }) },
  'POST /admin/v1/discover/reply': { as: 'staff', valid: s => ({ id: from(s.discoverPostIds), content: fc.constantFrom('已核实', '', '回'.repeat(1200)), newsId: from(s.newsIds) }) },
  'POST /api/bangbang/post/publish': {
    as: 'reader',
    valid: () => ({ kind: fc.constantFrom('community', 'exposure', 'news'), content: fc.constantFrom('楼道灯坏了', ' ', '帖'.repeat(1200), '加微信'), region: fc.constantFrom('重庆市', '火星') }),
  },
  'POST /api/bangbang/post/handle': { as: 'reader', valid: s => ({ id: from(s.postIds), content: fc.constantFrom('已处理', '', '<script>'), solved: fc.constantFrom(true, false, 'x') }) },
  'POST /api/bangbang/post/solve': { as: 'reader', valid: s => ({ id: from(s.postIds) }) },
  'POST /api/bangbang/post/del': { as: 'reader', valid: s => ({ id: from(s.postIds) }) },
  'POST /admin/v1/community/appoint': {
    as: 'staff',
    valid: s => ({
      userId: fc.option(from(s.userIds), { nil: undefined }), phone: fc.constantFrom(undefined, '13800000001', '13999990000', '', 'x'),
      communityId: from(s.communityIds), title: fc.constantFrom('网格员', '', ' '),
    }),
  },
  'GET /admin/v1/community/workers': { as: 'staff', valid: () => ({}) },
  'POST /admin/v1/community/dismiss': { as: 'staff', valid: s => ({ userId: from(s.userIds) }) },
  // uploads: the fuzz sends JSON and form bodies (not multipart): each must be refused cleanly
  'POST /v1/upload/image': { as: 'reader', valid: () => ({ file: fc.constantFrom('x', '') }) },
  'POST /v1/upload/video': { as: 'reader', valid: () => ({ file: fc.constantFrom('x', ''), coverId: fc.constantFrom('1', 'abc', '-1') }) },
  'GET /media/uploads/*': { as: 'visitor', valid: () => ({ '*': fc.constantFrom('2026/11/0123456789abcdef-l.jpg', '2026/11/0123456789abcdef.mp4', '../../package.json', '2026/11/x-s.jpg', '%2e%2e/secret') }) },
  'GET /admin/v1/identity/applications': { as: 'staff', valid: () => ({ status: fc.constantFrom('pending', 'approved', 'rejected', 'x'), ...paging }) },
  'POST /admin/v1/identity/decide': { as: 'staff', valid: s => ({ id: from(s.identityApplicationIds), decision: fc.constantFrom('approve', 'reject', 'maybe'), reason: fc.constantFrom('', '材料不全') }) },

  // 作文 (issue 26): reads
  'GET /shangyou_news/composition': { as: 'visitor' },
  'GET /shangyou_news/composition/home': { as: 'visitor' },
  'GET /shangyou_news/AccumulatedPoints': { as: 'visitor' },
  'GET /shangyou_news/yu-nong': { as: 'visitor' },
  'GET /shangyou_news/yu-nong/home': { as: 'visitor' },
  // the home's configuration and the JS-SDK set-up as the spec's own calls (issue 27)
  'GET /wap10.html': { as: 'visitor' },
  'GET /api/sdkinfo': { as: 'visitor', valid: () => ({ url: fc.constantFrom('http://localhost/shangyou_news/home/1', 'javascript:x', ''), id: fc.constantFrom(0, 1, 99999999, -1) }) },
  'GET /v1/maps/districts': { as: 'visitor' },
  // jump codes (issue 27)
  'GET /shangyou_news/jump': {
    as: 'visitor',
    valid: () => ({
      dt: fc.constantFrom('1', '3', '7', '31', '38', '47', '48', '99', '0', 'x'), classId: fc.constantFrom('101', '-1', 'x'), id: fc.constantFrom('1', '99999999', 'x'),
      channelId: fc.constantFrom('1', '2', '3', '5', '16'), cid: fc.constantFrom('1', '1601', '0'), cnId: fc.constantFrom('1', 'x'),
      targetUrl: fc.constantFrom('https://example.com/a', '/shangyou_news/hotNews', 'javascript:alert(1)', '/shangyou_news/jump?dt=40', ''),
    }),
  },
  'GET /v1/composition/home': { as: 'visitor' },
  'GET /v1/composition/list': { as: 'visitor', valid: s => ({ gradeBand: fc.constantFrom('lower', 'junior', 'senior', 'x'), schoolId: from(s.compositionSchoolIds), genre: fc.constantFrom('narrative', 'poem', 'x'), ...paging }) },
  'GET /v1/composition/recommendList': { as: 'visitor', valid: s => ({ gradeBand: fc.constantFrom('upper', 'junior'), schoolId: from(s.compositionSchoolIds), ...paging }) },
  'GET /v1/composition/rank': {
    as: 'visitor',
    valid: s => ({ type: fc.constantFrom('popularity', 'score', 'likes'), period: fc.constantFrom('week', 'month', 'all', 'year'), gradeBand: fc.constantFrom('middle', 'senior'), schoolId: from(s.compositionSchoolIds), ...paging }),
  },
  'GET /v1/composition/detail': { as: 'reader', valid: s => ({ id: from(s.compositionIds), reload: fc.constantFrom(true, false, 'x') }) },
  'GET /v1/composition/newspapers': { as: 'visitor', valid: () => paging },
  'GET /v1/composition/newspaper': { as: 'visitor', valid: s => ({ id: from(s.compositionIssueIds) }) },
  'GET /v1/composition/schools': { as: 'visitor', valid: () => ({ district: fc.constantFrom('渝中区', '北碚区', '%', ''), ...paging }) },
  'GET /v1/composition/schoolRank': { as: 'visitor', valid: () => paging },
  'GET /v1/composition/school': { as: 'visitor', valid: s => ({ id: from(s.compositionSchoolIds) }) },
  'GET /v1/composition/teachers': { as: 'visitor', valid: s => ({ schoolId: from(s.compositionSchoolIds), ...paging }) },
  'GET /v1/composition/teacher': { as: 'visitor', valid: s => ({ id: from(s.compositionTeacherIds) }) },
  'GET /v1/composition/teacherComments': { as: 'visitor', valid: s => ({ teacherId: from(s.compositionTeacherIds), ...paging }) },
  'GET /v1/composition/teacherComment': { as: 'visitor', valid: s => ({ id: from(s.compositionReviewIds) }) },
  'GET /v1/composition/student': { as: 'visitor', valid: s => ({ id: from(s.compositionStudentIds) }) },
  'GET /v1/composition/studentWorks': { as: 'visitor', valid: s => ({ id: from(s.compositionStudentIds), ...paging }) },
  'GET /v1/composition/me': { as: 'reader' },
  'POST /v1/composition/student': {
    as: 'reader',
    valid: s => ({ penName: fc.constantFrom('小雨点', '', ' ', '<b>笔</b>', '微信私聊', 'x'.repeat(13)), schoolId: from(s.compositionSchoolIds), grade: fc.constantFrom(1, 6, 12, 0, 13, 2.5), className: fc.constantFrom('三年级2班', '', 'x'.repeat(21)), under14: fc.boolean(), guardianConsent: fc.constantFrom(true, false, 'yes') }),
  },
  'POST /v1/composition/consent/withdraw': { as: 'reader' },
  // the writing flow: a fresh reader has no student profile and is no teacher (refused in the section's
  // words); the editor's calls as an administrator, on the seeded works
  'POST /v1/composition/save': {
    as: 'reader',
    valid: s => ({
      id: from(s.compositionIds), title: fc.constantFrom('秋天的银杏', '', ' ', '<b>题</b>', 'x'.repeat(31)), body: fc.constantFrom('秋天到了，树叶黄了。', '', '加微信私聊', 'x'.repeat(5001)),
      genre: fc.constantFrom('narrative', 'poem', 'novel'), teacherId: from(s.compositionTeacherIds), images: fc.constantFrom([], [1, 2], '1,2', [99999]), submit: fc.boolean(),
    }),
  },
  'POST /v1/composition/delete': { as: 'reader', valid: s => ({ id: from(s.compositionIds) }) },
  'GET /v1/composition/teacherQueue': { as: 'reader', valid: () => paging },
  'POST /v1/composition/review': {
    as: 'reader',
    valid: s => ({
      id: from(s.compositionIds), action: fc.constantFrom('review', 'return', 'reject', 'x'), score: fc.constantFrom(0, 92, 100, 101, -1),
      comment: fc.constantFrom('观察细致。', '', 'x'.repeat(501)), highlights: fc.constantFrom([], ['秋天'], ['x'.repeat(101)]), reason: fc.constantFrom('请再改改结尾。', ''),
    }),
  },
  'POST /v1/composition/like': { as: 'reader', valid: s => ({ id: from(s.compositionIds) }) },
  'POST /v1/composition/report': { as: 'reader', valid: s => ({ id: from(s.compositionIds), content: fc.constantFrom('低俗色情', '其他', '', 'x') }) },
  'GET /admin/v1/composition/queue': { as: 'staff', valid: () => ({ status: fc.constantFrom('submitted', 'reviewed', 'recommended', 'printed'), ...paging }) },
  'POST /admin/v1/composition/decide': {
    as: 'staff',
    valid: s => ({
      id: from(s.compositionIds), action: fc.constantFrom('recommend', 'print', 'reject', 'x'), date: fc.constantFrom('2026-12-04', '2026-13-40', '12月4日', ''),
      page: fc.constantFrom(6, 1, 0, 100), fee: fc.constantFrom(0, 80, 2001, -1), reason: fc.constantFrom('与作文要求不符。', ''),
    }),
  },
  'GET /v1/composition/search': { as: 'visitor', valid: () => ({ keyword: kw, type: fc.constantFrom('composition', 'teacher', 'school', 'x'), ...paging }) },
  // 渝农
  'GET /v1/rural/home': { as: 'visitor' },
  'GET /v1/rural/tab': { as: 'visitor', valid: s => ({ id: from(s.ruralTabIds) }) },
  'GET /v1/rural/prices': { as: 'visitor', valid: s => ({ marketId: from(s.farmMarketIds), category: fc.constantFrom('grain', 'vegetable', 'fruit', 'livestock', 'aquatic', 'x') }) },
  'GET /v1/rural/prices/history': { as: 'visitor', valid: s => ({ productId: from(s.farmProductIds), marketId: from(s.farmMarketIds), days: fc.constantFrom(7, 30, 90, 6, 91) }) },
  'GET /v1/rural/forecast': { as: 'visitor', valid: () => ({ adcode: fc.constantFrom('500106', '500000', '510100', '999999', '50010', 'abcdef') }) },
  'GET /v1/rural/qa/list': { as: 'reader', valid: () => ({ order: fc.constantFrom('new', 'hot', 'x'), category: fc.constantFrom('crops', 'livestock', 'prices', 'policy', 'land', 'x'), ...paging }) },
  'GET /v1/rural/qa/search': { as: 'visitor', valid: () => ({ keyword: kw, ...paging }) },
  'GET /v1/rural/qa/experts': { as: 'visitor' },
  'GET /v1/rural/talk/list': { as: 'reader', valid: () => ({ order: fc.constantFrom('new', 'hot', 'x'), ...paging }) },
  'GET /admin/v1/rural/tabs': { as: 'staff' },
  'POST /admin/v1/rural/tabs/save': {
    as: 'staff',
    valid: s => ({
      id: from(s.ruralTabIds), parentId: fc.constantFrom(...s.ruralTabIds, null), name: fc.constantFrom('农机', '', ' ', '<b>农</b>', 'x'.repeat(13)),
      kind: fc.constantFrom('column', 'video', 'prices', 'group', 'x'), columnId: fc.constantFrom(...s.columnIds.slice(0, 5), 1606, 99999, null), sort: fc.constantFrom(0, 9, -1, 1001),
    }),
  },
  'POST /admin/v1/rural/tabs/delete': { as: 'staff', valid: s => ({ id: from(s.ruralTabIds) }) },
  'POST /admin/v1/rural/prices': {
    as: 'staff',
    valid: () => ({
      day: fc.constantFrom('', '2026-02-30', '2999-01-01', '昨天'),
      text: fc.constantFrom('鸡蛋,双福国际农贸城,4.5', '鸡蛋，盘溪农产品批发市场，5\n大米,双福国际农贸城,2.6', '香蕉,双福国际农贸城,3', '鸡蛋,双福国际农贸城,-1', '', 'a,b,c,d'),
    }),
  },
}
