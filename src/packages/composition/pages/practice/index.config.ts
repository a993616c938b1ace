export default definePageConfig({
  navigationBarTitleText: '作文自查',
})
