// Constants the build defines (config/constants.ts) and Taro's config macros.
Object.assign(globalThis, {
  __SY_API_HOST__: '',
  __SY_NEWS_API_HOST__: '',
  __SY_MEMBER_API_HOST__: '',
  __SY_MAIN_API_HOST__: '',
  __SY_APP_KEY__: 'shangyou-h5',
  defineAppConfig: (c: unknown) => c,
  definePageConfig: (c: unknown) => c,
})
