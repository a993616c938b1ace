export default definePageConfig({
  navigationBarTitleText: '排行榜',
  enablePullDownRefresh: true,
})
