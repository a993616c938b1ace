// Copy text; the user sees '复制成功' or an alert '复制失败'. Implementations per target.

export { COPY_OK, COPY_FAILED } from './messages'

export interface ClipboardAdapter {
  /** resolves true when copied */
  copy(text: string): Promise<boolean>
}

export declare const clipboard: ClipboardAdapter
