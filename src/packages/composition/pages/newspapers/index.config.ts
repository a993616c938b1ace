export default definePageConfig({
  navigationBarTitleText: '见报作品',
  enablePullDownRefresh: true,
})
