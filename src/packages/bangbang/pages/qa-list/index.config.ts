export default definePageConfig({
  navigationBarTitleText: '问题详情',
  enablePullDownRefresh: true,
})
