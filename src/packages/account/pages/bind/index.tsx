// /BindPhone?redirect=…: a WeChat user without a phone binds one (slider, code), then is logged in.
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import PageShell from '../../../../components/PageShell'
import AuthForm from '../../components/AuthForm'
import SmsFields, { PHONE_PATTERN, BAD_PHONE } from '../../components/SmsFields'
import EmptyState from '../../../../components/EmptyState'
import { sessionStore, WECHAT_FIRST } from '../../../../stores/session'
import { redirect as redirectTo } from '../../../../utils/navigate'
import { toast } from '../../../../utils/toast'
import { useSignIn } from '../../use-submit'
import { ENTER_CODE } from '../../rules'
import '../../components/AuthForm/index.scss'

export const BIND_TITLE = '绑定手机号'
export const BIND_HINT = '为了你的账号安全，请绑定手机号'

export default function BindPhonePage() {
  const { params } = useRouter()
  const { busy, signIn } = useSignIn(params.redirect)
  const [pending] = useState(() => sessionStore.pendingWechat())
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
  const submit = async (entered = code) => {
    if (!PHONE_PATTERN.test(phone)) return toast(BAD_PHONE)
    if (entered.length !== 6) return toast(ENTER_CODE)
    return signIn(() => sessionStore.bindPhone(phone, entered))
  }
  return (
    <PageShell route='BindPhone'>
      <AuthForm title={BIND_TITLE} subtitle={BIND_HINT} action='绑定并登录' busy={busy} onSubmit={() => void submit()}>
        <SmsFields purpose='bind' phone={phone} code={code} onPhone={setPhone} onCode={setCode} onComplete={c => void submit(c)} />
      </AuthForm>
    </PageShell>
  )
}
