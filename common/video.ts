// A live story's page's words and states (src/packages/news/pages/live) and a shared video's
// (src/packages/news/pages/share-video), shared with the server's first screens of them
// (server/src/content/first-paint.ts).
import { shortCount } from './count'

/** the story's liveType before it starts */
export const NOT_STARTED = '未开始'

export const LIVE_TEXT = {
  soon: '直播尚未开始，敬请期待',
  sources: '切换信号',
} as const

const STATE_CLASS: Record<string, string> = { 直播中: 'on', 未开始: 'soon', 已结束: 'end' }
/** the state tag's modifier: on, soon or end */
export const liveStateClass = (liveType: string): string => STATE_CLASS[liveType] ?? 'end'

/** what a shared video link opens (/ShareVideo) */
export const SHARE_VIDEO_TEXT = {
  related: '相关视频',
  more: '查看完整报道 ›',
  plays: (n: number) => `${shortCount(n)}次播放`,
} as const

/** the 影像 tab's lists (/Image/{tab}) */
export type ImageTab = 'VideoPage' | 'LivePage' | 'ImagePage' | 'VRPage'

export const IMAGE_TABS: { key: ImageTab; title: string }[] = [
  { key: 'VideoPage', title: '视频' },
  { key: 'LivePage', title: '直播' },
  { key: 'ImagePage', title: '拍客' },
  { key: 'VRPage', title: 'VR' },
]

/** a video lesson's cover's name (VideoLessons): what it plays, and the duration it shows */
export const PLAY_LABEL = (title: string, time: string) => `播放：${title}${time ? ` ${time}` : ''}`
