// Mini-program: the navigation bar.
import Taro from '@tarojs/taro'
import type { TitleAdapter } from './title'

export const title: TitleAdapter = {
  set(text) {
    void Taro.setNavigationBarTitle({ title: text })
  },
}
