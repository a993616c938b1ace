// The 帮帮 tab until the community section opens: the tip-off hotline readers can call or copy.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../components/PageShell'
import { configStore } from '../../stores/config'
import { clipboard } from '../../platform/clipboard'
import './index.scss'

export const HOTLINE_TITLE = '新闻热线'
export const HOTLINE_TEXT = '身边有新闻？欢迎拨打热线爆料，一经采用有奖励'
export const HOTLINE_FREE = '免费拨打'
export const COPY_NUMBER = '复制号码'
export const COMING_SOON = '帮帮问政、问答、社区板块即将开放'

function BangBangPage() {
  const hotline = configStore.global?.hotline ?? ''
  return (
    <PageShell route='BangBang'>
      <View className='bangbang'>
        <View className='bangbang__hotline'>
          <Text className='bangbang__title'>{HOTLINE_TITLE}</Text>
          <Text className='bangbang__number'>{hotline}</Text>
          <Text className='bangbang__free'>{HOTLINE_FREE}</Text>
          <Text className='bangbang__text'>{HOTLINE_TEXT}</Text>
          <View role='button' className='bangbang__copy' onClick={() => void clipboard.copy(hotline)}>{COPY_NUMBER}</View>
        </View>
        <Text className='bangbang__soon'>{COMING_SOON}</Text>
      </View>
    </PageShell>
  )
}

export default observer(BangBangPage)
