export default definePageConfig({
  navigationBarTitleText: '曝光台',
  enablePullDownRefresh: true,
})
