// /composition/RecommendList (kept alive): the section editor's picks (recommended, and printed since),
// the latest pick first, by grade band and the reader's school.
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import WorksPage, { firstWorks } from '../../components/works'
import { recommendedCompositions } from '../../../../stores/composition'

function RecommendListPage() {
  // (the list it opens on: the server's first screen gives way once it is drawn)
  const first = firstWorks(recommendedCompositions)
  return (
    <PageShell route='compositionRecommendList' firstScreenReady={!first.initialLoading || !!first.error}>
      <WorksPage listOf={recommendedCompositions} />
    </PageShell>
  )
}

export default observer(RecommendListPage)
