// H5: the document's title; inside the native app the host shows it in its own bar.
import type { TitleAdapter } from './title'
import { env } from './env.h5'
import { bridge } from './bridge.h5'

export const title: TitleAdapter = {
  set(text) {
    document.title = text
    if (env.environment() === 'app') void bridge.call('setTitle', { title: text }).catch(() => undefined)
  },
}
