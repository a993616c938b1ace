// 积分商城 for the newsroom and merchants: the goods (on sale or not, edited, their stock kept), physical
// goods to ship (and what was shipped and received), business-cooperation requests, and 核销 — a merchant
// redeems a coupon's or ticket's code of its goods.
import { useState } from 'react'
import { Alert, App, Button, Drawer, Form, Input, InputNumber, Select, Space, Switch, Table, Tabs, Tag, Typography } from 'antd'
import { GOODS_LIMITS, type CooperationRequest, type GoodsInput, type StaffGoods, type StaffOrder } from '../../../types/api/shop'
import { get, post, problem } from '../api'
import { Pager, useAction, useLoaded } from '../parts/hooks'
import { CoverPicker } from '../parts/MediaPicker'
import { sitePath } from '../parts/BodyEditor'
import { TAG } from '../parts/format'
import { can, useSession } from '../session'

export default function Shop() {
  const { me } = useSession()
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>积分商城</Typography.Title>
      <Tabs items={[
        ...(can(me, 'editor') ? [{ key: 'goods', label: '商品', children: <Goods /> }] : []),
        { key: 'orders', label: '实物发货', children: <Orders /> },
        ...(can(me, 'editor') ? [{ key: 'cooperation', label: '商务合作', children: <Cooperation /> }] : []),
        ...(can(me, 'merchant') ? [{ key: 'redeem', label: '核销', children: <Redeem /> }] : []),
      ]} />
    </>
  )
}

const GOODS_KINDS = { coupon: '优惠券', ticket: '门票', physical: '实物' } as const

/** the form's fields: pictures as the pickers keep them (a list of one) */
type GoodsForm = Omit<GoodsInput, 'cover' | 'banner'> & { cover: string[]; banner: string[] }

function Goods() {
  const [page, setPage] = useState(1)
  const goods = useLoaded(() => get<{ list: StaffGoods[]; hasMore: boolean }>('/admin/v1/shop/goods', { page, pageSize: 20 }), [page])
  const act = useAction()
  const [editing, setEditing] = useState<StaffGoods | 'new' | null>(null)
  const [change, setChange] = useState<Record<number, number | null>>({})
  const rows = goods.data?.list ?? null
  const restock = (g: StaffGoods) => act(() => post<{ stock: number }>('/admin/v1/shop/goods/stock', { id: g.id, delta: change[g.id] ?? 0 }), () => {
    setChange(c => ({ ...c, [g.id]: null }))
    goods.reload()
  })
  return (
    <>
      <Button type="primary" style={{ marginBottom: 12 }} onClick={() => setEditing('new')}>上架新商品</Button>
      {goods.error && <Alert type="error" message={goods.error} />}
      <Table<StaffGoods> rowKey="id" loading={!rows && !goods.error} dataSource={rows ?? []} pagination={false} locale={{ emptyText: '还没有商品' }} columns={[
        { title: '商品', render: (_, g) => <>{g.title}<div><Typography.Text type="secondary">{GOODS_KINDS[g.kind]} · {g.category}{g.merchant ? ` · ${g.merchant}` : ''}</Typography.Text></div></> },
        { title: '积分', dataIndex: 'price', width: 90 },
        { title: '已兑换', dataIndex: 'orders', width: 80 },
        { title: '状态', width: 90, render: (_, g) => (g.onSale ? <Tag color={TAG.green}>在售</Tag> : <Tag>已下架</Tag>) },
        { title: '库存', width: 300, render: (_, g) => (
          <Space>
            <span style={{ minWidth: 48, display: 'inline-block' }}>{g.stock} 件</span>
            <Space.Compact>
              <InputNumber aria-label={`${g.title}的库存增减`} placeholder="+10 或 -5" precision={0} min={-GOODS_LIMITS.stock} max={GOODS_LIMITS.stock} value={change[g.id] ?? null} onChange={v => setChange(c => ({ ...c, [g.id]: v }))} style={{ width: 120 }} />
              <Button disabled={!change[g.id]} onClick={() => restock(g)}>调整库存</Button>
            </Space.Compact>
          </Space>
        ) },
        { title: '', width: 80, render: (_, g) => <Button onClick={() => setEditing(g)}>编辑</Button> },
      ]} />
      <Pager page={page} hasMore={!!goods.data?.hasMore} onPage={setPage} />
      {editing && <GoodsEditor goods={editing === 'new' ? null : editing} onClose={saved => { setEditing(null); if (saved) goods.reload() }} />}
    </>
  )
}

