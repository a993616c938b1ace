// the share menu's cards come from the page (useShareAppMessage / useShareTimeline)
export default definePageConfig({
  navigationBarTitleText: '评论',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
