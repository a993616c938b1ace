// /BangBang/SearchPage: questions by keyword, the hot ones first. A question opened from here goes
// back here (the back rule's "came from search").
import { useState } from 'react'
import { Input, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import ChunkedList from '../../../../components/ChunkedList'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import QaQuestionCard from '../../components/QaQuestionCard'
import { qaSearchList } from '../../../../stores/qa'
import { useListPaging } from '../../../../utils/use-list-paging'
import { navigate } from '../../../../utils/navigate'
import './index.scss'

export const BANG_SEARCH_TEXT = {
  placeholder: '搜索问答',
  search: '搜索',
  none: '没有找到相关问题',
  hint: '输入关键词，查找网友、记者和专家的问答',
} as const

const Results = observer(function Results({ keyword }: { keyword: string }) {
  const list = qaSearchList(keyword)
  useListPaging(list)
  if (list.initialLoading) return <Skeleton />
  if (list.empty) return <EmptyState text={BANG_SEARCH_TEXT.none} />
  return (
    <>
      <ChunkedList items={list.items} keyOf={q => q.id} render={q => <QaQuestionCard item={q} onOpen={() => void navigate('QAList', { id: q.id })} />} />
      <ListFooter list={list} />
    </>
  )
})

function BangSearchPage() {
  const [text, setText] = useState('')
  const [keyword, setKeyword] = useState('')
  const go = () => setKeyword(text.trim())
  return (
    <PageShell route='BangSearch'>
      <View className='bang-search__bar'>
        <Input className='bang-search__input' value={text} focus confirmType='search' placeholder={BANG_SEARCH_TEXT.placeholder} onInput={e => setText(e.detail.value)} onConfirm={go} />
        <View role='button' className='bang-search__go' onClick={go}>{BANG_SEARCH_TEXT.search}</View>
      </View>
      {keyword ? <Results key={keyword} keyword={keyword} /> : <EmptyState text={BANG_SEARCH_TEXT.hint} />}
    </PageShell>
  )
}

export default observer(BangSearchPage)
