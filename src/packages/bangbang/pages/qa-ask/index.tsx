// /BangBang/QA/ask (targetId, targetName: a journalist or expert chosen from their card): a question
// to anyone or to them, with the existing questions like it suggested while it is typed (open one
// instead of asking again). What is typed is kept as a draft until it is sent. With section=rural (and
// a category to start with) it is a question to 渝农's 乡村帮帮: its category is chosen first.
import { useEffect, useMemo } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import { TextArea } from '../../../../platform/text-area'
import PicturePicker from '../../../../components/PicturePicker'
import { AskDraft, QUESTION_MAX } from '../../../../stores/qa'
import { locationStore } from '../../../../stores/location'
import { navigate, redirect } from '../../../../utils/navigate'
import { decodeParam, numberParam } from '../../../../utils/params'
import { RURAL_QA_CATEGORIES, RURAL_QA_CATEGORY_KEYS } from '@types-api/rural'
import './index.scss'
import { ASK_TEXT } from '../../../../../common/qa'

export { ASK_TEXT }

function AskPage() {
  const { params } = useRouter()
  const targetId = numberParam(params.targetId)
  const targetName = decodeParam(params.targetName)
  const rural = params.section === 'rural'
  const startCategory = RURAL_QA_CATEGORY_KEYS.find(c => c === params.category)
  const draft = useMemo(() => new AskDraft(targetId ? { id: targetId, name: targetName } : undefined, rural ? 'rural' : 'bang', startCategory),
    [targetId, targetName, rural, startCategory])
  useEffect(() => () => draft.dispose(), [draft])
  const send = async () => {
    const id = await draft.send(locationStore.region)
    if (id) void redirect('QAList', { id })
  }
  return (
    <PageShell route='Ask'>
      <View className='qa-form'>
        {draft.targetId ? (
          <View className='qa-form__target'>
            <Text className='qa-form__target-name'>{ASK_TEXT.to(draft.targetName)}</Text>
            <Text className='qa-form__link' onClick={() => draft.clearTarget()}>{ASK_TEXT.anyone}</Text>
          </View>
        ) : <Text className='qa-form__hint'>{rural ? ASK_TEXT.toRural : ASK_TEXT.toAnyone}</Text>}
        {rural ? (
          <View className='qa-form__chips qa-form__categories' role='radiogroup' aria-label={ASK_TEXT.category}>
            {RURAL_QA_CATEGORY_KEYS.map(c => (
              <View key={c} role='radio' aria-checked={draft.category === c} className={`qa-form__chip${draft.category === c ? ' qa-form__chip--on' : ''}`} onClick={() => draft.setCategory(c)}>
                {RURAL_QA_CATEGORIES[c]}
              </View>
            ))}
          </View>
        ) : null}
        <TextArea className='qa-form__textarea' value={draft.content} maxLength={QUESTION_MAX} placeholder={ASK_TEXT.placeholder} onInput={t => draft.setContent(t)} />
        <Text className='qa-form__count'>{[...draft.content].length}/{QUESTION_MAX}</Text>
        <PicturePicker list={draft.pictures} video={draft.video} />
        {draft.similar.length > 0 ? (
          <View className='qa-form__similar'>
            <Text className='qa-form__similar-title'>{ASK_TEXT.similar}</Text>
            {draft.similar.map(s => (
              <View key={s.id} className='qa-form__similar-item' onClick={() => void navigate('QAList', { id: s.id })}>
                <Text className='qa-form__similar-text'>{s.question}</Text>
                <Text className='qa-form__similar-count'>{ASK_TEXT.replies(s.replyNum)}</Text>
              </View>
            ))}
          </View>
        ) : null}
        <Text className='qa-form__notice'>{ASK_TEXT.notice}</Text>
        <View role='button' className={`qa-form__submit${draft.sending ? ' qa-form__submit--off' : ''}`} onClick={() => void send()}>{ASK_TEXT.submit}</View>
      </View>
    </PageShell>
  )
}

export default observer(AskPage)
