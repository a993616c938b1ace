export default definePageConfig({
  navigationBarTitleText: '价格走势',
})
