// Staff sign in with their accounts: the phone and password, or the phone and a code by SMS after the slider
// (the apps' own calls: /v1/user/login, /v1/common/webSendMsg, /v1/user/code_login). Who may do what is
// the server's to say (/admin/v1/me) once they are in.
import { useEffect, useState } from 'react'
import { Alert, Button, Card, Form, Input, Space, Tabs, Typography } from 'antd'
import { post, problem } from '../api'
import { Slider, type SliderProof } from '../parts/Slider'

const PHONE_RULES = [{ required: true, message: '请输入手机号' }, { pattern: /^1\d{10}$/, message: '请输入正确的手机号' }]
const RESEND_SECONDS = 60

export function SignIn({ notice, onSignedIn }: { notice: string; onSignedIn: (token: string) => void }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const signIn = async (call: () => Promise<{ data: { accessToken: string } }>) => {
    setBusy(true)
    setError('')
    try {
      onSignedIn((await call()).data.accessToken)
    } catch (err) {
      setError(problem(err))
    } finally {
      setBusy(false)
    }
  }
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f5f5' }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>上游新闻 · 编辑部</Typography.Title>
        {notice && <Alert type="warning" message={notice} style={{ marginBottom: 16 }} />}
        {error && <Alert type="error" message={error} style={{ marginBottom: 16 }} role="alert" />}
        <Tabs items={[
          {
            key: 'password', label: '密码登录',
            children: (
              <Form name="password-sign-in" layout="vertical" requiredMark={false} onFinish={(v: { phone: string; password: string }) =>
                signIn(() => post('/v1/user/login', { phone: v.phone.trim(), password: v.password, client: 'h5' }))}>
                <Form.Item label="手机号" name="phone" rules={PHONE_RULES}><Input autoComplete="username" inputMode="numeric" maxLength={11} /></Form.Item>
                <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}><Input.Password autoComplete="current-password" /></Form.Item>
                <Button type="primary" htmlType="submit" block loading={busy}>登录</Button>
              </Form>
            ),
          },
          { key: 'sms', label: '短信登录', children: <SmsSignIn busy={busy} onError={setError} signIn={signIn} /> },
        ]} />
      </Card>
    </main>
  )
}

/** phone → slider → 获取验证码 (60 s before another, with a new slide) → code → 登录 */
function SmsSignIn({ busy, onError, signIn }: { busy: boolean; onError: (m: string) => void; signIn: (call: () => Promise<{ data: { accessToken: string } }>) => Promise<void> }) {
  const [form] = Form.useForm<{ phone: string; code: string }>()
  const [proof, setProof] = useState<SliderProof | null>(null)
  const [round, setRound] = useState(0)
  const [left, setLeft] = useState(0)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState('')
  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft(l => l - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])
  const send = async () => {
    const { phone } = await form.validateFields(['phone'])
    if (!proof) return onError('请先完成滑块验证')
    setSending(true)
    onError('')
    try {
      const { message } = await post('/v1/common/webSendMsg', { phone: phone.trim(), type: 'login', ...proof })
      setSent(message || '验证码已发送')
      setLeft(RESEND_SECONDS)
    } catch (err) {
      onError(problem(err))
    } finally {
      setSending(false)
      // a proof is taken once: the next code needs another slide
      setRound(r => r + 1)
    }
  }
  return (
    <Form form={form} name="sms-sign-in" layout="vertical" requiredMark={false} onFinish={v => signIn(() => post('/v1/user/code_login', { phone: v.phone.trim(), code: v.code.trim(), client: 'h5' }))}>
      <Form.Item label="手机号" name="phone" rules={PHONE_RULES}><Input autoComplete="username" inputMode="numeric" maxLength={11} /></Form.Item>
      <Form.Item label="滑块验证">{left > 0 ? <Typography.Text type="secondary">{sent}</Typography.Text> : <Slider round={round} onProof={setProof} />}</Form.Item>
      <Form.Item label="验证码" required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[{ required: true, message: '请输入验证码' }, { pattern: /^\d{6}$/, message: '验证码是6位数字' }]}>
            <Input aria-label="验证码" autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
          </Form.Item>
          <Button onClick={() => void send()} loading={sending} disabled={left > 0 || !proof}>{left > 0 ? `重新获取(${left}s)` : '获取验证码'}</Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>登录</Button>
    </Form>
  )
}
