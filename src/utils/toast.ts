// The one place that shows toasts, alerts and confirmations.
import Taro from '@tarojs/taro'

export const TOAST_MS = 2000
/** the brand red ($color-brand) on the confirming button */
const BRAND_COLOR = '#d71920'

export function toast(title: string, duration = TOAST_MS): void {
  void Taro.showToast({ title, icon: 'none', duration })
}

/** A loading-style toast that stays for `duration` (the server-trouble notice uses 3 s). */
export function loadingToast(title: string, duration: number): void {
  void Taro.showToast({ title, icon: 'loading', duration })
}

export function alert(content: string): Promise<void> {
  return Taro.showModal({ title: '', content, showCancel: false }).then(() => undefined)
}

export interface ConfirmOptions {
  title?: string
  content: string
  confirmText?: string
  cancelText?: string
}

/** Resolves true when the user confirms. */
export async function confirm(opts: ConfirmOptions): Promise<boolean> {
  const res = await Taro.showModal({
    title: opts.title ?? '',
    content: opts.content,
    confirmText: opts.confirmText ?? '确定',
    cancelText: opts.cancelText ?? '取消',
    confirmColor: BRAND_COLOR,
  })
  return !!res.confirm
}
