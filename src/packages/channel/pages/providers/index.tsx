// /ShangyouPage: 上游号 — recommended provider accounts and what every one of them published, newest first.
import { Text, View } from '@tarojs/components'
import { Picture } from '../../../../platform/picture'
import { observer } from 'mobx-react-lite'
import type { ProviderNewsItem } from '@types-api/provider-account'
import PageShell from '../../../../components/PageShell'
import ProviderBlock from '../../../../components/ProviderBlock'
import NewsList from '../../../../components/NewsList'
import NewsCard from '../../../../components/NewsCard'
import Skeleton from '../../../../components/Skeleton'
import { providerFeedList, recommendedProviderAccounts } from '../../../../stores/provider-accounts'
import { useResource } from '../../../../stores/resource'
import { useListPaging } from '../../../../utils/use-list-paging'
import { openItem } from '../../../../utils/open-item'
import { navigate } from '../../../../utils/navigate'
import { PROVIDER_TEXT } from '../../../../../common/providers'
import './index.scss'

export const RECOMMENDED = PROVIDER_TEXT.recommended

function FeedItem({ item }: { item: ProviderNewsItem }) {
  return (
    <View className='provider-feed'>
      <View className='provider-feed__who' onClick={() => void navigate('ShangyouSelf', { classId: item.classId })}>
        <Picture className='provider-feed__avatar' src={item.provider.avatar} mode='aspectFill' lazy />
        <Text className='provider-feed__name'>{item.provider.name}</Text>
      </View>
      <NewsCard item={item} onOpen={openItem} />
    </View>
  )
}

function ProvidersPage() {
  const list = providerFeedList()
  useListPaging(list)
  // the feed is drawn once the recommended accounts above it have come (or failed): arriving after it, they
  // pushed it down (the sweep's CLS 0.155)
  const accounts = useResource(recommendedProviderAccounts())
  const settled = accounts.data !== undefined || !!accounts.error
  return (
    <PageShell route='ShangyouPage' firstScreenReady={settled && (!list.initialLoading || !!list.error)}>
      <ProviderBlock title={RECOMMENDED} />
      {settled ? <NewsList list={list} renderItem={item => <FeedItem item={item} />} /> : <Skeleton />}
    </PageShell>
  )
}

export default observer(ProvidersPage)
