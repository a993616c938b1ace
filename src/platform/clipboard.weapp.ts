// Clipboard in the mini-program: setClipboardData.
import Taro from '@tarojs/taro'
import type { ClipboardAdapter } from './clipboard'
import { COPY_FAILED, COPY_OK, TOAST_MS } from './messages'
import { dialogs } from './dialogs.weapp'

export const clipboard: ClipboardAdapter = {
  async copy(text) {
    try {
      await Taro.setClipboardData({ data: text })
      dialogs.toast(COPY_OK, TOAST_MS)
      return true
    } catch {
      await dialogs.alert(COPY_FAILED)
      return false
    }
  },
}
