export default definePageConfig({
  navigationBarTitleText: '',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
