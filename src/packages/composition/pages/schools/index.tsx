// /composition/Schools (kept alive): 学校排行 (by their students' printed ×3, recommended ×2 and other public
// works ×1) and every school by district; a school's page can make it the reader's school.
import { useState } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import EmptyState from '../../../../components/EmptyState'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import Tabs from '../../../../components/Tabs'
import { SchoolItem } from '../../components/items'
import { schoolList, schoolRanking } from '../../../../stores/composition'
import { useListPaging } from '../../../../utils/use-list-paging'

export const SCHOOLS_TEXT = { rank: '学校排行', all: '全部学校', empty: '还没有学校' } as const

const SchoolsOf = observer(function SchoolsOf({ ranked }: { ranked: boolean }) {
  const list = ranked ? schoolRanking() : schoolList()
  useListPaging(list)
  if (list.initialLoading) return <Skeleton />
  if (list.items.length === 0 && !list.error) return <EmptyState text={SCHOOLS_TEXT.empty} />
  return (
    <>
      {list.items.map(s => <SchoolItem key={s.id} school={s} />)}
      <ListFooter list={list} />
    </>
  )
})

function SchoolsPage() {
  const [tab, setTab] = useState<'rank' | 'all'>('rank')
  return (
    <PageShell route='compositionSchools'>
      <View className='section-page'>
        <Tabs items={[{ key: 'rank' as const, title: SCHOOLS_TEXT.rank }, { key: 'all' as const, title: SCHOOLS_TEXT.all }]} active={tab} onChange={setTab} />
        <SchoolsOf key={tab} ranked={tab === 'rank'} />
      </View>
    </PageShell>
  )
}

export default observer(SchoolsPage)
