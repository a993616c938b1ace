// /PasswordLogin?redirect=…: phone and password.
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Input, Text } from '@tarojs/components'
import PageShell from '../../../../components/PageShell'
import AuthForm from '../../components/AuthForm'
import PhoneInput from '../../components/PhoneInput'
import { PHONE_PATTERN } from '../../components/SmsFields'
import { sessionStore } from '../../../../stores/session'
import { navigate } from '../../../../utils/navigate'
import { toast } from '../../../../utils/toast'
import { useSignIn } from '../../use-submit'
import * as ERRORS from '../../../../../types/errors'

export const ENTER_PASSWORD = '请输入密码'

export default function PasswordLoginPage() {
  const { params } = useRouter()
  const { busy, signIn } = useSignIn(params.redirect)
  const [phone, setPhone] = useState('')
  const [password, setPassword] = useState('')
  const submit = async () => {
    if (!PHONE_PATTERN.test(phone)) return toast(ERRORS.phoneBad)
    if (!password) return toast(ENTER_PASSWORD)
    return signIn(() => sessionStore.loginWithPassword(phone, password))
  }
  return (
    <PageShell route='PasswordLogin'>
      <AuthForm
        title='密码登录'
        action='登录'
        busy={busy}
        onSubmit={() => void submit()}
        links={<>
          <Text onClick={() => void navigate('FindPage', { redirect: params.redirect })}>忘记密码</Text>
          <Text onClick={() => void navigate('MessageLogin', { redirect: params.redirect })}>验证码登录</Text>
        </>}
      >
        <PhoneInput value={phone} onChange={setPhone} />
        <Input className='auth-form__input' password maxlength={20} value={password} placeholder='请输入密码' onInput={e => setPassword(e.detail.value)} />
      </AuthForm>
    </PageShell>
  )
}
