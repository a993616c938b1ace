// Mini-program: WeChat's toast and modal.
import Taro from '@tarojs/taro'
import type { DialogsAdapter } from './dialogs'

/** the brand red ($color-brand) on the confirming button */
const BRAND_COLOR = '#d71920'

export const dialogs: DialogsAdapter = {
  toast(title, duration) {
    void Taro.showToast({ title, icon: 'none', duration })
  },
  loadingToast(title, duration) {
    void Taro.showToast({ title, icon: 'loading', duration })
  },
  alert(content) {
    return Taro.showModal({ title: '', content, showCancel: false }).then(() => undefined)
  },
  async confirm({ title, content, confirmText, cancelText }) {
    const res = await Taro.showModal({ title, content, confirmText, cancelText, confirmColor: BRAND_COLOR })
    return !!res.confirm
  },
}
