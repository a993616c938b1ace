export default definePageConfig({
  navigationBarTitleText: '部门答复',
})
