export default definePageConfig({
  navigationBarTitleText: '我要问政',
})
