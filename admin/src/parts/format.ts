import type { StoryState } from '../../../types/api/admin'

/**
 * a moment as the newsroom reads it: China time, whatever the browser's zone (the times an editor picks,
 * a schedule or a live start, are China time too: the server reads 'YYYY-MM-DD HH:mm' so)
 */
export const when = (ms: number | null | undefined): string => (ms ? new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ') : '')

/** solid tags with white text, each dark enough to read (WCAG AA) */
export const TAG = { red: '#a8071a', gold: '#874d00', blue: '#0958d9', green: '#237804' } as const

export const STATE_COLORS: Record<StoryState, string | undefined> = { draft: undefined, review: TAG.gold, scheduled: TAG.blue, published: TAG.green, withdrawn: TAG.red }

export interface Places {
  channels: { id: number; name: string }[]
  columns: { id: number; name: string; channelId: number | null }[]
}
