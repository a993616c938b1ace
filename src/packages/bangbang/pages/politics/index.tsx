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
import { useListPaging } from '../../../../utils/use-list-paging'
import { navigate } from '../../../../utils/navigate'
import './index.scss'

export const POLITICS_TABS: { key: PoliticsOrder; title: string }[] = [
  { key: 'new', title: '最新' },
  { key: 'hot', title: '热门' },
]
export const ASK = '我要问政'
export const NO_QUESTIONS = '还没有人提问'
export const POLITICS_INTRO = '向职能部门反映问题，部门限时受理、答复，全程公开'

function PoliticsIndexPage() {
  const [order, setOrder] = useState<PoliticsOrder>('new')
  const list = politicsList(order)
  useListPaging(list)
  return (
    <PageShell route='politicsIndex'>
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
