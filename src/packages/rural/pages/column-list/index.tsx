// /yu-nong/common-single-column-news-list?columnId=…&title=…: one column's stories, paged, as every
// column's list; titled with the title it was opened with, else the column's name.
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import NewsList from '../../../../components/NewsList'
import { columnList } from '../../../../stores/lists'
import { columnInfo } from '../../../../stores/reading'
import { useResource } from '../../../../stores/resource'
import { useListPaging } from '../../../../utils/use-list-paging'
import { decodeParam, numberParam } from '../../../../utils/params'
import { RURAL_NEWS_COLUMN_ID } from '@types-api/rural'

function ColumnListPage() {
  const { params } = useRouter()
  const columnId = numberParam(params.columnId) || RURAL_NEWS_COLUMN_ID
  const column = useResource(columnInfo(columnId))
  const list = columnList(columnId)
  useListPaging(list)
  return (
    <PageShell route='ruralColumnList' title={decodeParam(params.title) || column.data?.columnname || ''} firstScreenReady={!list.initialLoading || !!list.error}>
      <NewsList list={list} />
    </PageShell>
  )
}

export default observer(ColumnListPage)
