// the share menu's cards come from the page (useShareAppMessage / useShareTimeline)
export default definePageConfig({
  navigationBarTitleText: '作文详情',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
