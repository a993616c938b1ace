// Pictures and videos in the mini-program: chooseMedia (album or camera, compressed; a video comes with
// the thumbnail the phone made of it, its cover) and uploadFile with its progress.
import Taro from '@tarojs/taro'
import type { MediaAdapter } from './media'

export const media: MediaAdapter = {
  async chooseImages(max) {
    try {
      const res = await Taro.chooseMedia({ count: max, mediaType: ['image'], sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      return res.tempFiles.map(f => ({ preview: f.tempFilePath, size: f.size, source: f.tempFilePath }))
    } catch {
      // cancelled (chooseMedia:fail cancel) or not allowed: nothing chosen
      return []
    }
  },
  sendImage({ url, header, image, onProgress }) {
    return send(url, header, image.source as string, {}, onProgress)
  },
  async chooseVideo(maxSeconds) {
    try {
      const res = await Taro.chooseMedia({ count: 1, mediaType: ['video'], sourceType: ['album', 'camera'], maxDuration: maxSeconds, camera: 'back' })
      const f = res.tempFiles[0]
      if (!f) return null
      const cover = f.thumbTempFilePath ? { preview: f.thumbTempFilePath, size: 0, source: f.thumbTempFilePath } : null
      return { source: f.tempFilePath, size: f.size, duration: f.duration ?? 0, cover }
    } catch {
      return null
    }
  },
  sendVideo({ url, header, video, coverId, onProgress }) {
    return send(url, header, video.source as string, coverId ? { coverId: String(coverId) } : {}, onProgress)
  },
}

function send(url: string, header: Record<string, string>, filePath: string, formData: Record<string, string>, onProgress: (percent: number) => void) {
  return new Promise<{ statusCode: number; data: unknown }>((resolve, reject) => {
    const task = Taro.uploadFile({
      url, header, name: 'file', filePath, formData,
      success: res => resolve({ statusCode: res.statusCode, data: res.data }),
      fail: err => reject(err),
    })
    task.onProgressUpdate?.(p => onProgress(p.progress))
  })
}
