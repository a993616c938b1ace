export default definePageConfig({
  navigationBarTitleText: '名师',
  enablePullDownRefresh: true,
})
