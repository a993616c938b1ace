export default definePageConfig({
  navigationBarTitleText: '问政详情',
})
