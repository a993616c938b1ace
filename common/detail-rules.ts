// Detail-page rules (reading-side spec §4, §5, §9): permission switches, ad targeting, the comment
// badge and the content fold.
import type { Ad, AdType } from '../types/api/interaction'

/** n of each per-story switch: the bit 2^(n-1) in the story's permission mask hides the thing */
export const PERMISSION = { comments: 1, related: 2 } as const

export function permissionHides(mask: number, n: number): boolean {
  return n >= 1 && (mask & (1 << (n - 1))) !== 0
}

/** 1–99 as the number, more as '99+', nothing for none */
export const BADGE_CAP = 99
export function commentBadge(count: number): string {
  if (count <= 0) return ''
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count)
}

/** An ad is for this channel: every channel and not excluded, or listed. */
export function adTargets(ad: Ad, classId: number): boolean {
  return ad.isAll ? !ad.notShowClassIds.includes(classId) : ad.showClassIds.includes(classId)
}

/** The ads a story may show in one slot: none when its mask has the ad bit (n from the global config). */
export function slotAds(ads: readonly Ad[], type: AdType, story: { classId: number; permission: number }, adBit: number): Ad[] {
  if (permissionHides(story.permission, adBit)) return []
  return ads.filter(a => a.type === type && adTargets(a, story.classId))
}

/** Long content folds to this many window heights. */
export const FOLD_RATIO = 1.2
/** first look at the content's height this long after it renders (images load meanwhile) */
export const FOLD_CHECK_MS = 500
/** further looks while images are still loading */
export const FOLD_CHECKS = 6

export function shouldFold(contentHeight: number, windowHeight: number): boolean {
  return windowHeight > 0 && contentHeight > windowHeight * FOLD_RATIO
}
