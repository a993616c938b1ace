export default definePageConfig({
  navigationBarTitleText: '积分',
  enablePullDownRefresh: true,
})
