export default definePageConfig({
  navigationBarTitleText: '区县地图',
})
