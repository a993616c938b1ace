// /composition/List (kept alive): every public work, newest first, by grade band and the reader's school.
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import WorksPage, { firstWorks } from '../../components/works'
import { newestCompositions } from '../../../../stores/composition'

function ListPage() {
  // (the list it opens on: the server's first screen gives way once it is drawn)
  const first = firstWorks(newestCompositions)
  return (
    <PageShell route='compositionList' firstScreenReady={!first.initialLoading || !!first.error}>
      <WorksPage listOf={newestCompositions} />
    </PageShell>
  )
}

export default observer(ListPage)
