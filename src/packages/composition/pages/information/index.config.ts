export default definePageConfig({
  navigationBarTitleText: '作文资讯',
  enablePullDownRefresh: true,
})
