// Mini-program: no page comes from a server, so there is nothing drawn before the app.
import type { FirstPaintAdapter } from './first-paint'

export const firstPaint: FirstPaintAdapter = { done: () => undefined }
