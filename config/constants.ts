// Compile-time constants (defineConstants). Values come from the environment at build time.
// On h5 the API hosts default to '' (same origin as the page) and the server can override them
// at run time (see src/hosts.ts); the mini-program needs absolute addresses at build time.
export function buildConstants(): Record<string, string> {
  const isWeapp = process.env.TARO_ENV === 'weapp'
  const fallback = isWeapp ? process.env.SY_WEAPP_API_BASE || 'http://127.0.0.1:8080' : ''
  const host = (name: string) => JSON.stringify(process.env[name] || fallback)
  return {
    __SY_API_HOST__: host('SY_API_HOST'),
    __SY_NEWS_API_HOST__: host('SY_NEWS_API_HOST'),
    __SY_MEMBER_API_HOST__: host('SY_MEMBER_API_HOST'),
    __SY_MAIN_API_HOST__: host('SY_MAIN_API_HOST'),
    __SY_APP_KEY__: JSON.stringify(process.env.SY_APP_KEY || 'shangyou-h5'),
  }
}
