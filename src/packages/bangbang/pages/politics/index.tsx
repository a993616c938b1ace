// /BangBang/politics/index: citizens' questions to the region's departments, newest or most read, and
// the way to ask one (login first).
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Tabs from '../../../../components/Tabs'
import ChunkedList from '../../../../components/ChunkedList'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import PoliticsCard from '../../components/PoliticsCard'
import { askPolitics, politicsList, type PoliticsOrder } from '../../../../stores/politics'
import { ASK, NO_QUESTIONS, POLITICS_INTRO, POLITICS_TABS } from '../../../../../common/politics'
import { useListPaging } from '../../../../utils/use-list-paging'
import { navigate } from '../../../../utils/navigate'
import './index.scss'

export { ASK, NO_QUESTIONS, POLITICS_INTRO, POLITICS_TABS }

function PoliticsIndexPage() {
  const [order, setOrder] = useState<PoliticsOrder>('new')
  const list = politicsList(order)
  useListPaging(list)
  return (
    <PageShell route='politicsIndex' firstScreenReady={!list.initialLoading || !!list.error}>
      <View className='politics-index__intro'>
        <Text>{POLITICS_INTRO}</Text>
      </View>
      <Tabs items={POLITICS_TABS} active={order} onChange={setOrder} />
      {list.initialLoading ? <Skeleton /> : list.empty ? <EmptyState text={NO_QUESTIONS} /> : (
        <>
          <ChunkedList key={order} items={list.items} keyOf={q => q.id} render={q => <PoliticsCard item={q} onOpen={() => void navigate('politicsDetail', { id: q.id })} />} />
          <ListFooter list={list} />
        </>
      )}
      <View role='button' className='politics-index__ask' onClick={askPolitics}>{ASK}</View>
    </PageShell>
  )
}

export default observer(PoliticsIndexPage)
