// 便民服务's words (/BangBang/serve/index), shared by its page and the server's first screen of it
// (server/src/content/first-paint.ts).

export const SERVE_TEXT = {
  copy: '复制号码',
  open: '去办理 ›',
  none: '暂无数据',
} as const
