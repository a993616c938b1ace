export default definePageConfig({
  navigationBarTitleText: '名师点评',
  enablePullDownRefresh: true,
})
