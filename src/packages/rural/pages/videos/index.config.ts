export default definePageConfig({
  navigationBarTitleText: '视频课堂',
  enablePullDownRefresh: true,
})
