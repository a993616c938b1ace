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
import { AUTH_FORMS, PASSWORD_MAX, PASSWORD_PLACEHOLDER } from '../../../../../common/account'

export const ENTER_PASSWORD = '请输入密码'
const WORDS = AUTH_FORMS.PasswordLogin

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
        title={WORDS.title}
        action={WORDS.action}
        busy={busy}
        onSubmit={() => void submit()}
        links={<>
          <Text onClick={() => void navigate('FindPage', { redirect: params.redirect })}>{WORDS.links[0]}</Text>
          <Text onClick={() => void navigate('MessageLogin', { redirect: params.redirect })}>{WORDS.links[1]}</Text>
        </>}
      >
        <PhoneInput value={phone} onChange={setPhone} />
        <Input className='auth-form__input' password maxlength={PASSWORD_MAX} value={password} placeholder={PASSWORD_PLACEHOLDER} onInput={e => setPassword(e.detail.value)} />
      </AuthForm>
    </PageShell>
  )
}
