// 作文 for the section's editors: works their teachers reviewed, to recommend; recommended ones, to print in
// the paper (the day's issue, its page, the fee); either turned down with a reason. The student is told.
import { useState } from 'react'
import dayjs, { type Dayjs } from 'dayjs'
import { Alert, Button, DatePicker, Input, InputNumber, Modal, Select, Space, Table, Tag, Typography } from 'antd'
import type { CompositionCard } from '../../../types/api/composition'
import { get, post } from '../api'
import { Pager, useAction, useLoaded } from '../parts/hooks'

const STATES = { reviewed: '已点评（待推荐）', recommended: '已推荐（待见报）', submitted: '待老师点评' } as const

export default function Compositions() {
  const [status, setStatus] = useState<keyof typeof STATES>('reviewed')
  const [page, setPage] = useState(1)
  const works = useLoaded(() => get<{ list: CompositionCard[]; hasMore: boolean }>('/admin/v1/composition/queue', { status, page, pageSize: 20 }), [status, page])
  const act = useAction()
  const [printing, setPrinting] = useState<CompositionCard | null>(null)
  const [rejecting, setRejecting] = useState<CompositionCard | null>(null)
  const [day, setDay] = useState<Dayjs | null>(dayjs())
  const [fee, setFee] = useState<number | null>(100)
  const [reason, setReason] = useState('')
  const decide = (id: number, body: Record<string, unknown>) => act(() => post('/admin/v1/composition/decide', { id, ...body }), () => {
    setPrinting(null)
    setRejecting(null)
    setReason('')
    works.reload()
  })
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>作文</Typography.Title>
      <Select aria-label="作文状态" value={status} onChange={v => { setStatus(v); setPage(1) }} style={{ width: 200, marginBottom: 12 }} options={Object.entries(STATES).map(([value, label]) => ({ value, label }))} />
      {works.error && <Alert type="error" message={works.error} />}
      <Table<CompositionCard> rowKey="id" loading={!works.data && !works.error} dataSource={works.data?.list ?? []} pagination={false} locale={{ emptyText: '没有作文' }} columns={[
        { title: '作文', render: (_, c) => <>《{c.title}》<Tag>{c.genre}</Tag><div><Typography.Text type="secondary">{c.summary}</Typography.Text></div></> },
        { title: '作者', width: 200, render: (_, c) => <>{c.penName}<div>{c.school.name} · {c.grade}</div></> },
        { title: '得分', width: 70, render: (_, c) => c.score ?? '—' },
        { title: '时间', dataIndex: 'time', width: 150 },
        { title: '', width: 170, render: (_, c) => (
          <Space>
            {c.status === 'reviewed' && <Button size="small" type="primary" onClick={() => decide(c.id, { action: 'recommend' })}>推荐</Button>}
            {c.status === 'recommended' && <Button size="small" type="primary" onClick={() => setPrinting(c)}>见报</Button>}
            {c.status !== 'submitted' && <Button size="small" danger onClick={() => setRejecting(c)}>退回</Button>}
          </Space>
        ) },
      ]} />
      <Pager page={page} hasMore={!!works.data?.hasMore} onPage={setPage} />
      <Modal title={`《${printing?.title ?? ''}》见报`} open={!!printing} okText="见报" cancelText="取消" okButtonProps={{ disabled: !day }}
        onOk={() => printing && day && decide(printing.id, { action: 'print', date: day.format('YYYY-MM-DD'), fee: fee ?? 0 })} onCancel={() => setPrinting(null)}>
        <Space direction="vertical">
          <DatePicker aria-label="见报日期" value={day} onChange={setDay} />
          <Space><span>稿费（元）</span><InputNumber aria-label="稿费" min={0} max={2000} value={fee} onChange={setFee} /></Space>
        </Space>
      </Modal>
      <Modal title={`退回《${rejecting?.title ?? ''}》`} open={!!rejecting} okText="退回" cancelText="取消" okButtonProps={{ danger: true, disabled: !reason.trim() }}
        onOk={() => rejecting && decide(rejecting.id, { action: 'reject', reason })} onCancel={() => setRejecting(null)}>
        <Input.TextArea aria-label="退回原因" rows={3} maxLength={200} showCount placeholder="请填写原因（学生会看到）" value={reason} onChange={e => setReason(e.target.value)} />
      </Modal>
    </>
  )
}
