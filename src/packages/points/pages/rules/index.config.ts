export default definePageConfig({
  navigationBarTitleText: '积分规则',
})
