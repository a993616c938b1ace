export default definePageConfig({
  navigationBarTitleText: '',
})
