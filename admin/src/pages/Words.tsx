// The sensitive-word list: each word and what it does (block, hold for a person, mask); added and removed here.
import { useState } from 'react'
import { Alert, Button, Form, Input, Popconfirm, Select, Table, Tag, Typography } from 'antd'
import { get, post } from '../api'
import { TAG, when } from '../parts/format'
import { Pager, useAction, useLoaded } from '../parts/hooks'

interface Word { id: number; word: string; action: 'block' | 'hold' | 'replace'; createdAt: number }
const ACTIONS = { block: { label: '拒绝发布', color: TAG.red }, hold: { label: '转人工审核', color: TAG.gold }, replace: { label: '替换为 *', color: TAG.blue } } as const

export default function Words() {
  const [page, setPage] = useState(1)
  const rows = useLoaded(() => get<{ items: Word[]; hasMore: boolean }>('/admin/v1/moderation/words', { page, pageSize: 40 }), [page])
  const act = useAction()
  const [form] = Form.useForm<{ word: string; action: Word['action'] }>()
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>敏感词</Typography.Title>
      <Form form={form} layout="inline" initialValues={{ action: 'hold' }} style={{ marginBottom: 16 }}
        onFinish={v => act(() => post('/admin/v1/moderation/words', v), () => { form.resetFields(['word']); rows.reload() })}>
        <Form.Item name="word" label="词" rules={[{ required: true, whitespace: true, message: '请输入敏感词' }, { max: 32, message: '敏感词为 1–32 个字' }]}><Input maxLength={32} /></Form.Item>
        <Form.Item name="action" label="处理"><Select style={{ width: 140 }} options={Object.entries(ACTIONS).map(([value, a]) => ({ value, label: a.label }))} /></Form.Item>
        <Button type="primary" htmlType="submit">添加</Button>
      </Form>
      {rows.error && <Alert type="error" message={rows.error} />}
      <Table<Word> rowKey="id" loading={!rows.data && !rows.error} dataSource={rows.data?.items ?? []} pagination={false} locale={{ emptyText: '词表是空的' }} columns={[
        { title: '词', dataIndex: 'word' },
        { title: '处理', width: 140, render: (_, r) => <Tag color={ACTIONS[r.action].color}>{ACTIONS[r.action].label}</Tag> },
        { title: '添加时间', width: 170, render: (_, r) => when(r.createdAt) },
        { title: '', width: 90, render: (_, r) => (
          <Popconfirm title={`删除「${r.word}」？`} okText="删除" cancelText="取消" onConfirm={() => act(() => post('/admin/v1/moderation/words/delete', { id: r.id }), rows.reload)}>
            <Button size="small" danger>删除</Button>
          </Popconfirm>
        ) },
      ]} />
      <Pager page={page} hasMore={!!rows.data?.hasMore} onPage={setPage} />
    </>
  )
}
