// /composition/RecommendList (kept alive): the section editor's picks (recommended, and printed since),
// the latest pick first, by grade band and the reader's school.
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import WorksPage from '../../components/works'
import { recommendedCompositions } from '../../../../stores/composition'

function RecommendListPage() {
  return (
    <PageShell route='compositionRecommendList'>
      <WorksPage listOf={recommendedCompositions} />
    </PageShell>
  )
}

export default observer(RecommendListPage)
