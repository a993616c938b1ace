// Clipboard in the mini-program: setClipboardData.
import Taro from '@tarojs/taro'
import type { ClipboardAdapter } from './clipboard'
import { COPY_FAILED, COPY_OK } from './messages'
import { alert, toast } from '../utils/toast'

export const clipboard: ClipboardAdapter = {
  async copy(text) {
    try {
      await Taro.setClipboardData({ data: text })
      toast(COPY_OK)
      return true
    } catch {
      await alert(COPY_FAILED)
      return false
    }
  },
}
