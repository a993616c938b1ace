// /ShangyouSelf?classId=…: one 上游号 (provider account) — who it is, and its stories.
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Picture } from '../../../../platform/picture'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import NewsList from '../../../../components/NewsList'
import EmptyState from '../../../../components/EmptyState'
import { columnList } from '../../../../stores/lists'
import { providerAccount } from '../../../../stores/provider-accounts'
import { useResource } from '../../../../stores/resource'
import { useListPaging } from '../../../../utils/use-list-paging'
import { PROVIDER_TEXT } from '../../../../../common/providers'
import './index.scss'
import { numberParam } from '../../../../utils/params'
import FoldText from '../../../../components/FoldText'

function ProviderPage() {
  const { params } = useRouter()
  const classId = numberParam(params.classId)
  const provider = useResource(providerAccount(classId))
  const list = columnList(classId)
  useListPaging(list)
  const a = provider.data
  return (
    <PageShell route='ShangyouSelf' title={a?.name} firstScreenReady={!!provider.error || (!!a && (!list.initialLoading || !!list.error))}>
      {provider.error ? <EmptyState text={provider.error} /> : null}
      {a ? (
        <View className='provider-head'>
          <Picture className='provider-head__avatar' src={a.avatar} mode='aspectFill' />
          <View className='provider-head__body'>
            <Text className='provider-head__name'>{a.name}</Text>
            <FoldText className='provider-head__intro' text={a.intro} />
            <Text className='provider-head__counts'>{PROVIDER_TEXT.counts(a.fansNum, a.articleNum)}</Text>
          </View>
        </View>
      ) : null}
      {a ? <NewsList list={list} /> : null}
    </PageShell>
  )
}

export default observer(ProviderPage)
