export default definePageConfig({
  navigationBarTitleText: '我来回答',
})
