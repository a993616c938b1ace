export default definePageConfig({ navigationBarTitleText: '编辑资料' })
