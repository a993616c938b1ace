// the share menu's cards come from the page (useShareAppMessage / useShareTimeline)
export default definePageConfig({
  navigationBarTitleText: '',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
