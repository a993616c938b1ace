// /columns?columnId=…&noTab=…&mainColumnTitle=…: a column's stories, with its sub-columns as tabs.
import { useMemo, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Tabs from '../../../../components/Tabs'
import NewsList from '../../../../components/NewsList'
import { fetchColumn } from '../../../../services/columns'
import { fetchColumnList } from '../../../../services/news'
import { arrayPages, sessionList } from '../../../../stores/lists'
import { useAsync } from '../../../../utils/use-async'
import { useListPaging } from '../../../../utils/use-list-paging'
import { decodeParam } from '../../../../utils/params'

function ColumnsPage() {
  const { params } = useRouter()
  const columnId = Number(params.columnId)
  const noTab = params.noTab === 'true' || params.noTab === '1'
  const column = useAsync(() => fetchColumn(columnId), [columnId])
  const [active, setActive] = useState(columnId)
  const list = useMemo(() => sessionList(`column-${active}`, arrayPages(p => fetchColumnList(active, p))), [active])
  useListPaging(list)
  const subs = column.data?.areasub ?? []
  const tabs = [{ key: columnId, title: '全部' }, ...subs.map(s => ({ key: s.columnid, title: s.columnname }))]
  const title = decodeParam(params.mainColumnTitle) || column.data?.columnname || ''
  return (
    <PageShell route='columns' title={title}>
      {!noTab && subs.length > 0 ? <Tabs items={tabs} active={active} onChange={setActive} /> : null}
      <NewsList key={active} list={list} />
    </PageShell>
  )
}

export default observer(ColumnsPage)
