// /AccumulatedPoints/aboutUs: what the points shop is and who runs it.
import PageShell from '../../../../components/PageShell'
import ShopInfo from '../../components/ShopInfo'
import { ABOUT_TEXT } from '../../../../../common/shop'

export { ABOUT_TEXT }

export default function AboutPage() {
  return (
    <PageShell route='ShopAbout'>
      <ShopInfo title={ABOUT_TEXT.title} sections={ABOUT_TEXT.sections} />
    </PageShell>
  )
}
