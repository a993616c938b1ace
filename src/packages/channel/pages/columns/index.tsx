// /columns?columnId=…&noTab=…&mainColumnTitle=…: a column's stories, with its sub-columns as tabs.
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Tabs from '../../../../components/Tabs'
import NewsList from '../../../../components/NewsList'
import { columnList } from '../../../../stores/lists'
import { columnInfo } from '../../../../stores/reading'
import { useResource } from '../../../../stores/resource'
import { useListPaging } from '../../../../utils/use-list-paging'
import { decodeParam, numberParam } from '../../../../utils/params'

function ColumnsPage() {
  const { params } = useRouter()
  const columnId = numberParam(params.columnId)
  const noTab = params.noTab === 'true' || params.noTab === '1'
  const column = useResource(columnInfo(columnId))
  const [active, setActive] = useState(columnId)
  const list = columnList(active)
  useListPaging(list)
  const subs = column.data?.areasub ?? []
  const tabs = [{ key: columnId, title: '全部' }, ...subs.map(s => ({ key: s.columnid, title: s.columnname }))]
  const title = decodeParam(params.mainColumnTitle) || column.data?.columnname || ''
  return (
    <PageShell route='columns' title={title} firstScreenReady={!list.initialLoading || !!list.error}>
      {!noTab && subs.length > 0 ? <Tabs items={tabs} active={active} onChange={setActive} /> : null}
      <NewsList key={active} list={list} />
    </PageShell>
  )
}

export default observer(ColumnsPage)
