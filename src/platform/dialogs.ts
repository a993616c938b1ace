// Toasts, alerts and confirmations. Implementations per target: the mini-program's own (showToast,
// showModal); on H5 a few elements of this app's (Taro's H5 versions weigh 6 KB gzip on first load).

export interface ConfirmOptions {
  title?: string
  content: string
  confirmText?: string
  cancelText?: string
}

export interface DialogsAdapter {
  toast(title: string, duration: number): void
  /** a toast with a spinner (the server-trouble notice) */
  loadingToast(title: string, duration: number): void
  alert(content: string): Promise<void>
  /** true when the reader confirms */
  confirm(opts: Required<ConfirmOptions>): Promise<boolean>
}

export declare const dialogs: DialogsAdapter
