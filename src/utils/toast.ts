// The one place that shows toasts, alerts and confirmations (through the dialogs adapter).
import { dialogs, type ConfirmOptions } from '../platform/dialogs'
import { TOAST_MS } from '../platform/messages'

export { TOAST_MS }
export type { ConfirmOptions }

export function toast(title: string, duration = TOAST_MS): void {
  dialogs.toast(title, duration)
}

/** A loading-style toast that stays for `duration` (the server-trouble notice uses 3 s). */
export function loadingToast(title: string, duration: number): void {
  dialogs.loadingToast(title, duration)
}

export function alert(content: string): Promise<void> {
  return dialogs.alert(content)
}

/** Resolves true when the user confirms. */
export function confirm(opts: ConfirmOptions): Promise<boolean> {
  return dialogs.confirm({ title: opts.title ?? '', content: opts.content, confirmText: opts.confirmText ?? '确定', cancelText: opts.cancelText ?? '取消' })
}
