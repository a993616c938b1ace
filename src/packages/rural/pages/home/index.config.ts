export default definePageConfig({
  navigationBarTitleText: '渝农',
  enablePullDownRefresh: true,
})
