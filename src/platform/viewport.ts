// Watching whether an element of a page is (nearly) on screen: the mini-program's and the browser's
// IntersectionObserver behind one interface. Implementations per target.

export interface ViewportAdapter {
  /**
   * Calls `onChange(true)` when the element matching `selector` inside `page` (Taro's page instance as
   * a component saw it) comes within `marginPx` below the bottom of the screen, `onChange(false)` when
   * it leaves. Returns the function that stops watching.
   */
  watch(page: { path?: string } | null | undefined, selector: string, marginPx: number, onChange: (inView: boolean) => void): () => void
}

export declare const viewport: ViewportAdapter
