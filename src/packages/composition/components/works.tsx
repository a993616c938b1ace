// A list page of works (List, RecommendList): grade bands as tabs, and 全部学校 / the reader's selected school
// (which it starts at, when there is one); kept alive with its place and its data.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { GRADE_BANDS, GRADE_BAND_KEYS, type CompositionCard as Card, type GradeBand } from '@types-api/composition'
import CompositionCard from '../../../components/CompositionCard'
import ChunkedList from '../../../components/ChunkedList'
import EmptyState from '../../../components/EmptyState'
import ListFooter from '../../../components/ListFooter'
import Skeleton from '../../../components/Skeleton'
import Tabs from '../../../components/Tabs'
import type { PagedList } from '../../../stores/paged-list'
import { openComposition, selectedSchool } from '../../../stores/composition'
import type { WorksFilter } from '../../../services/composition'
import { useListPaging } from '../../../utils/use-list-paging'
import './works.scss'
import { WORKS_TEXT } from '../../../../common/composition'

export { WORKS_TEXT }

/** a section list as its pages show it: its first page on opening and the next at the bottom, a skeleton, its empty words, its footer */
function PagedItemsOf<T extends { id: number }>({ list, empty, render }: { list: PagedList<T>; empty: string; render: (item: T) => JSX.Element }) {
  useListPaging(list)
  if (list.initialLoading) return <Skeleton />
  if (list.items.length === 0 && !list.error) return <EmptyState text={empty} />
  return (
    <>
      <ChunkedList items={list.items} keyOf={i => i.id} render={render} />
      <ListFooter list={list} />
    </>
  )
}
export const PagedItems = observer(PagedItemsOf) as typeof PagedItemsOf

export const WorksList = observer(function WorksList({ list, empty = WORKS_TEXT.empty }: { list: PagedList<Card>; empty?: string }) {
  return <PagedItems list={list} empty={empty} render={c => <CompositionCard item={c} onOpen={openComposition} />} />
})

/** the list the page shows first: every grade, and the reader's school where they chose one */
export function firstWorks(listOf: (filter: WorksFilter) => PagedList<Card>): PagedList<Card> {
  return listOf({ schoolId: selectedSchool.school?.id })
}

function WorksPage({ listOf }: { listOf: (filter: WorksFilter) => PagedList<Card> }) {
  const [band, setBand] = useState<GradeBand | 'all'>('all')
  const mine = selectedSchool.school
  const [schoolId, setSchoolId] = useState(mine?.id ?? 0)
  const list = listOf({ gradeBand: band === 'all' ? undefined : band, schoolId: schoolId || undefined })
  const bands = [{ key: 'all' as const, title: WORKS_TEXT.all }, ...GRADE_BAND_KEYS.map(key => ({ key, title: GRADE_BANDS[key].label }))]
  return (
    <View className='works-page'>
      <Tabs items={bands} active={band} onChange={setBand} />
      {mine ? (
        <View className='works-page__schools'>
          {[{ id: 0, name: WORKS_TEXT.allSchools }, { id: mine.id, name: mine.name }].map(s => (
            <Text key={s.id} className={`works-page__school${schoolId === s.id ? ' works-page__school--on' : ''}`} onClick={() => setSchoolId(s.id)}>{s.name}</Text>
          ))}
        </View>
      ) : null}
      <WorksList key={`${band}-${schoolId}`} list={list} />
    </View>
  )
}

export default observer(WorksPage)
