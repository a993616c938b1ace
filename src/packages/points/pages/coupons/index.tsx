// /AccumulatedPoints/coupon: the reader's coupons (待使用, 已使用, 已取消); a tap shows the code and its QR. Login first.
import PageShell from '../../../../components/PageShell'
import OrderList from '../../components/OrderList'
import { SHOP_TEXT } from '../../../../stores/shop'

export default function CouponsPage() {
  return (
    <PageShell route='ShopCoupons'>
      <OrderList kind='coupon' empty={SHOP_TEXT.noCoupons} />
    </PageShell>
  )
}
