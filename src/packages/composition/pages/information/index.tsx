// /composition/InformationList (kept alive): the section's news — calls for entries, workshops, prizes —
// the stories of channel 15's column COMPOSITION_NEWS_COLUMN_ID, as any column's list shows them.
import { observer } from 'mobx-react-lite'
import { COMPOSITION_NEWS_COLUMN_ID } from '@types-api/composition'
import PageShell from '../../../../components/PageShell'
import NewsList from '../../../../components/NewsList'
import { columnList } from '../../../../stores/lists'
import { useListPaging } from '../../../../utils/use-list-paging'

function InformationPage() {
  const list = columnList(COMPOSITION_NEWS_COLUMN_ID)
  useListPaging(list)
  return (
    <PageShell route='compositionInformation' firstScreenReady={!list.initialLoading || !!list.error}>
      <NewsList list={list} />
    </PageShell>
  )
}

export default observer(InformationPage)
