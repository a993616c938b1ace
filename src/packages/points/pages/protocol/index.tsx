// /AccumulatedPoints/secureprotocol: the shop's user agreement — accounts, points, exchanges and privacy.
import PageShell from '../../../../components/PageShell'
import ShopInfo from '../../components/ShopInfo'
import { PROTOCOL_TEXT } from '../../../../../common/shop'

export { PROTOCOL_TEXT }

export default function ProtocolPage() {
  return (
    <PageShell route='ShopProtocol'>
      <ShopInfo title={PROTOCOL_TEXT.title} sections={PROTOCOL_TEXT.sections} />
    </PageShell>
  )
}
