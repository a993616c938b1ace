// The H5 top bar: back and the page title. Hidden where the host draws its own (see common/visibility).
import { Text, View } from '@tarojs/components'
import { back } from '../../utils/navigate'
import './index.scss'

export interface TopBarProps {
  title: string
  /** 'dark' bars are black with white text */
  navType?: 'light' | 'dark'
  right?: string
  onRight?: () => void
  /** tab screens have no way back */
  canGoBack?: boolean
  /** the back button alone, over the page (route meta justShowNavBtn: full-screen pages) */
  bare?: boolean
}

export default function TopBar({ title, navType = 'light', right, onRight, canGoBack = true, bare = false }: TopBarProps) {
  return (
    <View className={`top-bar top-bar--${navType}${bare ? ' top-bar--bare' : ''}`}>
      {canGoBack ? (
        <View role='button' className='top-bar__back' onClick={() => void back()} aria-label='返回'>
          <View className='top-bar__arrow' />
        </View>
      ) : <View className='top-bar__back' />}
      <Text className='top-bar__title'>{title}</Text>
      {right ? <View role='button' className='top-bar__right' onClick={onRight}><Text>{right}</Text></View> : <View className='top-bar__right' />}
    </View>
  )
}
