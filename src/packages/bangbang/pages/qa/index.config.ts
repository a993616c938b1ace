export default definePageConfig({
  navigationBarTitleText: '问答',
  enablePullDownRefresh: true,
})
