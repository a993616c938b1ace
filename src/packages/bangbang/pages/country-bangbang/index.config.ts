export default definePageConfig({
  navigationBarTitleText: '乡村帮帮',
  enablePullDownRefresh: true,
})
