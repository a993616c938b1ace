// A live story's page's words and states (src/packages/news/pages/live), shared with the server's first
// screen of it (server/src/content/first-paint.ts).

/** the story's liveType before it starts */
export const NOT_STARTED = '未开始'

export const LIVE_TEXT = {
  soon: '直播尚未开始，敬请期待',
  sources: '切换信号',
} as const

const STATE_CLASS: Record<string, string> = { 直播中: 'on', 未开始: 'soon', 已结束: 'end' }
/** the state tag's modifier: on, soon or end */
export const liveStateClass = (liveType: string): string => STATE_CLASS[liveType] ?? 'end'
