// Pictures in the mini-program: chooseMedia (album or camera, compressed) and uploadFile with its
// progress.
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
    return new Promise((resolve, reject) => {
      const task = Taro.uploadFile({
        url, header, name: 'file', filePath: image.source as string,
        success: res => resolve({ statusCode: res.statusCode, data: res.data }),
        fail: err => reject(err),
      })
      task.onProgressUpdate?.(p => onProgress(p.progress))
    })
  },
}
