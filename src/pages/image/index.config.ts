export default definePageConfig({
  navigationBarTitleText: '影像',
  enablePullDownRefresh: true,
  onReachBottomDistance: 120,
})
