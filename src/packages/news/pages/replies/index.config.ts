export default definePageConfig({
  navigationBarTitleText: '回复',
  enablePullDownRefresh: true,
})
