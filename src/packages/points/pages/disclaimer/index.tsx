// /AccumulatedPoints/disclaimer: what the shop answers for, and what the merchants do.
import PageShell from '../../../../components/PageShell'
import ShopInfo from '../../components/ShopInfo'
import { DISCLAIMER_TEXT } from '../../../../../common/shop'

export { DISCLAIMER_TEXT }

export default function DisclaimerPage() {
  return (
    <PageShell route='ShopDisclaimer'>
      <ShopInfo title={DISCLAIMER_TEXT.title} sections={DISCLAIMER_TEXT.sections} />
    </PageShell>
  )
}
