// /composition/SearchPage: the section's search — works (title, text, pen name), teachers, schools — each
// kind a tab; the results follow the word searched, not each key pressed.
import { useState } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { CompositionCard as Card, School, Teacher } from '@types-api/composition'
import PageShell from '../../../../components/PageShell'
import SearchBar from '../../../../components/SearchBar'
import Tabs from '../../../../components/Tabs'
import EmptyState from '../../../../components/EmptyState'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import CompositionCard from '../../../../components/CompositionCard'
import { SchoolItem, TeacherItem } from '../../components/items'
import { openComposition, sectionSearch } from '../../../../stores/composition'
import type { SearchKind } from '../../../../services/composition'
import { useListPaging } from '../../../../utils/use-list-paging'

import { COMPOSITION_SEARCH_MAX, COMPOSITION_SEARCH_TEXT as SEARCH_TEXT } from '../../../../../common/search'

export { SEARCH_TEXT }

const Results = observer(function Results({ keyword, kind }: { keyword: string; kind: SearchKind }) {
  const list = sectionSearch<Card | Teacher | School>(keyword, kind)
  useListPaging(list)
  if (list.initialLoading) return <Skeleton />
  if (list.items.length === 0 && !list.error) return <EmptyState text={SEARCH_TEXT.none(keyword)} />
  return (
    <>
      {list.items.map(item => (kind === 'composition' ? <CompositionCard key={item.id} item={item as Card} onOpen={openComposition} />
        : kind === 'teacher' ? <TeacherItem key={item.id} teacher={item as Teacher} /> : <SchoolItem key={item.id} school={item as School} />))}
      <ListFooter list={list} />
    </>
  )
})

function SearchPage() {
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const [kind, setKind] = useState<SearchKind>('composition')
  const kinds = (Object.keys(SEARCH_TEXT.kinds) as SearchKind[]).map(key => ({ key, title: SEARCH_TEXT.kinds[key] }))
  return (
    <PageShell route='compositionSearch'>
      <View className='section-page'>
        <SearchBar value={typed} placeholder={SEARCH_TEXT.placeholder} onInput={setTyped} onSearch={w => setKeyword(w.trim())} maxlength={COMPOSITION_SEARCH_MAX} />
        <Tabs items={kinds} active={kind} onChange={setKind} />
        {keyword ? <Results key={`${kind}-${keyword}`} keyword={keyword} kind={kind} /> : <EmptyState text={SEARCH_TEXT.hint} />}
      </View>
    </PageShell>
  )
}

export default observer(SearchPage)
