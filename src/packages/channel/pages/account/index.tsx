// /ShangyouSelf?classId=…: one 上游号 account — who it is, and its stories.
import { useMemo } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Picture } from '../../../../platform/picture'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import NewsList from '../../../../components/NewsList'
import EmptyState from '../../../../components/EmptyState'
import { arrayPages, sessionList } from '../../../../stores/lists'
import { fetchAccount } from '../../../../services/accounts'
import { fetchColumnList } from '../../../../services/news'
import { useAsync } from '../../../../utils/use-async'
import { useListPaging } from '../../../../utils/use-list-paging'
import { shortCount } from '../../../../utils/count'
import './index.scss'

function AccountPage() {
  const { params } = useRouter()
  const classId = Number(params.classId)
  const account = useAsync(() => fetchAccount({ classId }), [classId])
  const list = useMemo(() => sessionList(`account-${classId}`, arrayPages(p => fetchColumnList(classId, p))), [classId])
  useListPaging(list)
  const a = account.data
  return (
    <PageShell route='ShangyouSelf' title={a?.name}>
      {account.error ? <EmptyState text={account.error} /> : null}
      {a ? (
        <View className='account-head'>
          <Picture className='account-head__avatar' src={a.avatar} mode='aspectFill' />
          <View className='account-head__body'>
            <Text className='account-head__name'>{a.name}</Text>
            <Text className='account-head__intro'>{a.intro}</Text>
            <Text className='account-head__counts'>{shortCount(a.fansNum)}粉丝 · {a.articleNum}篇文章</Text>
          </View>
        </View>
      ) : null}
      {a ? <NewsList list={list} /> : null}
    </PageShell>
  )
}

export default observer(AccountPage)
