// H5: the document's title, through Taro's navigation bar (which keeps it for the page and would
// otherwise put the page config's empty title back when the page shows); inside the native app the host
// shows it in its own bar.
//
// A page's first render can set its title before Taro's router has taken the page in (on a slow phone,
// or a loaded machine): the router then keeps no title for it and, taking it in, writes the page
// config's empty title over ours. So the last title is said again once the router has finished with the
// address it was set for (an address left since keeps its own).
import Taro from '@tarojs/taro'
import type { TitleAdapter } from './title'
import { env } from './env.h5'
import { bridge } from './bridge.h5'

let last: { address: string; text: string; hidden: boolean } | null = null
const here = () => location.pathname + location.search

function show(text: string, hidden: boolean) {
  if (text && !hidden) void Taro.setNavigationBarTitle({ title: text }).catch(() => undefined)
  document.title = text
}

Taro.eventCenter.on('__afterTaroRouterChange', () => {
  if (last && last.address === here() && document.title !== last.text) show(last.text, last.hidden)
})

export const title: TitleAdapter = {
  set(text, hidden = false) {
    last = { address: here(), text, hidden }
    show(text, hidden)
    if (env.environment() === 'app') void bridge.call('setTitle', { title: text }).catch(() => undefined)
  },
}
