// /BangBang/QA/index: 问答 — ask anyone or a chosen journalist or expert; the reporters and the other
// answerers who joined; today's hot questions; the newest questions, paged. Also the way to search and
// to apply for an identity (身份认证).
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { QaMember } from '@types-api/qa'
import PageShell from '../../../../components/PageShell'
import ChunkedList from '../../../../components/ChunkedList'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import { Picture } from '../../../../platform/picture'
import QaQuestionCard, { NO_QUESTIONS } from '../../components/QaQuestionCard'
import { TypeTag } from '../../components/AnswerCard'
import { ask, openMember, qaHome, questionList } from '../../../../stores/qa'
import { useResource } from '../../../../stores/resource'
import { useListPaging } from '../../../../utils/use-list-paging'
import { navigate } from '../../../../utils/navigate'
import { QA_INDEX_HOT, QA_INDEX_MEMBERS, QA_INDEX_TEXT } from '../../../../../common/qa'
import './index.scss'

export { QA_INDEX_TEXT }

function Members({ title, type, members }: { title: string; type: 1 | 2; members: QaMember[] }) {
  if (members.length === 0) return null
  return (
    <View className='qa-index__section'>
      <View className='qa-index__section-head'>
        <Text className='qa-index__section-title'>{title}</Text>
        <Text className='qa-index__more' onClick={() => void navigate('AskSpecial', { type })}>{QA_INDEX_TEXT.more}</Text>
      </View>
      <View className='qa-index__members'>
        {members.slice(0, QA_INDEX_MEMBERS).map(m => (
          <View key={m.userid} className='qa-index__member' onClick={() => openMember(m)}>
            <Picture className='qa-index__member-avatar' src={m.userPic} mode='aspectFill' />
            <Text className='qa-index__member-name'>{m.username}</Text>
            <TypeTag label={m.userType} code={m.userTypeCode} />
          </View>
        ))}
      </View>
    </View>
  )
}

function QaIndexPage() {
  const home = useResource(qaHome())
  const latest = questionList('new')
  useListPaging(latest)
  const h = home.data
  const open = (id: number) => void navigate('QAList', { id })
  return (
    <PageShell route='QAIndex' firstScreenReady={!!home.error || (!!h && (!latest.initialLoading || !!latest.error))}>
      <View className='qa-index__top'>
        <Text className='qa-index__intro'>{QA_INDEX_TEXT.intro}</Text>
        <View className='qa-index__actions'>
          <View role='button' className='qa-index__search' onClick={() => void navigate('BangSearch')}>{QA_INDEX_TEXT.search}</View>
          <Text className='qa-index__apply' onClick={() => void navigate('ApplyFor')}>{QA_INDEX_TEXT.apply}</Text>
        </View>
      </View>
      {!h ? (home.error ? <EmptyState text={home.error} /> : <Skeleton rows={2} />) : (
        <>
          <Members title={QA_INDEX_TEXT.reporters} type={2} members={h.reporters} />
          <Members title={QA_INDEX_TEXT.answerers} type={1} members={h.answerers} />
          <View className='qa-index__section'>
            <View className='qa-index__section-head'>
              <Text className='qa-index__section-title'>{QA_INDEX_TEXT.hot}</Text>
              <Text className='qa-index__more' onClick={() => void navigate('QAMoreList', { type: 1 })}>{QA_INDEX_TEXT.more}</Text>
            </View>
            {h.hot.slice(0, QA_INDEX_HOT).map(q => <QaQuestionCard key={q.id} item={q} onOpen={() => open(q.id)} />)}
          </View>
        </>
      )}
      {/* (after the sections above it have come: drawn earlier, it would move down when they do) */}
      {h || home.error ? <View className='qa-index__section'>
        <View className='qa-index__section-head'>
          <Text className='qa-index__section-title'>{QA_INDEX_TEXT.latest}</Text>
          <Text className='qa-index__more' onClick={() => void navigate('QAMoreList', { type: 2 })}>{QA_INDEX_TEXT.more}</Text>
        </View>
        {latest.initialLoading ? <Skeleton /> : latest.empty ? <EmptyState text={NO_QUESTIONS} /> : (
          <>
            <ChunkedList items={latest.items} keyOf={q => q.id} render={q => <QaQuestionCard item={q} onOpen={() => open(q.id)} />} />
            <ListFooter list={latest} />
          </>
        )}
      </View> : null}
      <View role='button' className='qa-index__ask' onClick={() => ask()}>{QA_INDEX_TEXT.ask}</View>
    </PageShell>
  )
}

export default observer(QaIndexPage)
