// 积分商城 for the newsroom and merchants: physical goods to ship (and what was shipped and received),
// business-cooperation requests, and 核销 — a merchant redeems a coupon's or ticket's code of its goods.
import { useState } from 'react'
import { Alert, App, Button, Form, Input, Select, Space, Table, Tabs, Tag, Typography } from 'antd'
import type { CooperationRequest, StaffOrder } from '../../../types/api/shop'
import { get, post, problem } from '../api'
import { useAction, useLoaded } from '../parts/hooks'
import { can, useSession } from '../session'

export default function Shop() {
  const { me } = useSession()
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>积分商城</Typography.Title>
      <Tabs items={[
        { key: 'orders', label: '实物发货', children: <Orders /> },
        ...(can(me, 'editor') ? [{ key: 'cooperation', label: '商务合作', children: <Cooperation /> }] : []),
        ...(can(me, 'merchant') ? [{ key: 'redeem', label: '核销', children: <Redeem /> }] : []),
      ]} />
    </>
  )
}

const ORDER_STATES = { confirmed: '待发货', shipped: '已发货', received: '已收货' } as const

function Orders() {
  const [status, setStatus] = useState<keyof typeof ORDER_STATES>('confirmed')
  const [tracking, setTracking] = useState<Record<number, string>>({})
  const orders = useLoaded(() => get<{ list: StaffOrder[] }>('/admin/v1/shop/orders', { status, pageSize: 40 }), [status])
  const act = useAction()
  const rows = orders.data?.list ?? null
  const error = orders.error
  const ship = (o: StaffOrder) => act(() => post('/admin/v1/shop/orders/ship', { id: o.id, tracking: tracking[o.id] ?? '' }), orders.reload)
  return (
    <>
      <Select aria-label="订单状态" value={status} onChange={setStatus} style={{ width: 140, marginBottom: 12 }} options={Object.entries(ORDER_STATES).map(([value, label]) => ({ value, label }))} />
      {error && <Alert type="error" message={error} />}
      <Table<StaffOrder> rowKey="id" loading={!rows && !error} dataSource={rows ?? []} pagination={false} locale={{ emptyText: `没有${ORDER_STATES[status]}的订单` }} columns={[
        { title: '商品', render: (_, o) => <>{o.goods.title} × {o.quantity}<div><Typography.Text type="secondary">{o.points} 积分 · {o.time}</Typography.Text></div></> },
        { title: '读者', dataIndex: 'reader', width: 120 },
        { title: '收货地址', dataIndex: 'address' },
        { title: status === 'confirmed' ? '发货' : '快递', width: 320, render: (_, o) => (status === 'confirmed' ? (
          <Space.Compact style={{ width: '100%' }}>
            <Input aria-label={`订单${o.id}的快递公司和单号`} placeholder="快递公司和单号（或送达方式）" maxLength={100} value={tracking[o.id] ?? ''} onChange={e => setTracking(t => ({ ...t, [o.id]: e.target.value }))} />
            <Button type="primary" disabled={(tracking[o.id] ?? '').trim().length < 2} onClick={() => ship(o)}>发货</Button>
          </Space.Compact>
        ) : <>{o.tracking}<div><Typography.Text type="secondary">{o.shippedAt}{o.receivedAt ? ` · 收货 ${o.receivedAt}` : ''}</Typography.Text></div></>) },
      ]} />
    </>
  )
}

function Cooperation() {
  const [status, setStatus] = useState<'new' | 'handled'>('new')
  const requests = useLoaded(() => get<{ list: CooperationRequest[] }>('/admin/v1/shop/cooperation', { status, pageSize: 40 }), [status])
  const act = useAction()
  const rows = requests.data?.list ?? null
  const error = requests.error
  const handle = (id: number) => act(() => post('/admin/v1/shop/cooperation/handle', { id }), requests.reload)
  return (
    <>
      <Select aria-label="处理状态" value={status} onChange={setStatus} style={{ width: 140, marginBottom: 12 }} options={[{ value: 'new', label: '待处理' }, { value: 'handled', label: '已处理' }]} />
      {error && <Alert type="error" message={error} />}
      <Table<CooperationRequest> rowKey="id" loading={!rows && !error} dataSource={rows ?? []} pagination={false} locale={{ emptyText: status === 'new' ? '没有待处理的合作申请' : '还没有处理过的申请' }} columns={[
        { title: '公司', render: (_, c) => <>{c.company} <Tag>{c.kind}</Tag><div style={{ whiteSpace: 'pre-wrap' }}>{c.content}</div></> },
        { title: '联系人', width: 180, render: (_, c) => <>{c.contact}<div>{c.phone}</div></> },
        { title: '提交', width: 170, render: (_, c) => <>{c.time}<div><Typography.Text type="secondary">{c.from}</Typography.Text></div></> },
        { title: '', width: 110, render: (_, c) => (c.status === 'new' ? <Button size="small" onClick={() => handle(c.id)}>标为已处理</Button> : c.handledAt) },
      ]} />
    </>
  )
}

function Redeem() {
  const { message } = App.useApp()
  const [form] = Form.useForm<{ code: string }>()
  const [last, setLast] = useState('')
  const redeem = async ({ code }: { code: string }) => {
    try {
      const done = await post('/admin/v1/shop/redeem', { code: code.trim() })
      setLast(`${code.trim()}：${done.message}`)
      void message.success(done.message)
      form.resetFields()
    } catch (err) {
      setLast(`${code.trim()}：${problem(err)}`)
      void message.error(problem(err))
    }
  }
  return (
    <>
      <Form form={form} layout="inline" onFinish={redeem}>
        <Form.Item label="券码" name="code" rules={[{ required: true, whitespace: true, message: '请输入券码' }]}><Input autoComplete="off" maxLength={40} style={{ width: 240 }} /></Form.Item>
        <Button type="primary" htmlType="submit">核销</Button>
      </Form>
      {last && <Alert style={{ marginTop: 16 }} type="info" message={last} role="status" />}
    </>
  )
}
