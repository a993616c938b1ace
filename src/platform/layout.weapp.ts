// Mini-program: the selector query of the current page.
import Taro from '@tarojs/taro'
import type { LayoutAdapter, LayoutResult } from './layout'

export const layout: LayoutAdapter = {
  measure(page, requests, done) {
    if (!page) return
    const q = Taro.createSelectorQuery()
    for (const r of requests) (r.all ? q.selectAll(r.selector) : q.select(r.selector)).boundingClientRect()
    q.exec(res => done(res as unknown as LayoutResult[]))
  },
  windowHeight: () => Taro.getSystemInfoSync().windowHeight,
  keyboardScrollable: () => undefined,
}
