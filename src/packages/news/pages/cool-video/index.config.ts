export default definePageConfig({
  navigationBarTitleText: '',
  navigationBarBackgroundColor: '#000000',
  navigationBarTextStyle: 'white',
  backgroundColor: '#000000',
  enableShareAppMessage: true,
})
