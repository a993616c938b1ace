export default definePageConfig({
  navigationBarTitleText: '学校',
  enablePullDownRefresh: true,
})
