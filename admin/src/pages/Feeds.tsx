// Ingest: the paper's CMS feeds (RSS, Atom, JSON Feed), polled into stories — drafts or published per feed —
// with each feed's last poll, what it brought in and what went wrong; added, changed, polled now, removed.
import { useEffect, useState } from 'react'
import { Alert, App, Button, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Switch, Table, Tag, Typography } from 'antd'
import type { FeedInput, FeedView } from '../../../types/api/admin'
import { get, post, problem } from '../api'
import { useAction, useLoaded } from '../parts/hooks'
import { TAG, when, type Places } from '../parts/format'

export default function Feeds() {
  const { message } = App.useApp()
  const [editing, setEditing] = useState<Partial<FeedView> | null>(null)
  const [busy, setBusy] = useState(0)
  const [form] = Form.useForm<FeedInput>()
  const feeds = useLoaded(() => get<FeedView[]>('/admin/v1/feeds'), [])
  const { data: places } = useLoaded(() => get<Places>('/admin/v1/stories/places'), [])
  const run = useAction()
  const rows = feeds.data
  const error = feeds.error
  const load = feeds.reload
  useEffect(() => { if (editing) form.setFieldsValue({ publish: false, enabled: true, intervalMin: 15, channelIds: [], ...editing } as FeedInput) }, [editing, form])

  const save = async () => {
    let values: FeedInput
    try { values = await form.validateFields() } catch { return }
    await run(() => post('/admin/v1/feeds/save', { ...values, id: editing?.id }), () => { setEditing(null); load() })
  }
  const act = async (feed: FeedView, what: 'poll' | 'delete') => {
    setBusy(feed.id)
    try {
      const done = await post<{ added: number; error: string }>(`/admin/v1/feeds/${what}`, { id: feed.id })
      if (what === 'poll' && done.data.error) void message.warning(done.message)
      else void message.success(done.message)
      load()
    } catch (err) {
      void message.error(problem(err))
    } finally {
      setBusy(0)
    }
  }
  const columnName = (id: number) => places?.columns.find(c => c.id === id)?.name ?? `#${id}`

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>稿源</Typography.Title>
        <Button type="primary" onClick={() => setEditing({})}>添加稿源</Button>
      </Space>
      <Typography.Paragraph type="secondary">报社采编系统的 RSS、Atom 或 JSON Feed 稿源，按间隔自动抓取；同一篇只导入一次。</Typography.Paragraph>
      {error && <Alert type="error" message={error} />}
      <Table<FeedView> rowKey="id" loading={!rows && !error} dataSource={rows ?? []} pagination={false} locale={{ emptyText: '还没有稿源' }} columns={[
        { title: '稿源', render: (_, f) => <><div>{f.name}{!f.enabled && <Tag style={{ marginLeft: 8 }}>已停用</Tag>}</div><Typography.Text type="secondary" style={{ fontSize: 12 }}>{f.url}</Typography.Text></> },
        { title: '进入', width: 160, render: (_, f) => `${columnName(f.columnId)} · ${f.publish ? '直接发布' : '存为草稿'}` },
        { title: '间隔', width: 80, render: (_, f) => `${f.intervalMin} 分钟` },
        { title: '上次抓取', width: 150, render: (_, f) => when(f.fetchedAt) || '尚未抓取' },
        { title: '状态', width: 240, render: (_, f) => (f.error ? <Tag color={TAG.red} style={{ whiteSpace: 'normal' }}>{f.error}</Tag> : f.fetchedAt ? '正常' : '') },
        { title: '已导入', dataIndex: 'added', width: 80 },
        { title: '', width: 220, render: (_, f) => (
          <Space>
            <Button size="small" loading={busy === f.id} onClick={() => act(f, 'poll')}>立即抓取</Button>
            <Button size="small" onClick={() => setEditing(f)}>修改</Button>
            <Popconfirm title={`删除稿源「${f.name}」？已导入的稿件会保留。`} okText="删除" cancelText="取消" onConfirm={() => act(f, 'delete')}>
              <Button size="small" danger>删除</Button>
            </Popconfirm>
          </Space>
        ) },
      ]} />
      <Modal title={editing?.id ? '修改稿源' : '添加稿源'} open={!!editing} okText="保存" cancelText="取消" onOk={save} onCancel={() => setEditing(null)} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item label="名称" name="name" rules={[{ required: true, whitespace: true, message: '稿源名称为 1–40 个字' }, { max: 40, message: '稿源名称为 1–40 个字' }]}><Input maxLength={40} /></Form.Item>
          <Form.Item label="地址" name="url" rules={[{ required: true, pattern: /^https?:\/\/\S+$/, message: '请填写以 http:// 或 https:// 开头的稿源地址' }]}><Input placeholder="https://" /></Form.Item>
          <Form.Item label="进入栏目" name="columnId" rules={[{ required: true, message: '请选择栏目' }]}>
            <Select showSearch optionFilterProp="label" options={places?.columns.map(c => ({ value: c.id, label: c.name })) ?? []} />
          </Form.Item>
          <Form.Item label="频道首页" name="channelIds"><Select mode="multiple" optionFilterProp="label" options={places?.channels.map(c => ({ value: c.id, label: c.name })) ?? []} /></Form.Item>
          <Form.Item label="抓取间隔（分钟）" name="intervalMin" rules={[{ required: true, type: 'number', min: 5, max: 1440, message: '抓取间隔为 5–1440 分钟' }]}><InputNumber min={5} max={1440} /></Form.Item>
          <Space size="large">
            <Form.Item label="直接发布（否则存为草稿）" name="publish" valuePropName="checked"><Switch /></Form.Item>
            <Form.Item label="启用" name="enabled" valuePropName="checked"><Switch /></Form.Item>
          </Space>
        </Form>
      </Modal>
    </>
  )
}
