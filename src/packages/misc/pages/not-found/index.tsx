// /404 (NotFound): an address the app has no page for — a mistyped or outdated link, a mini-program page
// that no longer exists. Said in words, with the way home and the way back (a page opened first has no
// way back: 返回 goes home then).
import { Text, View } from '@tarojs/components'
import PageShell from '../../../../components/PageShell'
import { back, switchTab } from '../../../../utils/navigate'
import './index.scss'

export const NOT_FOUND_TEXT = {
  title: '页面不存在',
  hint: '你访问的页面不存在或已下线，可能是链接有误或内容已调整。',
  home: '回到首页',
  back: '返回上一页',
} as const

export default function NotFoundPage() {
  return (
    <PageShell route='NotFound'>
      <View className='not-found'>
        <Text className='not-found__code' aria-hidden='true'>404</Text>
        <Text className='not-found__title'>{NOT_FOUND_TEXT.title}</Text>
        <Text className='not-found__hint'>{NOT_FOUND_TEXT.hint}</Text>
        <View role='button' className='not-found__home' onClick={() => void switchTab('home')}>{NOT_FOUND_TEXT.home}</View>
        <View role='button' className='not-found__back' onClick={() => void back()}>{NOT_FOUND_TEXT.back}</View>
      </View>
    </PageShell>
  )
}
