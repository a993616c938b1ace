// 发现 for the newsroom: the topics readers started, to approve (official or not) or reject; approved ones
// hidden or reopened; and the newsroom's official reply pinned on a reader's post.
import { useState } from 'react'
import { Alert, Button, Form, Input, InputNumber, Select, Space, Table, Tag, Typography } from 'antd'
import type { StaffTopic } from '../../../types/api/discover'
import { get, post } from '../api'
import { TAG, when } from '../parts/format'
import { Pager, useAction, useLoaded } from '../parts/hooks'

const STATES = { pending: '待审核', approved: '已通过', rejected: '已驳回', hidden: '已隐藏' } as const

export default function Discover() {
  const [status, setStatus] = useState<StaffTopic['status']>('pending')
  const [page, setPage] = useState(1)
  const topics = useLoaded(() => get<{ items: StaffTopic[]; hasMore: boolean }>('/admin/v1/discover/topics', { status, page, pageSize: 30 }), [status, page])
  const act = useAction()
  const [form] = Form.useForm<{ id: number; content: string; newsId?: number }>()
  const decide = (t: StaffTopic, action: 'approve' | 'reject' | 'hide' | 'reopen', official?: boolean) =>
    act(() => post('/admin/v1/discover/topic', { id: t.id, action, official }), topics.reload)
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>发现</Typography.Title>
      <Typography.Title level={2} style={{ fontSize: 16 }}>话题</Typography.Title>
      <Select aria-label="话题状态" value={status} onChange={v => { setStatus(v); setPage(1) }} style={{ width: 140, marginBottom: 12 }} options={Object.entries(STATES).map(([value, label]) => ({ value, label }))} />
      {topics.error && <Alert type="error" message={topics.error} />}
      <Table<StaffTopic> rowKey="id" loading={!topics.data && !topics.error} dataSource={topics.data?.items ?? []} pagination={false} locale={{ emptyText: `没有${STATES[status]}的话题` }} columns={[
        { title: '话题', render: (_, t) => <>#{t.title}#{t.official && <Tag color={TAG.blue} style={{ marginLeft: 8 }}>官方</Tag>}</> },
        { title: '发起人', width: 140, render: (_, t) => t.startedBy || '编辑部' },
        { title: '帖子', dataIndex: 'posts', width: 70 },
        { title: '时间', width: 150, render: (_, t) => when(t.decidedAt ?? t.createdAt) },
        { title: '', width: 230, render: (_, t) => (
          <Space>
            {t.status === 'pending' && <><Button size="small" type="primary" onClick={() => decide(t, 'approve')}>通过</Button><Button size="small" onClick={() => decide(t, 'approve', true)}>设为官方</Button><Button size="small" danger onClick={() => decide(t, 'reject')}>驳回</Button></>}
            {t.status === 'approved' && <Button size="small" danger onClick={() => decide(t, 'hide')}>隐藏</Button>}
            {(t.status === 'rejected' || t.status === 'hidden') && <Button size="small" onClick={() => decide(t, 'reopen')}>重新审核</Button>}
          </Space>
        ) },
      ]} />
      <Pager page={page} hasMore={!!topics.data?.hasMore} onPage={setPage} />
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>官方回复</Typography.Title>
      <Form form={form} layout="vertical" style={{ maxWidth: 560 }} onFinish={v => act(() => post('/admin/v1/discover/reply', v), () => form.resetFields())}>
        <Form.Item label="帖子编号" name="id" rules={[{ required: true, message: '请填写帖子编号' }]}><InputNumber min={1} style={{ width: 200 }} /></Form.Item>
        <Form.Item label="回复内容" name="content" rules={[{ required: true, whitespace: true, message: '请填写回复内容' }]}><Input.TextArea rows={3} maxLength={500} showCount /></Form.Item>
        <Form.Item label="关联稿件编号（选填）" name="newsId"><InputNumber min={1} style={{ width: 200 }} /></Form.Item>
        <Button type="primary" htmlType="submit">发布官方回复</Button>
      </Form>
    </>
  )
}
