// The page's title where the reader sees it: the mini-program's navigation bar, the browser's tab,
// and in the native app the host's title bar (spec §2). Implementations per target.

export interface TitleAdapter {
  /** `hidden`: the page shows no title of its own (the points shop); the browser's tab still names it */
  set(title: string, hidden?: boolean): void
}

export declare const title: TitleAdapter
