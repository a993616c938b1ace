// Choosing pictures and sending one to the server. Implementations per target: the mini-program's
// chooseMedia and uploadFile; on H5 a file input and XMLHttpRequest (for the upload's progress).

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

export interface MediaAdapter {
  /** up to `max` pictures from the album or the camera; none when the reader cancels */
  chooseImages(max: number): Promise<PickedImage[]>
  /** sends one as multipart/form-data (field `file`); the raw answer (its body as text) */
  sendImage(req: SendImage): Promise<{ statusCode: number; data: unknown; header?: unknown }>
}

export declare const media: MediaAdapter
