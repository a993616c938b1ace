// H5: the document's title, through Taro's navigation bar (which keeps it for the page and would
// otherwise put the page config's empty title back when the page shows); inside the native app the host
// shows it in its own bar.
import Taro from '@tarojs/taro'
import type { TitleAdapter } from './title'
import { env } from './env.h5'
import { bridge } from './bridge.h5'

export const title: TitleAdapter = {
  set(text, hidden = false) {
    if (text && !hidden) void Taro.setNavigationBarTitle({ title: text }).catch(() => undefined)
    document.title = text
    if (env.environment() === 'app') void bridge.call('setTitle', { title: text }).catch(() => undefined)
  },
}
