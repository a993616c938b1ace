export default definePageConfig({
  navigationBarTitleText: '全部作品',
  enablePullDownRefresh: true,
})
