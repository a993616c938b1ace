// The staff audit log, for administrators: every staff action with who, what, when, before and after, and
// the request it came in; narrowed by person, action, thing and days.
import { useState } from 'react'
import type { Dayjs } from 'dayjs'
import { Alert, Button, DatePicker, Form, Input, InputNumber, Table, Typography } from 'antd'
import { get } from '../api'
import { when } from '../parts/format'
import { Pager, useLoaded } from '../parts/hooks'

interface Entry { id: number; actorId: number; action: string; kind: string; refId: number | null; detail: string; at: number; before: unknown; after: unknown; requestId: string }
interface Filter { actorId?: number; action?: string; kind?: string; refId?: number; days?: [Dayjs, Dayjs] | null }

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v))

export default function Audit() {
  const [filter, setFilter] = useState<Filter>({})
  const [page, setPage] = useState(1)
  const { data: rows, error } = useLoaded(() => {
    const { days, ...rest } = filter
    return get<{ items: Entry[]; hasMore: boolean }>('/admin/v1/audit', {
      ...rest, action: rest.action?.trim(), kind: rest.kind?.trim(), from: days?.[0].format('YYYY-MM-DD'), to: days?.[1].format('YYYY-MM-DD'), page, pageSize: 30,
    })
  }, [filter, page])
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>操作日志</Typography.Title>
      <Form<Filter> layout="inline" onFinish={v => { setFilter(v); setPage(1) }} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="actorId" label="操作人 ID"><InputNumber min={1} /></Form.Item>
        <Form.Item name="action" label="操作"><Input placeholder="如 story-publish" maxLength={32} /></Form.Item>
        <Form.Item name="kind" label="对象类型"><Input placeholder="如 story、comment" maxLength={24} /></Form.Item>
        <Form.Item name="refId" label="对象 ID"><InputNumber min={1} /></Form.Item>
        <Form.Item name="days" label="日期"><DatePicker.RangePicker /></Form.Item>
        <Button type="primary" htmlType="submit">查询</Button>
      </Form>
      {error && <Alert type="error" message={error} style={{ marginBottom: 16 }} />}
      <Table<Entry> rowKey="id" loading={!rows && !error} dataSource={rows?.items ?? []} pagination={false} locale={{ emptyText: '没有符合条件的记录' }} size="small" columns={[
        { title: '时间', width: 150, render: (_, r) => when(r.at) },
        { title: '操作人', dataIndex: 'actorId', width: 80 },
        { title: '操作', dataIndex: 'action', width: 150 },
        { title: '对象', width: 150, render: (_, r) => `${r.kind}${r.refId === null ? '' : ` #${r.refId}`}` },
        { title: '说明', dataIndex: 'detail' },
        { title: '之前 → 之后', render: (_, r) => <code style={{ fontSize: 12 }}>{json(r.before)} → {json(r.after)}</code> },
        { title: '请求', dataIndex: 'requestId', width: 120, render: (v: string) => <code style={{ fontSize: 12 }}>{v}</code> },
      ]} />
      <Pager page={page} hasMore={!!rows?.hasMore} onPage={setPage} />
    </>
  )
}
