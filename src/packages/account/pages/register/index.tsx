// /RegisterPage?redirect=…: phone, slider, code and a password.
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Input, Text } from '@tarojs/components'
import PageShell from '../../../../components/PageShell'
import AuthForm from '../../components/AuthForm'
import SmsFields, { PHONE_PATTERN } from '../../components/SmsFields'
import { sessionStore } from '../../../../stores/session'
import { navigate } from '../../../../utils/navigate'
import { toast } from '../../../../utils/toast'
import { useSignIn } from '../../use-submit'
import { ENTER_CODE, PASSWORD_PATTERN, PASSWORD_RULE } from '../../rules'
import * as ERRORS from '../../../../../types/errors'
import { AUTH_FORMS, PASSWORD_MAX } from '../../../../../common/account'

export { PASSWORD_PATTERN, PASSWORD_RULE } from '../../rules'

const WORDS = AUTH_FORMS.RegisterPage

export default function RegisterPage() {
  const { params } = useRouter()
  const { busy, signIn } = useSignIn(params.redirect)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const submit = async () => {
    if (!PHONE_PATTERN.test(phone)) return toast(ERRORS.phoneBad)
    if (code.length !== 6) return toast(ENTER_CODE)
    if (!PASSWORD_PATTERN.test(password)) return toast(PASSWORD_RULE)
    return signIn(() => sessionStore.register(phone, code, password))
  }
  return (
    <PageShell route='RegisterPage'>
      <AuthForm
        title={WORDS.title}
        action={WORDS.action}
        busy={busy}
        onSubmit={() => void submit()}
        links={<Text onClick={() => void navigate('PasswordLogin', { redirect: params.redirect })}>{WORDS.links[0]}</Text>}
      >
        <SmsFields purpose='register' phone={phone} code={code} onPhone={setPhone} onCode={setCode} />
        <Input className='auth-form__input' password maxlength={PASSWORD_MAX} value={password} placeholder={PASSWORD_RULE} onInput={e => setPassword(e.detail.value)} />
      </AuthForm>
    </PageShell>
  )
}
