// Sending a reader's picture or video (docs/api.md, Uploads) through the platform's transport, with the request
// client's headers and answered by its rules (kept out of request.ts: the home screen sends no file).
import type { Envelope } from '@types-api/common'
import type { UploadedImage, UploadedVideo } from '@types-api/upload'
import { media, type PickedImage, type PickedVideo } from '../platform/media'
import { env } from '../platform/env'
import { hostFor } from '../hosts'
import { tokenStore } from './token'
import { accepted, answer, type RawAnswer } from './request'
import { NETWORK_FAILED, RequestError } from '../utils/errors'

/** how the platform sends a file: to `url` with the client's `header`, answering the raw response */
type FileTransport = (url: string, header: Record<string, string>) => Promise<RawAnswer>

/** Sends a file through the platform's `transport` with the client's headers; answered as requests are. */
async function upload<T>(path: string, transport: FileTransport): Promise<Envelope<T>> {
  const header: Record<string, string> = { ...env.nativeAppHeaders() }
  const token = tokenStore.get()
  if (token) header.Authorization = `${tokenStore.type()} ${token}`
  let res: RawAnswer
  try {
    res = await transport(hostFor(path) + path, header)
  } catch (err) {
    throw new RequestError(NETWORK_FAILED, 0, (err as { errMsg?: string }).errMsg)
  }
  // an upload's body comes back as text
  let data = res.data
  if (typeof data === 'string' && data) {
    try { data = JSON.parse(data) } catch { /* not JSON: refused below as it is */ }
  }
  return answer<T>({ ...res, data }, false)
}

export const uploadImage = async (image: PickedImage, onProgress: (percent: number) => void): Promise<UploadedImage> =>
  (await accepted(upload<UploadedImage>('/v1/upload/image', (url, header) => media.sendImage({ url, header, image, onProgress })))).data

/** a video with its cover's upload (sent first), the bytes' progress as they go */
export const uploadVideo = async (video: PickedVideo, coverId: number | null, onProgress: (percent: number) => void): Promise<UploadedVideo> =>
  (await accepted(upload<UploadedVideo>('/v1/upload/video', (url, header) => media.sendVideo({ url, header, video, coverId, onProgress })))).data
