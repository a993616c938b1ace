export default definePageConfig({
  navigationBarTitleText: '身份认证',
})
