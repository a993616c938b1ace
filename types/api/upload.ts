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
