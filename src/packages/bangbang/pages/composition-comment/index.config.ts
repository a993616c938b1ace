export default definePageConfig({
  navigationBarTitleText: '全部评论',
})
