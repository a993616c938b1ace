// Media addresses shared by the client and the server: the resized variants of an image
// (x-oss-process=image/resize,p_N, the convention the spec's 20 % thumbnails use; the server renders
// a fixed set of them: 20 and 50).

export function imageVariant(url: string, percent: number): string {
  if (!url || percent >= 100 || /[?&]x-oss-process=/.test(url)) return url
  return `${url}${url.includes('?') ? '&' : '?'}x-oss-process=image/resize,p_${percent}`
}
