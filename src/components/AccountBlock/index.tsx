// The 上游号 block (showType 9): recommended accounts; a tap opens the account.
import { Text, View } from '@tarojs/components'
import { Picture } from '../../platform/picture'
import ScrollBlock from '../ScrollBlock'
import { fetchRecommendedAccounts } from '../../services/accounts'
import { useAsync } from '../../utils/use-async'
import { navigate } from '../../utils/navigate'
import { shortCount } from '../../utils/count'
import './index.scss'

export const MORE_ACCOUNTS = '更多 ›'

export interface AccountBlockProps {
  title: string
}

export default function AccountBlock({ title }: AccountBlockProps) {
  const { data } = useAsync(fetchRecommendedAccounts, [])
  if (!data || data.length === 0) return null
  return (
    <ScrollBlock title={title} more={MORE_ACCOUNTS} onMore={() => void navigate('ShangyouPage')}>
      {data.map(a => (
        <View key={a.id} className='account-block__item' onClick={() => void navigate('ShangyouSelf', { classId: a.classId })}>
          <Picture className='account-block__avatar' src={a.avatar} mode='aspectFill' lazy />
          <Text className='account-block__name'>{a.name}</Text>
          <Text className='account-block__fans'>{shortCount(a.fansNum)}粉丝</Text>
        </View>
      ))}
    </ScrollBlock>
  )
}
