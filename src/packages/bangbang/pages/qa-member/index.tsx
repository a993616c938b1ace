// /BangBang/QA/index/ask-special/detail?id={userId}: a member's home — who they are (tag, job, what they
// answer), their answers and likes, 提问 to them, and their answers or questions, paged. A home that is
// closed says 抱歉此账号主页(暂时)无法查看 (the server refuses it too).
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import Tabs from '../../../../components/Tabs'
import ChunkedList from '../../../../components/ChunkedList'
import ListFooter from '../../../../components/ListFooter'
import { Picture } from '../../../../platform/picture'
import { TypeTag } from '../../components/AnswerCard'
import QaQuestionCard from '../../components/QaQuestionCard'
import { ask, memberAnswers, memberHome, memberQuestions } from '../../../../stores/qa'
import { useResource } from '../../../../stores/resource'
import { useListPaging } from '../../../../utils/use-list-paging'
import { navigate } from '../../../../utils/navigate'
import { relativeTime } from '../../../../../common/time'
import './index.scss'
import { numberParam } from '../../../../utils/params'
import FoldText from '../../../../components/FoldText'
import { MEMBER_HOME_TEXT } from '../../../../../common/qa'

export { MEMBER_HOME_TEXT }

type Tab = 'answers' | 'questions'

const Answers = observer(function Answers({ id }: { id: number }) {
  const list = memberAnswers(id)
  useListPaging(list)
  if (list.initialLoading) return <Skeleton />
  if (list.empty) return <EmptyState text={MEMBER_HOME_TEXT.none} />
  return (
    <>
      <ChunkedList items={list.items} keyOf={a => a.answerId} render={a => (
        <View className='member-home__answer' onClick={() => void navigate('QADetail', { id: a.answerId })}>
          <Text className='member-home__answer-question'>{a.question}</Text>
          <Text className='member-home__answer-text'>{a.content}</Text>
          <Text className='member-home__answer-meta'>{relativeTime(a.time)} · {a.likeNum}赞 · {a.commentNum}评论</Text>
        </View>
      )} />
      <ListFooter list={list} />
    </>
  )
})

const Questions = observer(function Questions({ id }: { id: number }) {
  const list = memberQuestions(id)
  useListPaging(list)
  if (list.initialLoading) return <Skeleton />
  if (list.empty) return <EmptyState text={MEMBER_HOME_TEXT.none} />
  return (
    <>
      <ChunkedList items={list.items} keyOf={q => q.id} render={q => <QaQuestionCard item={q} onOpen={() => void navigate('QAList', { id: q.id })} />} />
      <ListFooter list={list} />
    </>
  )
})

function MemberHomePage() {
  const { params } = useRouter()
  const id = numberParam(params.id)
  const home = useResource(memberHome(id))
  const answers = memberAnswers(id)
  const [tab, setTab] = useState<Tab>('answers')
  const m = home.data
  return (
    <PageShell route='AskSpecialDetail' title={m?.username} firstScreenReady={!!home.error || (!!m && (!answers.initialLoading || !!answers.error))}>
      {!m ? (home.error ? <EmptyState text={home.error} /> : <Skeleton rows={2} />) : (
        <>
          <View className='member-home__card'>
            <Picture className='member-home__avatar' src={m.userPic} mode='aspectFill' />
            <View className='member-home__who'>
              <View className='member-home__name-line'>
                <Text className='member-home__name'>{m.username}</Text>
                <TypeTag label={m.userType} code={m.userTypeCode} />
              </View>
              {m.job ? <Text className='member-home__job'>{m.job}</Text> : null}
              {m.introduction ? <FoldText className='member-home__intro' text={m.introduction} /> : null}
            </View>
          </View>
          <View className='member-home__figures'>
            <View className='member-home__figure'><Text className='member-home__figure-value'>{m.answerNum}</Text><Text>{MEMBER_HOME_TEXT.answers}</Text></View>
            <View className='member-home__figure'><Text className='member-home__figure-value'>{m.questionNum}</Text><Text>{MEMBER_HOME_TEXT.questions}</Text></View>
            <View className='member-home__figure'><Text className='member-home__figure-value'>{m.likeNum}</Text><Text>{MEMBER_HOME_TEXT.likes}</Text></View>
            {m.userType ? <View role='button' className='member-home__ask' onClick={() => ask(m)}>{MEMBER_HOME_TEXT.ask}</View> : null}
          </View>
          <Tabs items={[{ key: 'answers', title: MEMBER_HOME_TEXT.answers }, { key: 'questions', title: MEMBER_HOME_TEXT.questions }]} active={tab} onChange={setTab} />
          {tab === 'answers' ? <Answers id={id} /> : <Questions id={id} />}
        </>
      )}
    </PageShell>
  )
}

export default observer(MemberHomePage)
