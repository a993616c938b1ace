// /MessageLogin?redirect=…: phone (+86), slider, the code in 6 boxes; a new phone gets an account.
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text } from '@tarojs/components'
import PageShell from '../../../../components/PageShell'
import AuthForm from '../../components/AuthForm'
import SmsFields, { PHONE_PATTERN } from '../../components/SmsFields'
import { sessionStore } from '../../../../stores/session'
import { navigate } from '../../../../utils/navigate'
import { toast } from '../../../../utils/toast'
import { useSignIn } from '../../use-submit'
import { ENTER_CODE } from '../../rules'
import * as ERRORS from '../../../../../types/errors'
import { AUTH_FORMS } from '../../../../../common/account'

export { ENTER_CODE } from '../../rules'

const WORDS = AUTH_FORMS.MessageLogin

export default function MessageLoginPage() {
  const { params } = useRouter()
  const { busy, signIn } = useSignIn(params.redirect)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const submit = async (entered = code) => {
    if (!PHONE_PATTERN.test(phone)) return toast(ERRORS.phoneBad)
    if (entered.length !== 6) return toast(ENTER_CODE)
    return signIn(() => sessionStore.loginWithCode(phone, entered))
  }
  return (
    <PageShell route='MessageLogin'>
      <AuthForm
        title={WORDS.title}
        subtitle={WORDS.subtitle}
        action={WORDS.action}
        busy={busy}
        onSubmit={() => void submit()}
        links={<>
          <Text onClick={() => void navigate('PasswordLogin', { redirect: params.redirect })}>{WORDS.links[0]}</Text>
          <Text onClick={() => void navigate('RegisterPage', { redirect: params.redirect })}>{WORDS.links[1]}</Text>
        </>}
      >
        <SmsFields purpose='login' phone={phone} code={code} onPhone={setPhone} onCode={setCode} onComplete={c => void submit(c)} />
      </AuthForm>
    </PageShell>
  )
}
