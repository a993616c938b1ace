// Mini-program: WeChat's own previewer (which offers saving on a long press itself).
import Taro from '@tarojs/taro'
import type { ImageAdapter } from './image'

export const image: ImageAdapter = {
  preview(urls, current) {
    void Taro.previewImage({ urls, current })
  },
  async save() {
    return false
  },
}
