// 商务合作's form, on the points shop's page and on the newspaper's business-cooperation page: the
// business's name, a contact, a phone, the kind of cooperation and what it has in mind, checked as the
// server checks it (login to send); once sent, the thanks and the way to send another.
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { COOPERATION_KINDS, COOPERATION_LIMITS } from '@types-api/shop'
import { TextArea } from '../../../../platform/text-area'
import type { CooperationForm } from '../../../../stores/shop'
import { COOPERATION_PHONE_MAX, COOPERATION_TEXT } from '../../../../../common/shop'
import './index.scss'

function CooperationFields({ form }: { form: CooperationForm }) {
  const T = COOPERATION_TEXT
  if (form.sent) {
    return (
      <View className='cooperation cooperation--sent'>
        <Text className='cooperation__done'>{T.sent}</Text>
        <View role='button' className='cooperation__again' onClick={() => form.another()}>{T.again}</View>
      </View>
    )
  }
  return (
    <View className='cooperation'>
      <View className='cooperation__field'>
        <Text className='cooperation__label'>{T.company}</Text>
        <Input className='cooperation__input cooperation__input--company' value={form.company} maxlength={COOPERATION_LIMITS.company} placeholder={T.company} onInput={e => form.set('company', e.detail.value)} />
      </View>
      <View className='cooperation__field'>
        <Text className='cooperation__label'>{T.contact}</Text>
        <Input className='cooperation__input cooperation__input--contact' value={form.contact} maxlength={COOPERATION_LIMITS.contact} placeholder={T.contact} onInput={e => form.set('contact', e.detail.value)} />
      </View>
      <View className='cooperation__field'>
        <Text className='cooperation__label'>{T.phone}</Text>
        <Input className='cooperation__input cooperation__input--phone' type='number' value={form.phone} maxlength={COOPERATION_PHONE_MAX} placeholder={T.phoneHint} onInput={e => form.set('phone', e.detail.value)} />
      </View>
      <View className='cooperation__field cooperation__field--kinds'>
        <Text className='cooperation__label'>{T.kind}</Text>
        <View className='cooperation__kinds'>
          {COOPERATION_KINDS.map(k => (
            <View key={k} role='radio' aria-checked={form.kind === k} className={`cooperation__kind${form.kind === k ? ' cooperation__kind--on' : ''}`} onClick={() => form.choose(k)}>{k}</View>
          ))}
        </View>
      </View>
      <View className='cooperation__field cooperation__field--content'>
        <Text className='cooperation__label'>{T.content}</Text>
        <TextArea className='cooperation__textarea' value={form.content} maxLength={COOPERATION_LIMITS.content} placeholder={T.contentHint} onInput={text => form.set('content', text)} />
        <Text className='cooperation__count'>{T.count([...form.content].length)}</Text>
      </View>
      <View role='button' className={`cooperation__send${form.busy ? ' cooperation__send--busy' : ''}`} onClick={() => void form.send()}>{form.busy ? T.sending : T.send}</View>
    </View>
  )
}

export default observer(CooperationFields)
