// Image addresses: list thumbnails use the 20 % resized variant (spec §9).

export const THUMBNAIL_PERCENT = 20
/** lists show at most 3 images (all on detail pages) */
export const LIST_IMAGE_LIMIT = 3

export function thumbnail(url: string, percent = THUMBNAIL_PERCENT): string {
  if (!url || /[?&]x-oss-process=/.test(url)) return url
  return `${url}${url.includes('?') ? '&' : '?'}x-oss-process=image/resize,p_${percent}`
}

export function listImages(urls: readonly string[] | undefined): string[] {
  return (urls ?? []).slice(0, LIST_IMAGE_LIMIT).map(u => thumbnail(u))
}
