export default definePageConfig({
  navigationBarTitleText: '直播带货投诉平台',
})
