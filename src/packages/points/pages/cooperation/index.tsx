// /AccumulatedPoints/cooperation: 商务合作 — a business proposes to join the shop, advertise or run an
// event with the newspaper: its name, a contact, a phone, the kind of cooperation and what it has in
// mind. Checked as the server checks it; sent to the newsroom, which answers by phone. Login first.
import { useMemo } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { COOPERATION_KINDS, COOPERATION_LIMITS } from '@types-api/shop'
import PageShell from '../../../../components/PageShell'
import { TextArea } from '../../../../platform/text-area'
import { COOPERATION_TEXT, CooperationForm } from '../../../../stores/shop'
import './index.scss'

export const COOPERATION_INTRO = '欢迎本地商家入驻上游积分商城，或与上游新闻开展广告、活动合作。留下联系方式，我们会尽快与你联系。'

function CooperationPage() {
  const form = useMemo(() => new CooperationForm(), [])
  const T = COOPERATION_TEXT
  if (form.sent) {
    return (
      <PageShell route='ShopCooperation'>
        <View className='cooperation cooperation--sent'>
          <Text className='cooperation__done'>{T.sent}</Text>
          <View role='button' className='cooperation__again' onClick={() => form.another()}>{T.again}</View>
        </View>
      </PageShell>
    )
  }
  return (
    <PageShell route='ShopCooperation'>
      <View className='cooperation'>
        <Text className='cooperation__intro'>{COOPERATION_INTRO}</Text>
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
          <Input className='cooperation__input cooperation__input--phone' type='number' value={form.phone} maxlength={14} placeholder='手机号或带区号的座机' onInput={e => form.set('phone', e.detail.value)} />
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
    </PageShell>
  )
}

export default observer(CooperationPage)
