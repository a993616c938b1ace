// Pictures in an article: a tap previews them full screen; a long press saves one where the host can
// (the native app, through its bridge). Implementations per target.

export interface ImageAdapter {
  /** full-screen pictures, starting at `current` */
  preview(urls: string[], current: string): void
  /** resolves true when the host saved it */
  save(url: string): Promise<boolean>
}

export declare const image: ImageAdapter
