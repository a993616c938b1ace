// The reader's exchanges of one kind (all: Conversion; coupon; Tickets): newest first, paged, with what
// to say when there are none. Login first.
import { observer } from 'mobx-react-lite'
import type { GoodsKind } from '@types-api/shop'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import ChunkedList from '../../../../components/ChunkedList'
import ListFooter from '../../../../components/ListFooter'
import OrderCard from '../OrderCard'
import { shopOrders } from '../../../../stores/shop'
import { sessionStore } from '../../../../stores/session'
import { useListPaging } from '../../../../utils/use-list-paging'

function OrderList({ kind, empty }: { kind: GoodsKind | ''; empty: string }) {
  const list = shopOrders(kind)
  useListPaging(sessionStore.loggedIn ? list : null)
  if (!sessionStore.loggedIn) return null
  if (list.initialLoading) return <Skeleton />
  if (list.empty) return <EmptyState text={empty} />
  return (
    <>
      <ChunkedList items={list.items} keyOf={o => o.id} render={o => <OrderCard order={o} />} />
      <ListFooter list={list} />
    </>
  )
}

export default observer(OrderList)
