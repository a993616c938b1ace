export default definePageConfig({
  navigationBarTitleText: '发表评论',
})
