export default definePageConfig({
  navigationBarTitleText: '选择社区',
})
