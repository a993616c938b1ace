export default definePageConfig({
  navigationBarTitleText: '热门话题',
  enablePullDownRefresh: true,
})
