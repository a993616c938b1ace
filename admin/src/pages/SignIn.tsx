// Staff sign in with their accounts' phone and password (the apps' own login call).
import { useState } from 'react'
import { Alert, Button, Card, Form, Input, Typography } from 'antd'
import { post, problem } from '../api'

export function SignIn({ notice, onSignedIn }: { notice: string; onSignedIn: (token: string) => void }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const submit = async (values: { phone: string; password: string }) => {
    setBusy(true)
    setError('')
    try {
      const { data } = await post<{ accessToken: string }>('/v1/user/login', { phone: values.phone.trim(), password: values.password, client: 'h5' })
      onSignedIn(data.accessToken)
    } catch (err) {
      setError(problem(err))
    } finally {
      setBusy(false)
    }
  }
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f5f5' }}>
      <Card style={{ width: 360 }}>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>上游新闻 · 编辑部</Typography.Title>
        {notice && <Alert type="warning" message={notice} style={{ marginBottom: 16 }} />}
        {error && <Alert type="error" message={error} style={{ marginBottom: 16 }} role="alert" />}
        <Form layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item label="手机号" name="phone" rules={[{ required: true, message: '请输入手机号' }, { pattern: /^1\d{10}$/, message: '请输入正确的手机号' }]}>
            <Input autoComplete="username" inputMode="numeric" maxLength={11} />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>登录</Button>
        </Form>
      </Card>
    </main>
  )
}
