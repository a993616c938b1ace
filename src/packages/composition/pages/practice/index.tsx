// /testcomposition (作文自查): a practice composition checked at once on the phone — length against the grade
// band's usual range, paragraphs, sentences, the longest sentence, phrases used three times or more — each
// note saying what it measured. Nothing is sent or stored; to submit, the student writes it in 投稿.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { BODY_MAX, GRADE_BANDS, GRADE_BAND_KEYS, type GradeBand, type PracticeCheck } from '@types-api/composition'
import PageShell from '../../../../components/PageShell'
import { TextArea } from '../../../../platform/text-area'
import { PRACTICE_START_BAND, PRACTICE_TEXT, practiceCheck } from '../../../../../common/practice'
import { navigate } from '../../../../utils/navigate'
import '../../form.scss'
import './index.scss'

export { PRACTICE_TEXT }

function PracticePage() {
  const [band, setBand] = useState<GradeBand>(PRACTICE_START_BAND)
  const [text, setText] = useState('')
  const [result, setResult] = useState<PracticeCheck | null>(null)
  return (
    <PageShell route='compositionPractice'>
      <View className='composition-form practice'>
        <Text className='composition-form__hint'>{PRACTICE_TEXT.intro}</Text>
        <Text className='composition-form__label'>{PRACTICE_TEXT.band}</Text>
        <View className='composition-form__chips'>
          {GRADE_BAND_KEYS.map(b => (
            <View key={b} role='button' className={`composition-form__chip${band === b ? ' composition-form__chip--on' : ''}`} onClick={() => { setBand(b); setResult(null) }}>{GRADE_BANDS[b].label}</View>
          ))}
        </View>
        <TextArea className='composition-form__textarea practice__text' value={text} maxLength={BODY_MAX} placeholder={PRACTICE_TEXT.placeholder} onInput={t => { setText(t); setResult(null) }} />
        <View role='button' className='composition-form__button practice__check' onClick={() => setResult(practiceCheck(text, band))}>{PRACTICE_TEXT.check}</View>
        {result ? (
          <View className='practice__result'>
            <View className='practice__figures'>
              {PRACTICE_TEXT.figures(result).map(f => <Text key={f} className='practice__figure'>{f}</Text>)}
            </View>
            <Text className={`practice__expected${result.lengthOk ? '' : ' practice__expected--off'}`}>{PRACTICE_TEXT.expected(result)}</Text>
            {result.notes.map(n => <Text key={n} className='practice__note'>{n}</Text>)}
            <View role='button' className='composition-form__button composition-form__button--plain practice__go' onClick={() => void navigate('compositionContribute')}>{PRACTICE_TEXT.contribute}</View>
          </View>
        ) : null}
      </View>
    </PageShell>
  )
}

export default observer(PracticePage)
