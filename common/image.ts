// Image addresses: list thumbnails use the 20 % resized variant (spec §9); large slots (the home
// banner) the half-size one.
// relative, not the alias: the server's first paint uses these too
import { imageVariant } from '../types/api/media'

export const THUMBNAIL_PERCENT = 20
/** the banner: a 390 px slot at 2× is served by the half-size variant, not the 1500 px original */
export const BANNER_PERCENT = 50
/** lists show at most 3 images (all on detail pages) */
export const LIST_IMAGE_LIMIT = 3

export function thumbnail(url: string, percent = THUMBNAIL_PERCENT): string {
  return imageVariant(url, percent)
}

export function listImages(urls: readonly string[] | undefined): string[] {
  return (urls ?? []).slice(0, LIST_IMAGE_LIMIT).map(u => thumbnail(u))
}

/**
 * A list item as picture mode shows it (the site's low-data switch, init's pictureMode: lists hide their
 * pictures): a text card. The app's cards and the server's first paint draw the same.
 */
export function inPictureMode<T extends { showType: number }>(item: T, pictureMode: boolean | undefined): T {
  return pictureMode ? { ...item, showType: 0 } : item
}
