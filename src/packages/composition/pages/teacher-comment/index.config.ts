export default definePageConfig({
  navigationBarTitleText: '点评详情',
})
