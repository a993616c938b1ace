export default definePageConfig({
  navigationBarTitleText: '搜索',
  onReachBottomDistance: 120,
})
