// Measuring elements of a page. Implementations per target: the mini-program's selector query, and
// on H5 the page's own DOM (Taro's H5 query looks up the *current* page's container a tick later and
// throws, out of reach of a try, when it is not in place).

export interface Rect {
  /** the element's id (the mini-program's query gives it too) */
  id?: string
  top: number
  left: number
  right: number
  bottom: number
  width: number
  height: number
}

/** one element (`all` false) or every element (`all` true) matching a selector */
export interface LayoutRequest {
  selector: string
  all?: boolean
}

export type LayoutResult = Rect | null | Rect[]

export interface LayoutAdapter {
  /**
   * Measures within `page` (Taro's page instance as a component saw it); `done` gets one result per
   * request, and is not called when the page is not in place to be measured.
   */
  measure(page: { path?: string } | null | undefined, requests: LayoutRequest[], done: (results: LayoutResult[]) => void): void
  /** the height of the screen's visible area in px */
  windowHeight(): number
  /**
   * The page's own scrolling container takes keyboard focus, so a reader without a touch screen can
   * scroll it (H5; the mini-program has no keyboard).
   */
  keyboardScrollable(page: { path?: string } | null | undefined): void
}

export declare const layout: LayoutAdapter
