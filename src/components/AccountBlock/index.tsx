// The 上游号 block (showType 9): recommended accounts; a tap opens the account.
import { Image, ScrollView, Text, View } from '@tarojs/components'
import { fetchRecommendedAccounts } from '../../services/accounts'
import { useAsync } from '../../utils/use-async'
import { navigate } from '../../utils/navigate'
import { shortCount } from '../../utils/count'
import './index.scss'

export interface AccountBlockProps {
  title: string
}

export default function AccountBlock({ title }: AccountBlockProps) {
  const { data } = useAsync(fetchRecommendedAccounts, [])
  if (!data || data.length === 0) return null
  return (
    <View className='account-block'>
      <View className='account-block__head'>
        <Text className='account-block__title'>{title}</Text>
        <Text className='account-block__more' onClick={() => void navigate('ShangyouPage')}>更多 ›</Text>
      </View>
      <ScrollView className='account-block__scroll' scrollX enhanced showScrollbar={false}>
        <View className='account-block__row'>
          {data.map(a => (
            <View key={a.id} className='account-block__item' onClick={() => void navigate('ShangyouSelf', { classId: a.classId })}>
              <Image className='account-block__avatar' src={a.avatar} mode='aspectFill' lazyLoad />
              <Text className='account-block__name'>{a.name}</Text>
              <Text className='account-block__fans'>{shortCount(a.fansNum)}粉丝</Text>
            </View>
          ))}
        </View>
      </ScrollView>
    </View>
  )
}
