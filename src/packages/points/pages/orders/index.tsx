// /AccumulatedPoints/Conversion: every exchange of the reader's, newest first, with its status; a tap opens it. Login first.
import PageShell from '../../../../components/PageShell'
import OrderList from '../../components/OrderList'
import { SHOP_TEXT } from '../../../../stores/shop'

export default function OrdersPage() {
  return (
    <PageShell route='ShopOrders'>
      <OrderList kind='' empty={SHOP_TEXT.noOrders} />
    </PageShell>
  )
}
