// /AccumulatedPoints/pointsdetail: 积分明细 — every movement of the reader's points, newest first, with its
// reason and what it came from (a story opens). Login first.
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { PointEntry } from '@types-api/points'
import PageShell from '../../../../components/PageShell'
import ChunkedList from '../../../../components/ChunkedList'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import { pointsView } from '../../../../stores/points'
import { useListPaging } from '../../../../utils/use-list-paging'
import { navigate } from '../../../../utils/navigate'
import './index.scss'
import { DISCOVER_CLASS_ID } from '@types-api/discover'

export const LEDGER_TEXT = {
  none: '还没有积分记录，签到就能领积分',
  amount: (n: number) => (n > 0 ? `+${n}` : String(n)),
} as const

/** the content an entry came from, where it has a page */
const open = (e: PointEntry) => {
  const id = e.ref?.id
  if (!id) return
  switch (e.ref?.type) {
    case 'news': return void navigate('NewsDetail', { newsId: id })
    case 'discover': return void navigate('DetailDiscover', { classId: DISCOVER_CLASS_ID, newsId: id })
    case 'question': return void navigate('QAList', { id })
    case 'politics': return void navigate('politicsDetail', { id })
    case 'post': return void navigate('communityDetail', { id })
    case 'composition': return void navigate('compositionDetail', { id })
    case 'order': return void navigate('ShopOrder', { id })
  }
}

function Line({ e }: { e: PointEntry }) {
  return (
    <View className='ledger__item' onClick={() => open(e)}>
      <View className='ledger__main'>
        <Text className='ledger__reason'>{e.reason}</Text>
        {e.ref?.title ? <Text className='ledger__ref'>{e.ref.title}</Text> : null}
        <Text className='ledger__time'>{e.time.slice(0, 16)}</Text>
      </View>
      <Text className={`ledger__amount${e.points >= 0 ? ' ledger__amount--in' : ''}`}>{LEDGER_TEXT.amount(e.points)}</Text>
    </View>
  )
}

function PointsLedgerPage() {
  const list = pointsView().ledger
  useListPaging(list)
  // points move elsewhere (a comment, a story read): shown again, the ledger is the latest
  useDidShow(() => { if (list.page > 0) void list.refresh() })
  return (
    <PageShell route='PointsLedger' onNavRight={() => void navigate('PointsRules')}>
      {list.initialLoading ? <Skeleton /> : list.empty ? <EmptyState text={LEDGER_TEXT.none} /> : (
        <>
          <ChunkedList items={list.items} keyOf={e => e.id} render={e => <Line e={e} />} />
          <ListFooter list={list} />
        </>
      )}
    </PageShell>
  )
}

export default observer(PointsLedgerPage)
