// Phone, slider and code together: the code is sent only after the slider, then counts down 60 s
// before it can be sent again. A slide buys one send: the verified note stays up through the
// countdown, and the slider comes back for a resend. A refusal that is not about the slide (a wrong
// phone, too soon) keeps the slide for the next try, unless the server says it spent it (an answer about
// whether the phone is registered costs a slide, so phones cannot be checked one after another).
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import PhoneInput from '../PhoneInput'
import CodeInput from '../CodeInput'
import SliderVerify from '../SliderVerify'
import { sendSmsCode, type SliderProof, type SmsPurpose } from '../../../../services/account'
import { errorData, errorMessage } from '../../../../services/request'
import { toast } from '../../../../utils/toast'
import './index.scss'

export const SEND_CODE = '获取验证码'
export const RESEND_CODE = '重新获取'
export const CODE_SENT = '验证码已发送'
export const SLIDE_FIRST = '请先完成滑块验证'
/** the server's words for a proof it does not take (missing, spent, forged) */
const SLIDE_REFUSED = [SLIDE_FIRST, '滑块验证失败，请刷新后重试']
export const BAD_PHONE = '请输入正确的手机号'
export const RESEND_SECONDS = 60
export const PHONE_PATTERN = /^1[3-9]\d{9}$/

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

export default function SmsFields({ purpose, phone, code, onPhone, onCode, onComplete, withCode = true, onSent }: SmsFieldsProps) {
  const [proof, setProof] = useState<SliderProof | null>(null)
  const [left, setLeft] = useState(0)
  const [sending, setSending] = useState(false)
  useEffect(() => {
    if (left <= 0) return undefined
    const timer = setTimeout(() => setLeft(left - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])

  const send = async () => {
    if (left > 0 || sending) return
    if (!PHONE_PATTERN.test(phone)) return toast(BAD_PHONE)
    if (!proof) return toast(SLIDE_FIRST)
    setSending(true)
    try {
      await sendSmsCode(phone, purpose, proof)
      toast(CODE_SENT)
      setProof(null)
      setLeft(RESEND_SECONDS)
      onSent?.()
    } catch (err) {
      const message = errorMessage(err)
      toast(message)
      const spent = (errorData(err) as { sliderSpent?: boolean } | null | undefined)?.sliderSpent === true
      if (spent || SLIDE_REFUSED.includes(message)) setProof(null)
    } finally {
      setSending(false)
    }
  }

  return (
    <View className='sms-fields'>
      <PhoneInput value={phone} onChange={onPhone} />
      <SliderVerify passed={!!proof || left > 0} onPass={setProof} />
      <View className='sms-fields__send'>
        <Text className='sms-fields__label'>短信验证码</Text>
        <View role='button' className={`sms-fields__button${left > 0 || !proof ? ' sms-fields__button--off' : ''}`} onClick={() => void send()}>
          {left > 0 ? `${RESEND_CODE}(${left}s)` : SEND_CODE}
        </View>
      </View>
      {withCode ? <CodeInput value={code} onChange={onCode} onComplete={onComplete} /> : null}
    </View>
  )
}
