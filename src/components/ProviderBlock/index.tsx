// The 上游号 block (showType 9): recommended provider accounts; a tap opens the account.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Picture } from '../../platform/picture'
import ScrollBlock from '../ScrollBlock'
import { recommendedProviderAccounts } from '../../stores/provider-accounts'
import { useResource } from '../../stores/resource'
import { navigate } from '../../utils/navigate'
import { PROVIDER_TEXT } from '../../../common/providers'
import './index.scss'

export const MORE_PROVIDERS = PROVIDER_TEXT.more

export interface ProviderBlockProps {
  title: string
}

function ProviderBlock({ title }: ProviderBlockProps) {
  const { data } = useResource(recommendedProviderAccounts())
  if (!data || data.length === 0) return null
  return (
    <ScrollBlock title={title} more={MORE_PROVIDERS} onMore={() => void navigate('ShangyouPage')}>
      {data.map(a => (
        <View key={a.id} className='provider-block__item' onClick={() => void navigate('ShangyouSelf', { classId: a.classId })}>
          <Picture className='provider-block__avatar' src={a.avatar} mode='aspectFill' lazy />
          <Text className='provider-block__name'>{a.name}</Text>
          <Text className='provider-block__fans'>{PROVIDER_TEXT.fans(a.fansNum)}</Text>
        </View>
      ))}
    </ScrollBlock>
  )
}

export default observer(ProviderBlock)
