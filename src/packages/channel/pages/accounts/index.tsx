// /ShangyouPage: 上游号 — recommended accounts and every account's newest stories.
import { useMemo } from 'react'
import { Text, View } from '@tarojs/components'
import { Picture } from '../../../../platform/picture'
import { observer } from 'mobx-react-lite'
import type { AccountNewsItem } from '@types-api/account'
import PageShell from '../../../../components/PageShell'
import AccountBlock from '../../../../components/AccountBlock'
import NewsList from '../../../../components/NewsList'
import NewsCard from '../../../../components/NewsCard'
import { arrayPages, sessionList } from '../../../../stores/lists'
import { fetchAccountFeed } from '../../../../services/accounts'
import { useListPaging } from '../../../../utils/use-list-paging'
import { openItem } from '../../../../utils/open-item'
import { navigate } from '../../../../utils/navigate'
import './index.scss'

export const RECOMMENDED = '推荐上游号'

function FeedItem({ item }: { item: AccountNewsItem }) {
  return (
    <View className='account-feed'>
      <View className='account-feed__who' onClick={() => void navigate('ShangyouSelf', { classId: item.classId })}>
        <Picture className='account-feed__avatar' src={item.account.avatar} mode='aspectFill' lazy />
        <Text className='account-feed__name'>{item.account.name}</Text>
      </View>
      <NewsCard item={item} onOpen={openItem} />
    </View>
  )
}

function AccountsPage() {
  const list = useMemo(() => sessionList<AccountNewsItem>('account-feed', arrayPages(fetchAccountFeed)), [])
  useListPaging(list)
  return (
    <PageShell route='ShangyouPage'>
      <AccountBlock title={RECOMMENDED} />
      <NewsList list={list} renderItem={item => <FeedItem item={item} />} />
    </PageShell>
  )
}

export default observer(AccountsPage)
