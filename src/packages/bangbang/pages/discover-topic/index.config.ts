export default definePageConfig({
  navigationBarTitleText: '话题',
  enablePullDownRefresh: true,
})
