/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.less'
declare module '*.scss'
declare module '*.sass'
declare module '*.styl'

// Build-time constants (config/constants.ts)
declare const __SY_API_HOST__: string
declare const __SY_NEWS_API_HOST__: string
declare const __SY_MEMBER_API_HOST__: string
declare const __SY_MAIN_API_HOST__: string
declare const __SY_APP_KEY__: string

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'h5' | 'swan' | 'alipay' | 'tt' | 'qq' | 'jd' | 'harmony' | 'jdrn'
    TARO_APP_ID: string
  }
}

interface Window {
  /** set by WeChat inside a mini-program web-view */
  __wxjs_environment?: string
}
