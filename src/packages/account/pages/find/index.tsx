// /FindPage: the phone of the account, a slide and a code sent to it → ChangeCheckPage.
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import PageShell from '../../../../components/PageShell'
import AuthForm from '../../components/AuthForm'
import SmsFields from '../../components/SmsFields'
import { navigate } from '../../../../utils/navigate'
import { toast } from '../../../../utils/toast'

export const SEND_FIRST = '请先获取验证码'

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
      <AuthForm title='找回密码' subtitle='验证手机号后即可设置新密码' action='下一步' onSubmit={next}>
        <SmsFields purpose='find' phone={phone} code='' onPhone={setPhone} onCode={() => undefined} withCode={false} onSent={() => {
          setSent(true)
          void navigate('ChangeCheckPage', { phone, redirect: params.redirect })
        }} />
      </AuthForm>
    </PageShell>
  )
}
