// /composition/List (kept alive): every public work, newest first, by grade band and the reader's school.
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import WorksPage from '../../components/works'
import { newestCompositions } from '../../../../stores/composition'

function ListPage() {
  return (
    <PageShell route='compositionList'>
      <WorksPage listOf={newestCompositions} />
    </PageShell>
  )
}

export default observer(ListPage)
