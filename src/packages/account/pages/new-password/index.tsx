// /NewPasswordPage: the new password (twice) for the checked phone; then log in with it.
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Input } from '@tarojs/components'
import PageShell from '../../../../components/PageShell'
import AuthForm from '../../components/AuthForm'
import EmptyState from '../../../../components/EmptyState'
import { redirect } from '../../../../utils/navigate'
import { toast } from '../../../../utils/toast'
import { passwordReset } from '../../../../stores/password-reset'
import { useSubmit } from '../../use-submit'
import { PASSWORD_PATTERN, PASSWORD_RULE } from '../../rules'

export const PASSWORDS_DIFFER = '两次输入的密码不一致'
export const PASSWORD_RESET = '密码已重置，请重新登录'
export const VERIFY_FIRST = '请先验证手机号'

export default function NewPasswordPage() {
  const { params } = useRouter()
  const { busy, run } = useSubmit()
  const [password, setPassword] = useState('')
  const [again, setAgain] = useState('')
  if (!passwordReset.verified) return <PageShell route='NewPasswordPage'><EmptyState text={VERIFY_FIRST} /></PageShell>
  const submit = async () => {
    if (!PASSWORD_PATTERN.test(password)) return toast(PASSWORD_RULE)
    if (password !== again) return toast(PASSWORDS_DIFFER)
    return run(async () => {
      await passwordReset.reset(password)
      toast(PASSWORD_RESET)
      void redirect('PasswordLogin', { redirect: params.redirect })
    })
  }
  return (
    <PageShell route='NewPasswordPage'>
      <AuthForm title='设置新密码' subtitle={PASSWORD_RULE} action='完成' busy={busy} onSubmit={() => void submit()}>
        <Input className='auth-form__input' password maxlength={20} value={password} placeholder='新密码' onInput={e => setPassword(e.detail.value)} />
        <Input className='auth-form__input' password maxlength={20} value={again} placeholder='再次输入新密码' onInput={e => setAgain(e.detail.value)} />
      </AuthForm>
    </PageShell>
  )
}
