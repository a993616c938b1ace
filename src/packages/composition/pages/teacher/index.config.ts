export default definePageConfig({
  navigationBarTitleText: '老师',
  enablePullDownRefresh: true,
})
