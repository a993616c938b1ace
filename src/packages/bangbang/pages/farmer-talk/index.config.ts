export default definePageConfig({
  navigationBarTitleText: '农民说',
  enablePullDownRefresh: true,
})
