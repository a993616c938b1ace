export default definePageConfig({
  navigationBarTitleText: '待点评',
  enablePullDownRefresh: true,
})
