// 上游号's words as readers see them, shared by the app (ProviderBlock, /ShangyouPage, the 上游号 channel)
// and the server's first screens of /ShangyouPage and /ShangyouSelf (server/src/content/first-paint.ts).
import { shortCount } from './count'

export const PROVIDER_TEXT = {
  /** the recommended accounts' block */
  recommended: '推荐上游号',
  more: '更多 ›',
  fans: (n: number) => `${shortCount(n)}粉丝`,
  /** an account's own page (/ShangyouSelf), under its name */
  counts: (fans: number, articles: number) => `${shortCount(fans)}粉丝 · ${articles}篇文章`,
} as const
