// /FindPage: the phone of the account, a slide and a code sent to it → ChangeCheckPage.
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import PageShell from '../../../../components/PageShell'
import AuthForm from '../../components/AuthForm'
import SmsFields from '../../components/SmsFields'
import { navigate } from '../../../../utils/navigate'
import { toast } from '../../../../utils/toast'
import { AUTH_FORMS } from '../../../../../common/account'

export const SEND_FIRST = '请先获取验证码'

const WORDS = AUTH_FORMS.FindPage

export default function FindPage() {
  const { params } = useRouter()
  const [phone, setPhone] = useState('')
  const [sent, setSent] = useState(false)
  const next = () => {
    if (!sent) return toast(SEND_FIRST)
    void navigate('ChangeCheckPage', { phone, redirect: params.redirect })
  }
  return (
    <PageShell route='FindPage'>
      <AuthForm title={WORDS.title} subtitle={WORDS.subtitle} action={WORDS.action} onSubmit={next}>
        <SmsFields purpose='find' phone={phone} code='' onPhone={setPhone} onCode={() => undefined} withCode={false} onSent={() => {
          setSent(true)
          void navigate('ChangeCheckPage', { phone, redirect: params.redirect })
        }} />
      </AuthForm>
    </PageShell>
  )
}
