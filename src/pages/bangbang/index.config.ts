export default definePageConfig({ navigationBarTitleText: '帮帮' })
