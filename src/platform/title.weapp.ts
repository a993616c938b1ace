// Mini-program: the navigation bar.
import Taro from '@tarojs/taro'
import type { TitleAdapter } from './title'

export const title: TitleAdapter = {
  set(text, hidden = false) {
    void Taro.setNavigationBarTitle({ title: hidden ? '' : text })
  },
}
