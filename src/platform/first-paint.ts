// The first screen the server drew into the H5 page before any script ran (server/src/content/
// first-paint.ts). Implementations per target: on H5 it is taken away once the app has drawn the same
// screen underneath; the mini-program has none.

export interface FirstPaintAdapter {
  /** the app's screen is drawn (or has something else to say, an error): the server's may go */
  done(): void
}

export declare const firstPaint: FirstPaintAdapter
