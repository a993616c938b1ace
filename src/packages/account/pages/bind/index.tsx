// /BindPhone?redirect=…: a WeChat user without a phone binds one (slider, code), then is logged in. The
// page shows which WeChat is being bound (its avatar and nickname) and asks the reader to confirm: a
// WeChat that is not theirs ("不是我的微信") is forgotten rather than bound to their account.
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import PageShell from '../../../../components/PageShell'
import AuthForm from '../../components/AuthForm'
import SmsFields, { PHONE_PATTERN } from '../../components/SmsFields'
import EmptyState from '../../../../components/EmptyState'
import { Picture } from '../../../../platform/picture'
import { sessionStore, WECHAT_FIRST } from '../../../../stores/session'
import { redirect as redirectTo } from '../../../../utils/navigate'
import { mediaUrl } from '../../../../utils/media'
import { confirm, toast } from '../../../../utils/toast'
import { useSignIn } from '../../use-submit'
import { ENTER_CODE } from '../../rules'
import '../../components/AuthForm/index.scss'
import * as ERRORS from '../../../../../types/errors'
import './index.scss'

export const BIND_TITLE = '绑定手机号'
export const BIND_HINT = '为了你的账号安全，请绑定手机号'
export const BINDING_WHO = '将要绑定的微信'
export const NOT_MY_WECHAT = '不是我的微信'
export const WECHAT_NO_NAME = '微信用户'
export const CONFIRM_BIND = '确认绑定'

/** what the confirmation says: which WeChat, which phone, and what binding means */
export const bindQuestion = (nickname: string, phone: string) =>
  `确认把微信“${nickname || WECHAT_NO_NAME}”绑定到手机号${phone.slice(0, 3)}****${phone.slice(-4)}？绑定后，这个微信可以直接登录该手机号的账号。`

export default function BindPhonePage() {
  const { params } = useRouter()
  const { busy, signIn } = useSignIn(params.redirect)
  const [pending, setPending] = useState(() => sessionStore.pendingWechat())
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  if (!pending) {
    return (
      <PageShell route='BindPhone'>
        <EmptyState text={WECHAT_FIRST} />
        <View className='auth-form__actions'>
          <View role='button' className='auth-form__submit' onClick={() => void redirectTo('LoginPage', { redirect: params.redirect })}>去登录</View>
        </View>
      </PageShell>
    )
  }
  const notMine = () => {
    sessionStore.forgetPendingWechat()
    setPending(null)
  }
  const submit = async (entered = code) => {
    if (!PHONE_PATTERN.test(phone)) return toast(ERRORS.phoneBad)
    if (entered.length !== 6) return toast(ENTER_CODE)
    if (!(await confirm({ content: bindQuestion(pending.nickname, phone), confirmText: CONFIRM_BIND }))) return
    return signIn(() => sessionStore.bindPhone(phone, entered))
  }
  return (
    <PageShell route='BindPhone'>
      <AuthForm title={BIND_TITLE} subtitle={BIND_HINT} action='绑定并登录' busy={busy} onSubmit={() => void submit()}>
        <View className='bind-who'>
          <Picture className='bind-who__avatar' src={pending.avatar || mediaUrl('/media/images/avatar-0.png')} mode='aspectFill' />
          <View className='bind-who__text'>
            <Text className='bind-who__label'>{BINDING_WHO}</Text>
            <Text className='bind-who__name'>{pending.nickname || WECHAT_NO_NAME}</Text>
          </View>
          <View role='button' className='bind-who__not-mine' onClick={notMine}>{NOT_MY_WECHAT}</View>
        </View>
        <SmsFields purpose='bind' phone={phone} code={code} onPhone={setPhone} onCode={setCode} onComplete={c => void submit(c)} />
      </AuthForm>
    </PageShell>
  )
}