function GoodsEditor({ goods, onClose }: { goods: StaffGoods | null; onClose: (saved: boolean) => void }) {
  const { me } = useSession()
  const [form] = Form.useForm<GoodsForm>()
  const act = useAction()
  const [busy, setBusy] = useState(false)
  const initial: Partial<GoodsForm> = goods
    ? { ...goods, cover: goods.cover ? [sitePath(goods.cover)] : [], banner: goods.banner ? [sitePath(goods.banner)] : [] }
    : { kind: 'coupon', perUser: 0, sort: 0, onSale: true, stock: 0, cover: [], banner: [] }
  const save = async () => {
    const v = await form.validateFields()
    setBusy(true)
    const input: GoodsInput = {
      ...(goods ? { id: goods.id } : { stock: v.stock }), title: v.title, kind: v.kind, category: v.category, cover: v.cover[0] ?? '', banner: v.banner[0] ?? '',
      description: v.description ?? '', merchant: v.merchant ?? '', price: v.price, perUser: v.perUser ?? 0, sort: v.sort ?? 0, onSale: v.onSale,
    }
    const done = await act(() => post<{ id: number }>('/admin/v1/shop/goods/save', input))
    setBusy(false)
    if (done) onClose(true)
  }
  const whole = (label: string, min: number, max: number) => ({ required: true, type: 'integer' as const, min, max, message: `${label}须是${min}到${max}的整数` })
  return (
    <Drawer title={goods ? `编辑：${goods.title}` : '上架新商品'} open onClose={() => onClose(false)} width={560}
      extra={<Button type="primary" loading={busy} onClick={() => void save()}>{goods ? '保存' : '上架'}</Button>}>
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item label="商品名称" name="title" rules={[{ required: true, whitespace: true, max: GOODS_LIMITS.title, message: `请填写商品名称（不超过${GOODS_LIMITS.title}个字）` }]}><Input maxLength={GOODS_LIMITS.title} /></Form.Item>
        <Space size="large" wrap>
          <Form.Item label="类型" name="kind" extra="优惠券和门票凭券码核销，实物寄到读者的地址">
            <Select style={{ width: 140 }} options={Object.entries(GOODS_KINDS).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          <Form.Item label="分类" name="category" rules={[{ required: true, whitespace: true, max: GOODS_LIMITS.category, message: `请填写分类（不超过${GOODS_LIMITS.category}个字）` }]}><Input maxLength={GOODS_LIMITS.category} style={{ width: 160 }} /></Form.Item>
        </Space>
        <Form.Item label="商品图片" name="cover" rules={[{ validator: (_, v: string[]) => (v?.length ? Promise.resolve() : Promise.reject(new Error('请上传商品图片'))) }]}><CoverPicker max={1} label="商品图片" /></Form.Item>
        <Form.Item label="商品介绍" name="description" rules={[{ max: GOODS_LIMITS.description, message: `商品介绍不能超过${GOODS_LIMITS.description}个字` }]}><Input.TextArea rows={4} maxLength={GOODS_LIMITS.description} /></Form.Item>
        <Form.Item label="商家" name="merchant" rules={[{ max: GOODS_LIMITS.merchant, message: `商家名称不能超过${GOODS_LIMITS.merchant}个字` }]}><Input maxLength={GOODS_LIMITS.merchant} /></Form.Item>
        <Space size="large" wrap>
          <Form.Item label="兑换积分" name="price" rules={[whole('兑换积分', 1, GOODS_LIMITS.price)]}><InputNumber precision={0} style={{ width: 140 }} /></Form.Item>
          {!goods && <Form.Item label="库存" name="stock" rules={[whole('库存', 0, GOODS_LIMITS.stock)]}><InputNumber precision={0} style={{ width: 140 }} /></Form.Item>}
          <Form.Item label="每人限兑" name="perUser" extra="0 为不限" rules={[whole('每人限兑', 0, GOODS_LIMITS.perUser)]}><InputNumber precision={0} style={{ width: 120 }} /></Form.Item>
          <Form.Item label="排序" name="sort" extra="小的在前" rules={[whole('排序', 0, GOODS_LIMITS.sort)]}><InputNumber precision={0} style={{ width: 120 }} /></Form.Item>
        </Space>
        {goods && <Typography.Paragraph type="secondary">库存 {goods.stock} 件：在列表里调整（兑换同时进行也不会算错）。</Typography.Paragraph>}
        <Form.Item label="积分商城首页轮播图（可不填）" name="banner"><CoverPicker max={1} label="轮播图" /></Form.Item>
        <Form.Item label="在售" name="onSale" valuePropName="checked"><Switch /></Form.Item>
      </Form>
      {goods && goods.kind !== 'physical' && can(me, 'admin') && <MerchantLinks goods={goods} />}
    </Drawer>
  )
}

/** the merchant accounts that redeem a coupon's or ticket's codes (administrators link and unlink them) */
function MerchantLinks({ goods }: { goods: StaffGoods }) {
  const merchants = useLoaded(() => get<{ userId: number; nickname: string; linkedAt: string }[]>('/admin/v1/shop/merchants', { goodsId: goods.id }), [goods.id])
  const act = useAction()
  const [phone, setPhone] = useState('')
  const link = () => act(() => post('/admin/v1/shop/merchants/link', { goodsId: goods.id, phone: phone.trim() }), () => {
    setPhone('')
    merchants.reload()
  })
  const unlink = (userId: number) => act(() => post('/admin/v1/shop/merchants/unlink', { goodsId: goods.id, userId }), merchants.reload)
  return (
    <section aria-label="核销商家">
      <Typography.Title level={2} style={{ fontSize: 16 }}>核销商家</Typography.Title>
      <Typography.Paragraph type="secondary">这些商家账号能核销这件商品的券码。</Typography.Paragraph>
      {merchants.error && <Alert type="error" message={merchants.error} />}
      <Table<{ userId: number; nickname: string; linkedAt: string }> rowKey="userId" size="small" loading={!merchants.data && !merchants.error} dataSource={merchants.data ?? []} pagination={false}
        locale={{ emptyText: '还没有关联商家' }} columns={[
          { title: '商家账号', dataIndex: 'nickname' },
          { title: '关联时间', dataIndex: 'linkedAt', width: 170 },
          { title: '', width: 100, render: (_, m) => <Button size="small" danger onClick={() => unlink(m.userId)}>取消关联</Button> },
        ]} />
      <Space.Compact style={{ marginTop: 12 }}>
        <Input aria-label="商家账号的手机号" placeholder="商家账号的手机号" maxLength={11} style={{ width: 200 }} value={phone} onChange={e => setPhone(e.target.value)} />
        <Button disabled={!phone.trim()} onClick={() => link()}>关联</Button>
      </Space.Compact>
    </section>
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
