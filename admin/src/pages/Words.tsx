// The sensitive-word list: each word and what it does (block, hold for a person, mask); added and removed here.
import { useCallback, useEffect, useState } from 'react'
import { Alert, App, Button, Form, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd'
import { get, post, problem } from '../api'
import { TAG, when } from '../parts/format'

interface Word { id: number; word: string; action: 'block' | 'hold' | 'replace'; createdAt: number }
const ACTIONS = { block: { label: '拒绝发布', color: TAG.red }, hold: { label: '转人工审核', color: TAG.gold }, replace: { label: '替换为 *', color: TAG.blue } } as const

export default function Words() {
  const { message } = App.useApp()
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState<{ items: Word[]; hasMore: boolean } | null>(null)
  const [error, setError] = useState('')
  const [form] = Form.useForm<{ word: string; action: Word['action'] }>()
  const load = useCallback(() => {
    setRows(null)
    get<{ items: Word[]; hasMore: boolean }>('/admin/v1/moderation/words', { page, pageSize: 40 }).then(setRows, err => setError(problem(err)))
  }, [page])
  useEffect(load, [load])

  const add = async (v: { word: string; action: Word['action'] }) => {
    try {
      void message.success((await post('/admin/v1/moderation/words', v)).message)
      form.resetFields(['word'])
      load()
    } catch (err) {
      void message.error(problem(err))
    }
  }
  const remove = async (id: number) => {
    try {
      void message.success((await post('/admin/v1/moderation/words/delete', { id })).message)
      load()
    } catch (err) {
      void message.error(problem(err))
    }
  }
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>敏感词</Typography.Title>
      <Form form={form} layout="inline" onFinish={add} initialValues={{ action: 'hold' }} style={{ marginBottom: 16 }}>
        <Form.Item name="word" label="词" rules={[{ required: true, whitespace: true, message: '请输入敏感词' }, { max: 32, message: '敏感词为 1–32 个字' }]}><Input maxLength={32} /></Form.Item>
        <Form.Item name="action" label="处理"><Select style={{ width: 140 }} options={Object.entries(ACTIONS).map(([value, a]) => ({ value, label: a.label }))} /></Form.Item>
        <Button type="primary" htmlType="submit">添加</Button>
      </Form>
      {error && <Alert type="error" message={error} />}
      <Table<Word> rowKey="id" loading={rows === null} dataSource={rows?.items ?? []} pagination={false} locale={{ emptyText: '词表是空的' }} columns={[
        { title: '词', dataIndex: 'word' },
        { title: '处理', width: 140, render: (_, r) => <Tag color={ACTIONS[r.action].color}>{ACTIONS[r.action].label}</Tag> },
        { title: '添加时间', width: 170, render: (_, r) => when(r.createdAt) },
        { title: '', width: 90, render: (_, r) => <Popconfirm title={`删除「${r.word}」？`} okText="删除" cancelText="取消" onConfirm={() => remove(r.id)}><Button size="small" danger>删除</Button></Popconfirm> },
      ]} />
      <Space style={{ marginTop: 16 }}>
        <Button disabled={page === 1} onClick={() => setPage(p => p - 1)}>上一页</Button>
        <span>第 {page} 页</span>
        <Button disabled={!rows?.hasMore} onClick={() => setPage(p => p + 1)}>下一页</Button>
      </Space>
    </>
  )
}
