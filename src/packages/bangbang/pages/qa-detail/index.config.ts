export default definePageConfig({
  navigationBarTitleText: '回答详情',
})
