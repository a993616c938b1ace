import dayjs from 'dayjs'
import type { StoryState } from '../../../types/api/admin'

/** a moment as the newsroom reads it */
export const when = (ms: number | null | undefined): string => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm') : '')

export const STATE_COLORS: Record<StoryState, string> = { draft: 'default', review: 'gold', scheduled: 'blue', published: 'green', withdrawn: 'red' }

export interface Places {
  channels: { id: number; name: string }[]
  columns: { id: number; name: string; channelId: number | null }[]
}
