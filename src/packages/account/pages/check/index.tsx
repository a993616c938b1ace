// /ChangeCheckPage?phone=…: the code that was sent, checked → NewPasswordPage.
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text } from '@tarojs/components'
import PageShell from '../../../../components/PageShell'
import AuthForm from '../../components/AuthForm'
import CodeInput from '../../components/CodeInput'
import { navigate, back } from '../../../../utils/navigate'
import { toast } from '../../../../utils/toast'
import { passwordReset } from '../../../../stores/password-reset'
import { useSubmit } from '../../use-submit'
import { ENTER_CODE } from '../../rules'

export default function ChangeCheckPage() {
  const { params } = useRouter()
  const { busy, run } = useSubmit()
  const phone = params.phone ?? ''
  const [code, setCode] = useState('')
  const submit = async (entered = code) => {
    if (entered.length !== 6) return toast(ENTER_CODE)
    return run(async () => {
      await passwordReset.check(phone, entered)
      void navigate('NewPasswordPage', { redirect: params.redirect })
    })
  }
  return (
    <PageShell route='ChangeCheckPage'>
      <AuthForm
        title='输入验证码'
        subtitle={`验证码已发送至 +86 ${phone.slice(0, 3)}****${phone.slice(7)}`}
        action='下一步'
        busy={busy}
        onSubmit={() => void submit()}
        links={<Text onClick={() => void back()}>没收到验证码？重新获取</Text>}
      >
        <CodeInput value={code} onChange={setCode} onComplete={c => void submit(c)} />
      </AuthForm>
    </PageShell>
  )
}
