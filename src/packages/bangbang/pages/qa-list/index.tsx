// /BangBang/QA/list?id={questionId}: a question with its answers, the pinned one first (each cut to 8
// lines with 查看全文), 我来回答 for any signed-in reader but the asker (回复 for the journalist or
// expert it was put to), and 置顶 for the asker.
import { useMemo } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import QuestionHeader from '../../components/QuestionHeader'
import AnswerCard from '../../components/AnswerCard'
import { answer, openMember, QaQuestion } from '../../../../stores/qa'
import { useListPaging } from '../../../../utils/use-list-paging'
import { navigate } from '../../../../utils/navigate'
import './index.scss'
import { numberParam } from '../../../../utils/params'
import { QA_LIST_TEXT } from '../../../../../common/qa'

export { QA_LIST_TEXT }

function QaListPage() {
  const { params } = useRouter()
  const id = numberParam(params.id)
  const q = useMemo(() => new QaQuestion(id), [id])
  useListPaging(q.answers)
  // back from answering, from an answer's page or from logging in: answers, counts and what the viewer may do change
  useDidShow(() => { if (q.answers.page > 0) void q.answers.refresh() })
  const h = q.header
  return (
    <PageShell route='QAList' isDetail firstScreenReady={!!h || !!q.answers.error}>
      {!h ? (q.answers.error ? <EmptyState text={q.answers.error} /> : <Skeleton rows={3} />) : (
        <View className='qa-list'>
          {/* the one it was put to replies (回复); anyone else who may answers (我来回答) */}
          <QuestionHeader header={h} onReply={q.can.reply ? () => answer(id) : undefined} onAnswer={q.can.answer && !q.can.reply ? () => answer(id) : undefined} />
          <View className='qa-list__head'><Text className='qa-list__title'>{QA_LIST_TEXT.answers(h.replyNum)}</Text></View>
          {q.answers.empty ? <EmptyState text={QA_LIST_TEXT.none} /> : (
            <>
              {q.answers.items.map(a => (
                <AnswerCard
                  key={a.answerId}
                  answer={a}
                  brief
                  onOpen={() => void navigate('QADetail', { id: a.answerId })}
                  onAuthor={openMember}
                  onPin={q.can.pin ? x => void q.pin(x) : undefined}
                />
              ))}
              <ListFooter list={q.answers} />
            </>
          )}
        </View>
      )}
    </PageShell>
  )
}

export default observer(QaListPage)
