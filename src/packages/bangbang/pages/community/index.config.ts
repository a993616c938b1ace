export default definePageConfig({
  navigationBarTitleText: '社区',
  enablePullDownRefresh: true,
})
