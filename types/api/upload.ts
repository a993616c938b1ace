// POST /v1/upload/image: a reader's picture, kept in two variants (docs/api.md, Uploads).

export interface UploadedImage {
  /** what a question or answer names it by (its `images`) */
  id: number
  /** the large variant (long edge ≤ 1600 px) */
  url: string
  /** the thumbnail (long edge ≤ 480 px) */
  thumb: string
  width: number
  height: number
}

/** POST /v1/upload/video: a reader's video with its cover (docs/api.md, Uploads); also how a question shows one */
export interface UploadedVideo {
  /** what a question or answer names it by (its `videoId`) */
  id: number
  url: string
  /** the cover picture (the large variant of the upload sent as `coverId`); '' when none was sent */
  coverImage: string
  /** whole seconds */
  duration: number
  /** as shown (turned as the phone held it) */
  width: number
  height: number
}

/** the largest video accepted, in bytes, and the longest, in whole seconds */
export const VIDEO_MAX_BYTES = 30 * 1024 * 1024
export const VIDEO_MAX_SECONDS = 60

