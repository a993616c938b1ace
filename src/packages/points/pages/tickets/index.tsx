// /AccumulatedPoints/Tickets: the reader's tickets (待使用, 已使用, 已取消); a tap shows the code and its QR. Login first.
import PageShell from '../../../../components/PageShell'
import OrderList from '../../components/OrderList'
import { SHOP_TEXT } from '../../../../stores/shop'

export default function TicketsPage() {
  return (
    <PageShell route='ShopTickets'>
      <OrderList kind='ticket' empty={SHOP_TEXT.noTickets} />
    </PageShell>
  )
}
