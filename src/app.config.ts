// Evaluated at build time: plain literals only. tests/unit/routes.test.ts keeps it in step with common/routes.ts.
export default defineAppConfig({
  pages: ['pages/home/index', 'pages/image/index', 'pages/bangbang/index'],
  subPackages: [
    {
      root: 'packages/news',
      pages: [
        'pages/detail/index', 'pages/picture/index', 'pages/video/index', 'pages/live/index', 'pages/detail-web/index',
        'pages/comments/index', 'pages/replies/index', 'pages/publish/index', 'pages/cool-video/index', 'pages/share-video/index',
      ],
    },
    {
      root: 'packages/channel',
      pages: [
        'pages/columns/index', 'pages/subchannel/index', 'pages/hot/index', 'pages/specials/index', 'pages/special/index',
        'pages/special-column/index', 'pages/search/index', 'pages/topics/index', 'pages/providers/index', 'pages/provider/index', 'pages/map/index',
      ],
    },
    { root: 'packages/epaper', pages: ['pages/morning/index', 'pages/evening/index'] },
    {
      root: 'packages/account',
      pages: [
        'pages/login/index', 'pages/sms/index', 'pages/password/index', 'pages/register/index', 'pages/find/index',
        'pages/check/index', 'pages/new-password/index', 'pages/bind/index', 'pages/messages/index', 'pages/profile/index',
      ],
    },
    { root: 'packages/misc', pages: ['pages/redirect/index', 'pages/jump/index', 'pages/not-found/index'] },
    { root: 'packages/composition', pages: ['pages/rank-list/index', 'pages/detail/index', 'pages/user-center/index', 'pages/contribute/index', 'pages/teacher-review/index',
        'pages/list/index', 'pages/recommend-list/index', 'pages/newspapers/index', 'pages/information/index', 'pages/teachers/index', 'pages/schools/index',
        'pages/student/index', 'pages/teacher/index', 'pages/school/index', 'pages/teacher-comments/index', 'pages/teacher-comment/index', 'pages/search/index',
        'pages/practice/index'] },
    {
      root: 'packages/points',
      pages: [
        'pages/index/index', 'pages/ledger/index', 'pages/rules/index', 'pages/goods/index', 'pages/convert/index', 'pages/orders/index', 'pages/order/index',
        'pages/coupons/index', 'pages/tickets/index', 'pages/search/index', 'pages/disclaimer/index', 'pages/protocol/index', 'pages/service/index',
        'pages/about/index', 'pages/cooperation/index', 'pages/business/index',
      ],
    },
    {
      root: 'packages/bangbang',
      pages: [
        'pages/politics/index', 'pages/politics-detail/index', 'pages/politics-commit/index', 'pages/politics-reply/index',
        'pages/qa/index', 'pages/qa-list/index', 'pages/qa-detail/index', 'pages/qa-ask/index', 'pages/qa-reply/index',
        'pages/qa-members/index', 'pages/qa-member/index', 'pages/qa-more/index', 'pages/applyfor/index', 'pages/search/index', 'pages/publish/index', 'pages/serve/index',
        'pages/community/index', 'pages/community-commend/index', 'pages/community-detail/index', 'pages/exposure/index',
        'pages/discover/index', 'pages/discover-detail/index', 'pages/discover-comment/index', 'pages/discover-topics/index',
        'pages/discover-search/index', 'pages/discover-topic/index', 'pages/discover-publish/index', 'pages/composition-comment/index',
        'pages/country-bangbang/index', 'pages/country-bangbang-search/index', 'pages/farmer-talk/index', 'pages/complaints/index',
      ],
    },
    {
      root: 'packages/rural',
      pages: ['pages/home/index', 'pages/general-tab/index', 'pages/sub-general-tab/index', 'pages/column-list/index', 'pages/videos/index', 'pages/price/index'],
    },
  ],
  window: {
    backgroundTextStyle: 'dark',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '上游新闻',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f5f5',
  },
  requiredPrivateInfos: ['getLocation'],
  permission: {
    'scope.userLocation': { desc: '用于为你推荐本地新闻和天气' },
  },
})
