export default definePageConfig({
  navigationBarTitleText: '便民服务',
})
