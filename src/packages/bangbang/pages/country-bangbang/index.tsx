// /yu-nong/country-bangbang (乡村帮帮, 渝农): rural questions answered by agricultural experts — the experts
// (each with 提问 to put a question to them), the questions by category (种植, 养殖, 价格, 政策, 土地), newest
// or hot, the way to search them and 我要提问 (the category being read is the one the question starts in).
// A question opens as any 问答 question, where it is answered and commented on.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RURAL_QA_CATEGORIES, RURAL_QA_CATEGORY_KEYS, type RuralQaCategory } from '@types-api/rural'
import PageShell from '../../../../components/PageShell'
import Tabs from '../../../../components/Tabs'
import ChunkedList from '../../../../components/ChunkedList'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import QaQuestionCard, { NO_QUESTIONS } from '../../components/QaQuestionCard'
import MemberCard from '../../components/MemberCard'
import { agronomists, ask, openMember, ruralQuestions, type QaOrder } from '../../../../stores/qa'
import { useResource } from '../../../../stores/resource'
import { useListPaging } from '../../../../utils/use-list-paging'
import { navigate } from '../../../../utils/navigate'
import { COUNTRY_BANG_EXPERTS, COUNTRY_BANG_TEXT } from '../../../../../common/qa'
import './index.scss'

export { COUNTRY_BANG_TEXT }

type CategoryKey = RuralQaCategory | 'all'
const TABS: { key: CategoryKey; title: string }[] = [{ key: 'all', title: COUNTRY_BANG_TEXT.all }, ...RURAL_QA_CATEGORY_KEYS.map(k => ({ key: k, title: RURAL_QA_CATEGORIES[k] }))]

function CountryBangBangPage() {
  const [category, setCategory] = useState<CategoryKey>('all')
  const [order, setOrder] = useState<QaOrder>('new')
  const chosen = category === 'all' ? undefined : category
  const list = ruralQuestions(order, chosen)
  useListPaging(list)
  const expertsAnswer = useResource(agronomists())
  const experts = expertsAnswer.data ?? []
  return (
    <PageShell route='ruralQa' firstScreenReady={!expertsAnswer.initialLoading && (!list.initialLoading || !!list.error)}>
      <View className='country-bang__top'>
        <Text className='country-bang__intro'>{COUNTRY_BANG_TEXT.intro}</Text>
        <View role='button' className='country-bang__search' onClick={() => void navigate('ruralQaSearch')}>{COUNTRY_BANG_TEXT.search}</View>
      </View>
      {/* (the experts come first: the tabs and the questions are drawn below them once they have, or failed) */}
      {expertsAnswer.initialLoading ? <Skeleton /> : (
        <>
          {experts.length > 0 ? (
            <View className='country-bang__experts'>
              <Text className='country-bang__title'>{COUNTRY_BANG_TEXT.experts}</Text>
              {experts.slice(0, COUNTRY_BANG_EXPERTS).map(m => <MemberCard key={m.userid} member={m} onOpen={openMember} onAsk={a => ask(a, { category: chosen })} />)}
            </View>
          ) : null}
          <Tabs items={TABS} active={category} onChange={setCategory} />
          <View className='country-bang__orders'>
            {(['new', 'hot'] as const).map(o => (
              <View key={o} role='button' aria-pressed={o === order} className={`country-bang__order${o === order ? ' country-bang__order--on' : ''}`} onClick={() => setOrder(o)}>
                {COUNTRY_BANG_TEXT.orders[o]}
              </View>
            ))}
          </View>
          {list.initialLoading ? <Skeleton /> : list.empty ? <EmptyState text={NO_QUESTIONS} /> : (
            <>
              <ChunkedList items={list.items} keyOf={q => q.id} render={q => <QaQuestionCard item={q} onOpen={() => void navigate('QAList', { id: q.id })} />} />
              <ListFooter list={list} />
            </>
          )}
        </>
      )}
      <View role='button' className='country-bang__ask' onClick={() => ask(undefined, { category: chosen })}>{COUNTRY_BANG_TEXT.ask}</View>
    </PageShell>
  )
}

export default observer(CountryBangBangPage)
