// Phone, slider and code together: the code is sent only after the slider, then counts down 60 s
// before it can be sent again. A slide buys one send: the verified note stays up through the
// countdown, and the slider comes back for a resend. A refusal that is not about the slide (a wrong
// phone, too soon) keeps the slide for the next try, unless the server says it spent it (an answer about
// whether the phone is registered costs a slide, so phones cannot be checked one after another).
import { useEffect, useMemo } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PhoneInput from '../PhoneInput'
import CodeInput from '../CodeInput'
import SliderVerify from '../SliderVerify'
import type { SmsPurpose } from '../../../../services/account'
import { SmsCodeSender } from '../../../../stores/sms-code'
import { RESEND_CODE, SEND_CODE, SMS_CODE_LABEL } from '../../../../../common/account'
import './index.scss'

export { CODE_SENT, PHONE_PATTERN, RESEND_SECONDS, SLIDE_FIRST } from '../../../../stores/sms-code'
export { RESEND_CODE, SEND_CODE }

export interface SmsFieldsProps {
  purpose: SmsPurpose
  phone: string
  code: string
  onPhone: (phone: string) => void
  onCode: (code: string) => void
  onComplete?: (code: string) => void
  /** no code boxes here (the code is entered on the next page) */
  withCode?: boolean
  /** a code went out */
  onSent?: () => void
}

function SmsFields({ purpose, phone, code, onPhone, onCode, onComplete, withCode = true, onSent }: SmsFieldsProps) {
  const sender = useMemo(() => new SmsCodeSender(purpose), [purpose])
  useEffect(() => () => sender.dispose(), [sender])
  const left = sender.secondsLeft
  const send = async () => {
    if (await sender.send(phone)) onSent?.()
  }

  return (
    <View className='sms-fields'>
      <PhoneInput value={phone} onChange={onPhone} />
      <SliderVerify passed={sender.slidePassed} challenge={() => sender.challenge()} verify={(token, width, points) => sender.verifySlide(token, width, points)} />
      <View className='sms-fields__send'>
        <Text className='sms-fields__label'>{SMS_CODE_LABEL}</Text>
        <View role='button' className={`sms-fields__button${left > 0 || !sender.proof ? ' sms-fields__button--off' : ''}`} onClick={() => void send()}>
          {left > 0 ? `${RESEND_CODE}(${left}s)` : SEND_CODE}
        </View>
      </View>
      {withCode ? <CodeInput value={code} onChange={onCode} onComplete={onComplete} /> : null}
    </View>
  )
}

export default observer(SmsFields)
