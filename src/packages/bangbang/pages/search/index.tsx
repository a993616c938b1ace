// /BangBang/SearchPage: 帮帮's search — the words readers searched most this week until one is typed;
// then 问政 and 问答 found by it (全部: the first of each; 问政 or 问答: that kind, paged), and 社区's posts
// (their own tab, paged: /v1/bangbang/groupownet/search). A question opened
// from here goes back here (the back rule's "came from search").
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Tabs from '../../../../components/Tabs'
import ChunkedList from '../../../../components/ChunkedList'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import SearchBar, { useSearchWord } from '../../../../components/SearchBar'
import QaQuestionCard from '../../components/QaQuestionCard'
import PoliticsCard from '../../components/PoliticsCard'
import PostCard from '../../components/PostCard'
import { communityPostSearch, openPost } from '../../../../stores/community'
import { bangHotWords, bangSearchFirst, bangSearchPolitics, bangSearchQa } from '../../../../stores/bangbang'
import { useResource } from '../../../../stores/resource'
import { useListPaging } from '../../../../utils/use-list-paging'
import { navigate } from '../../../../utils/navigate'
import { BANG_SEARCH_TEXT } from '../../../../../common/search'
import type { BangHotWord } from '@types-api/bangbang'
import './index.scss'

export { BANG_SEARCH_TEXT }

/** results of each kind the 全部 tab gets (the server's preview): a full one may have more */
export const BOTH_PREVIEW = 5

type Kind = 'all' | 'politics' | 'qa' | 'community'
const TABS: { key: Kind; title: string }[] = [{ key: 'all', title: '全部' }, { key: 'politics', title: '问政' }, { key: 'qa', title: '问答' }, { key: 'community', title: '社区' }]
const openPolitics = (id: number) => void navigate('politicsDetail', { id })
const openQa = (id: number) => void navigate('QAList', { id })

const Both = observer(function Both({ keyword, onMore }: { keyword: string; onMore: (k: Kind) => void }) {
  const found = useResource(bangSearchFirst(keyword))
  const r = found.data
  if (!r) return found.error ? <EmptyState text={found.error} /> : <Skeleton />
  if (r.politics.length + r.qa.length === 0) return <EmptyState text={BANG_SEARCH_TEXT.none} />
  return (
    <>
      {r.politics.length > 0 ? (
        <View className='bang-search__section'>
          <Text className='bang-search__section-title'>{BANG_SEARCH_TEXT.politics}</Text>
          {r.politics.map(q => <PoliticsCard key={q.id} item={q} onOpen={() => openPolitics(q.id)} />)}
          {r.politics.length >= BOTH_PREVIEW ? <Text className='bang-search__more' onClick={() => onMore('politics')}>{BANG_SEARCH_TEXT.more}</Text> : null}
        </View>
      ) : null}
      {r.qa.length > 0 ? (
        <View className='bang-search__section'>
          <Text className='bang-search__section-title'>{BANG_SEARCH_TEXT.qa}</Text>
          {r.qa.map(q => <QaQuestionCard key={q.id} item={q} onOpen={() => openQa(q.id)} />)}
          {r.qa.length >= BOTH_PREVIEW ? <Text className='bang-search__more' onClick={() => onMore('qa')}>{BANG_SEARCH_TEXT.more}</Text> : null}
        </View>
      ) : null}
    </>
  )
})

const PoliticsResults = observer(function PoliticsResults({ keyword }: { keyword: string }) {
  const list = bangSearchPolitics(keyword)
  useListPaging(list)
  if (list.initialLoading) return <Skeleton />
  if (list.empty) return <EmptyState text={BANG_SEARCH_TEXT.none} />
  return (
    <>
      <ChunkedList items={list.items} keyOf={q => q.id} render={q => <PoliticsCard item={q} onOpen={() => openPolitics(q.id)} />} />
      <ListFooter list={list} />
    </>
  )
})

const QaResults = observer(function QaResults({ keyword }: { keyword: string }) {
  const list = bangSearchQa(keyword)
  useListPaging(list)
  if (list.initialLoading) return <Skeleton />
  if (list.empty) return <EmptyState text={BANG_SEARCH_TEXT.none} />
  return (
    <>
      <ChunkedList items={list.items} keyOf={q => q.id} render={q => <QaQuestionCard item={q} onOpen={() => openQa(q.id)} />} />
      <ListFooter list={list} />
    </>
  )
})

const CommunityResults = observer(function CommunityResults({ keyword }: { keyword: string }) {
  const list = communityPostSearch(keyword)
  useListPaging(list)
  if (list.initialLoading) return <Skeleton />
  if (list.empty) return <EmptyState text={BANG_SEARCH_TEXT.none} />
  return (
    <>
      <ChunkedList items={list.items} keyOf={p => p.id} render={p => <PostCard post={p} onOpen={openPost} />} />
      <ListFooter list={list} />
    </>
  )
})

function HotWords({ words, onPick }: { words: BangHotWord[] | undefined; onPick: (w: string) => void }) {
  if (!words?.length) return null
  return (
    <View className='bang-search__hot'>
      <Text className='bang-search__hot-title'>{BANG_SEARCH_TEXT.hot}</Text>
      <View className='bang-search__words'>
        {words.map(w => <View key={w.id} role='button' className='bang-search__word' onClick={() => onPick(w.title)}>{w.title}</View>)}
      </View>
    </View>
  )
}

function BangSearchPage() {
  const { typed, setTyped, keyword, search } = useSearchWord()
  const [kind, setKind] = useState<Kind>('all')
  const go = (word = typed) => {
    search(word.trim())
    setKind('all')
  }
  // (the first screen: the box and the hot words, once they are in or have failed)
  const words = useResource(bangHotWords())
  return (
    <PageShell route='BangSearch' firstScreenReady={!words.initialLoading}>
      <SearchBar value={typed} placeholder={BANG_SEARCH_TEXT.placeholder} onInput={setTyped} onSearch={go} />
      {!keyword ? <HotWords words={words.data} onPick={go} /> : (
        <>
          <Tabs items={TABS} active={kind} onChange={setKind} />
          {kind === 'all' ? <Both key={keyword} keyword={keyword} onMore={setKind} />
            : kind === 'politics' ? <PoliticsResults key={keyword} keyword={keyword} />
              : kind === 'qa' ? <QaResults key={keyword} keyword={keyword} /> : <CommunityResults key={keyword} keyword={keyword} />}
        </>
      )}
    </PageShell>
  )
}

export default observer(BangSearchPage)
