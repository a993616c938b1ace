// /BangBang/QA/reply?id={questionId}: 我来回答 — the question, and the answer being written (kept as a
// draft until it is sent); the asker then sees it and gets a message.
import { useMemo } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import { TextArea } from '../../../../platform/text-area'
import PicturePicker from '../../../../components/PicturePicker'
import { ANSWER_MAX, AnswerDraft, QaQuestion } from '../../../../stores/qa'
import { locationStore } from '../../../../stores/location'
import { backToOpener } from '../../../../utils/navigate'
import '../qa-ask/index.scss'
import { numberParam } from '../../../../utils/params'
import { REPLY_TEXT } from '../../../../../common/qa'

export { REPLY_TEXT }

function QaReplyPage() {
  const { params } = useRouter()
  const id = numberParam(params.id)
  const draft = useMemo(() => new AnswerDraft(id), [id])
  // the question above the box (its first page of answers is not shown here)
  const question = useMemo(() => {
    const q = new QaQuestion(id, false)
    void q.answers.loadMore()
    return q
  }, [id])
  const send = async () => {
    if (await draft.send(locationStore.region)) void backToOpener()
  }
  return (
    <PageShell route='QAReply' firstScreenReady={!!question.header || !!question.answers.error}>
      {/* (the form is drawn once the question over it has come, or failed: drawn before, it moved down when the question came) */}
      {!question.header && !question.answers.error ? <Skeleton rows={3} /> : <View className='qa-form'>
        {question.header ? <Text className='qa-form__question'>{question.header.content}</Text> : null}
        <TextArea className='qa-form__textarea' value={draft.content} maxLength={ANSWER_MAX} focus placeholder={REPLY_TEXT.placeholder} onInput={t => draft.setContent(t)} />
        <Text className='qa-form__count'>{[...draft.content].length}/{ANSWER_MAX}</Text>
        <PicturePicker list={draft.pictures} video={draft.video} />
        <View role='button' className={`qa-form__submit${draft.sending ? ' qa-form__submit--off' : ''}`} onClick={() => void send()}>{REPLY_TEXT.submit}</View>
      </View>}
    </PageShell>
  )
}

export default observer(QaReplyPage)
