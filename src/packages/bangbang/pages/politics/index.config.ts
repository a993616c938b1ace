export default definePageConfig({
  navigationBarTitleText: '问政',
  enablePullDownRefresh: true,
})
