export default definePageConfig({
  navigationBarTitleText: '小作者',
  enablePullDownRefresh: true,
})
