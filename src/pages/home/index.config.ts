export default definePageConfig({
  navigationBarTitleText: '上游新闻',
  enablePullDownRefresh: true,
  onReachBottomDistance: 120,
  backgroundTextStyle: 'dark',
})
