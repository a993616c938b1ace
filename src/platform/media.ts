// Choosing pictures or a video and sending one to the server. Implementations per target: the
// mini-program's chooseMedia and uploadFile; on H5 a file input, a canvas for a video's cover, and
// XMLHttpRequest (for the upload's progress).

/** a picture the reader chose, not yet sent */
export interface PickedImage {
  /** what the screen shows while it is sent: a temporary path (weapp) or an object URL (H5) */
  preview: string
  size: number
  /** the platform's own handle (a temporary path, or the browser's File) */
  source: unknown
}

export interface SendImage {
  url: string
  header: Record<string, string>
  image: PickedImage
  /** 0–100 as the bytes go */
  onProgress: (percent: number) => void
}

/** a video the reader chose, not yet sent */
export interface PickedVideo {
  /** the platform's own handle (a temporary path, or the browser's File) */
  source: unknown
  size: number
  /** seconds, as the phone measured it (0 when it could not) */
  duration: number
  /** its first frame as a picture to send as the cover, when the platform could make one */
  cover: PickedImage | null
}

export interface SendVideo {
  url: string
  header: Record<string, string>
  video: PickedVideo
  /** the cover's upload, sent first */
  coverId: number | null
  onProgress: (percent: number) => void
}

export interface MediaAdapter {
  /** up to `max` pictures from the album or the camera; none when the reader cancels */
  chooseImages(max: number): Promise<PickedImage[]>
  /** sends one as multipart/form-data (field `file`); the raw answer (its body as text) */
  sendImage(req: SendImage): Promise<{ statusCode: number; data: unknown; header?: unknown }>
  /** one video from the album or the camera (at most `maxSeconds` when recorded); null when cancelled */
  chooseVideo(maxSeconds: number): Promise<PickedVideo | null>
  /** sends it as multipart/form-data (field `file`, with `coverId`); the raw answer */
  sendVideo(req: SendVideo): Promise<{ statusCode: number; data: unknown; header?: unknown }>
}

export declare const media: MediaAdapter
