export default definePageConfig({
  navigationBarTitleText: '作文详情',
})
