// /SearchPage?search=… (old links: ?keyword=…): hot words and recent searches, then the results of the full-text search.
import { useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import NewsList from '../../../../components/NewsList'
import EmptyState from '../../../../components/EmptyState'
import SearchBar, { useSearchWord } from '../../../../components/SearchBar'
import { searchList } from '../../../../stores/lists'
import { hotSearchWords } from '../../../../stores/reading'
import { useResource } from '../../../../stores/resource'
import { useListPaging } from '../../../../utils/use-list-paging'
import { replaceAddress } from '../../../../utils/navigate'
import { toast } from '../../../../utils/toast'
import './index.scss'
import { decodeParam } from '../../../../utils/params'
import { NEWS_SEARCH_HISTORY_KEY as RECENT_KEY, NEWS_SEARCH_MAX as MAX_KEYWORD, NEWS_SEARCH_TEXT } from '../../../../../common/search'

export { NEWS_SEARCH_TEXT }
const RECENT_LIMIT = 10

function recent(): string[] {
  const v = Taro.getStorageSync(RECENT_KEY) as string[] | ''
  return Array.isArray(v) ? v : []
}

function SearchPage() {
  const { params } = useRouter()
  // the spec's parameter is `search`; `keyword` is still read so that older links keep working
  const { typed, setTyped, keyword, search } = useSearchWord(decodeParam(params.search ?? params.keyword))
  const [history, setHistory] = useState(recent)
  const hotWords = useResource(hotSearchWords())
  const list = keyword ? searchList(keyword) : null
  useListPaging(list)

  const run = (word: string) => {
    const kw = word.trim().slice(0, MAX_KEYWORD)
    if (!kw) {
      toast(NEWS_SEARCH_TEXT.empty)
      return
    }
    search(kw)
    replaceAddress('SearchPage', { search: kw })
    const next = [kw, ...history.filter(h => h !== kw)].slice(0, RECENT_LIMIT)
    setHistory(next)
    Taro.setStorageSync(RECENT_KEY, next)
  }
  const clear = () => {
    setHistory([])
    Taro.removeStorageSync(RECENT_KEY)
  }

  return (
    <PageShell route='SearchPage' firstScreenReady={list ? !list.initialLoading || !!list.error : !hotWords.initialLoading}>
      <SearchBar value={typed} placeholder={NEWS_SEARCH_TEXT.placeholder} maxlength={MAX_KEYWORD} focus={!keyword} onInput={setTyped} onSearch={run} />
      {list ? (
        list.empty ? <EmptyState text={NEWS_SEARCH_TEXT.none} /> : <NewsList key={keyword} list={list} />
      ) : (
        <View className='search-page__start'>
          {history.length > 0 ? (
            <View className='search-page__section'>
              <View className='search-page__section-head'>
                <Text className='search-page__section-title'>{NEWS_SEARCH_TEXT.recent}</Text>
                <Text className='search-page__clear' onClick={clear}>{NEWS_SEARCH_TEXT.clear}</Text>
              </View>
              <View className='search-page__words'>
                {history.map(h => <Text key={h} className='search-page__word' onClick={() => run(h)}>{h}</Text>)}
              </View>
            </View>
          ) : null}
          {hotWords.data?.length ? (
            <View className='search-page__section'>
              <Text className='search-page__section-title'>{NEWS_SEARCH_TEXT.hot}</Text>
              <View className='search-page__hot'>
                {hotWords.data.map((w, i) => (
                  <View key={w.id} className='search-page__hot-word' onClick={() => run(w.title)}>
                    <Text className={`search-page__rank${i < 3 ? ' search-page__rank--top' : ''}`}>{i + 1}</Text>
                    <Text>{w.title}</Text>
                  </View>
                ))}
              </View>
            </View>
          ) : null}
        </View>
      )}
    </PageShell>
  )
}

export default observer(SearchPage)
