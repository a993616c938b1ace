// Detail-page rules (reading-side spec §4, §5, §9): permission switches, ad targeting, the comment
// badge and the content fold.
import type { Ad, AdType } from '../types/api/interaction'

/** the like block's words (LikeBlock) */
export const LIKE_TEXT = {
  /** 'N人喜欢' */
  people: (n: number) => `${n}人喜欢`,
} as const

/** n of each per-story switch: the bit 2^(n-1) in the story's permission mask hides the thing */
export const PERMISSION = { comments: 1, related: 2 } as const

export function permissionHides(mask: number, n: number): boolean {
  return n >= 1 && (mask & (1 << (n - 1))) !== 0
}

/** the switches by name: comments, related, and ads at the bit the global config names (`adBit`) */
const switchBits = (adBit: number) => ({ comments: PERMISSION.comments, related: PERMISSION.related, ads: adBit })
export type PermissionSwitch = 'comments' | 'related' | 'ads'

/** a story's permission mask with these switches on, keeping any other bit of `was` */
export function permissionMask(on: readonly PermissionSwitch[], adBit: number, was = 0): number {
  const bits = switchBits(adBit)
  let mask = was
  for (const n of Object.values(bits)) if (n >= 1) mask &= ~(1 << (n - 1))
  for (const s of on) if (bits[s] >= 1) mask |= 1 << (bits[s] - 1)
  return mask
}

/** the switches a mask has on */
export function permissionSwitches(mask: number, adBit: number): PermissionSwitch[] {
  return (Object.entries(switchBits(adBit)) as [PermissionSwitch, number][]).filter(([, n]) => permissionHides(mask, n)).map(([s]) => s)
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

/** the bar under a story opened from the newsroom's preview link, in place of the comment bar */
export const PREVIEW_NOTICE = '编辑部预览：稿件发布前读者看不到这个页面'
