// /yu-nong/country-bangbang-search: 乡村帮帮's questions holding the words searched (hot first); a question
// opens as any 问答 question.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import SearchBar, { useSearchWord } from '../../../../components/SearchBar'
import ChunkedList from '../../../../components/ChunkedList'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import QaQuestionCard from '../../components/QaQuestionCard'
import { ruralQaSearchList } from '../../../../stores/qa'
import { useListPaging } from '../../../../utils/use-list-paging'
import { navigate } from '../../../../utils/navigate'

import { COUNTRY_SEARCH_MAX, COUNTRY_SEARCH_TEXT } from '../../../../../common/search'

export { COUNTRY_SEARCH_TEXT }

function CountryBangBangSearchPage() {
  const { typed, setTyped, keyword, search } = useSearchWord()
  const list = keyword ? ruralQaSearchList(keyword) : null
  useListPaging(list)
  return (
    <PageShell route='ruralQaSearch'>
      <SearchBar value={typed} placeholder={COUNTRY_SEARCH_TEXT.placeholder} maxlength={COUNTRY_SEARCH_MAX} onInput={setTyped} onSearch={search} />
      {!list ? null : list.initialLoading ? <Skeleton /> : list.empty ? <EmptyState text={COUNTRY_SEARCH_TEXT.none} /> : (
        <View>
          <ChunkedList items={list.items} keyOf={q => q.id} render={q => <QaQuestionCard item={q} onOpen={() => void navigate('QAList', { id: q.id })} />} />
          <ListFooter list={list} />
        </View>
      )}
    </PageShell>
  )
}

export default observer(CountryBangBangSearchPage)
