export default definePageConfig({
  navigationBarTitleText: '编辑推荐',
  enablePullDownRefresh: true,
})
