// 问政: a department's inbox (what is open, soonest due first; what is past its limit; everything), each
// question opened beside it with its history, to accept, decline, start and answer; and for the newsroom,
// every department's answering with what is open, near and past its limit.
import { useCallback, useEffect, useState } from 'react'
import { Alert, App, Button, Drawer, Input, Select, Space, Table, Tabs, Tag, Timeline, Typography } from 'antd'
import type { DepartmentSummary, InboxItem, PoliticsDetail } from '../../../types/api/politics'
import { get, post, problem } from '../api'
import { can, useSession } from '../session'
import { TAG, when } from '../parts/format'

export default function Politics() {
  const { me } = useSession()
  const tabs = [
    ...(me.departments.length > 0 || can(me) ? [{ key: 'inbox', label: '部门收件箱', children: <Inbox /> }] : []),
    ...(can(me, 'editor', 'moderator') ? [{ key: 'overview', label: '各部门办理情况', children: <Overview /> }] : []),
  ]
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>问政</Typography.Title>
      <Tabs items={tabs} />
    </>
  )
}

function Inbox() {
  const { me } = useSession()
  const [filter, setFilter] = useState<'open' | 'overdue' | 'all'>('open')
  const [departmentId, setDepartmentId] = useState<number | undefined>(me.departments[0]?.id)
  const [rows, setRows] = useState<InboxItem[] | null>(null)
  const [error, setError] = useState('')
  const [open, setOpen] = useState<number | null>(null)
  const load = useCallback(() => {
    setRows(null)
    get<{ items: InboxItem[] }>('/admin/v1/politics/inbox', { filter, departmentId, pageSize: 40 }).then(r => setRows(r.items), err => setError(problem(err)))
  }, [filter, departmentId])
  useEffect(load, [load])
  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        {me.departments.length > 1 && <Select aria-label="部门" style={{ width: 200 }} value={departmentId} onChange={setDepartmentId} options={me.departments.map(d => ({ value: d.id, label: d.name }))} />}
        <Select aria-label="范围" style={{ width: 140 }} value={filter} onChange={setFilter} options={[{ value: 'open', label: '待办理' }, { value: 'overdue', label: '已超期' }, { value: 'all', label: '全部' }]} />
      </Space>
      {error && <Alert type="error" message={error} />}
      <Table<InboxItem> rowKey="id" loading={rows === null} dataSource={rows ?? []} pagination={false}
        locale={{ emptyText: filter === 'open' ? '没有待办理的问题' : filter === 'overdue' ? '没有超期的问题' : '还没有问题' }}
        columns={[
          { title: '问题', render: (_, r) => <><a href={`#q${r.id}`} onClick={e => { e.preventDefault(); setOpen(r.id) }}>{r.title}</a><div><Typography.Text type="secondary">{r.excerpt}</Typography.Text></div></> },
          { title: '部门', width: 140, render: (_, r) => r.department.name },
          { title: '状态', width: 110, render: (_, r) => <Tag color={r.overdue ? TAG.red : undefined}>{r.status}{r.overdue ? ' · 超期' : ''}</Tag> },
          { title: '办理时限', width: 150, render: (_, r) => when(r.deadline) },
          { title: '提问时间', width: 150, render: (_, r) => when(r.createdAt) },
        ]} />
      <Question id={open} onClose={() => setOpen(null)} onChanged={load} />
    </>
  )
}

function Question({ id, onClose, onChanged }: { id: number | null; onClose: () => void; onChanged: () => void }) {
  const { message } = App.useApp()
  const [q, setQ] = useState<PoliticsDetail | null>(null)
  const [reply, setReply] = useState('')
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const load = useCallback(() => {
    if (id === null) return
    get<PoliticsDetail>('/v1/bangbang/wenzheng/getDetail', { id }).then(setQ, err => void message.error(problem(err)))
  }, [id, message])
  useEffect(() => { setQ(null); setReply(''); setReason(''); load() }, [load])
  const act = async (url: string, body: Record<string, unknown>) => {
    setBusy(true)
    try {
      void message.success((await post(url, { id, ...body })).message)
      setReply('')
      load()
      onChanged()
    } catch (err) {
      void message.error(problem(err))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Drawer open={id !== null} onClose={onClose} width={640} title={q?.header.title ?? '问题'}>
      {q && (
        <>
          <p><Tag>{q.header.status}</Tag>{q.overdue && <Tag color={TAG.red}>超期</Tag>}{q.deadline && <>办理时限 {q.deadline}</>}</p>
          <p style={{ whiteSpace: 'pre-wrap' }}>{q.header.content}</p>
          <Typography.Text type="secondary">{q.header.nickname} · {q.header.time}{q.header.region ? ` · ${q.header.region}` : ''}</Typography.Text>
          <Typography.Title level={2} style={{ fontSize: 15, marginTop: 16 }}>办理记录</Typography.Title>
          <Timeline items={q.events.map(e => ({ children: `${e.time} ${e.actor}：${e.status}${e.note ? `（${e.note}）` : ''}` }))} />
          {q.replies.length > 0 && <Typography.Title level={2} style={{ fontSize: 15 }}>答复</Typography.Title>}
          {q.replies.map(r => <p key={r.id} style={{ whiteSpace: 'pre-wrap' }}>{r.content}<br /><Typography.Text type="secondary">{r.time}</Typography.Text></p>)}
          {q.can.handle && (
            <Space direction="vertical" style={{ width: '100%', marginTop: 8 }}>
              <Space wrap>
                {q.statusCode === 'pending' && <Button type="primary" disabled={busy} onClick={() => act('/v1/bangbang/wenzheng/handle', { action: 'accept' })}>受理</Button>}
                <Button disabled={busy} onClick={() => act('/v1/bangbang/wenzheng/handle', { action: 'start' })}>开始办理</Button>
                <Button danger disabled={busy || !reason.trim()} onClick={() => act('/v1/bangbang/wenzheng/handle', { action: 'out_of_scope', reason })}>非本部门职责</Button>
                <Button danger disabled={busy || !reason.trim()} onClick={() => act('/v1/bangbang/wenzheng/handle', { action: 'refuse', reason })}>不予受理</Button>
              </Space>
              <Input aria-label="不予受理或非职责的理由" placeholder="不予受理或非职责的理由（告知提问者）" maxLength={500} value={reason} onChange={e => setReason(e.target.value)} />
            </Space>
          )}
          {q.can.reply && (
            <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
              <Input.TextArea aria-label="答复内容" rows={5} maxLength={5000} showCount placeholder="答复内容，提问者和读者都能看到" value={reply} onChange={e => setReply(e.target.value)} />
              <Button type="primary" disabled={busy || !reply.trim()} onClick={() => act('/v1/bangbang/wenzheng/reply', { content: reply })}>答复</Button>
            </Space>
          )}
        </>
      )}
    </Drawer>
  )
}

type OverviewRow = DepartmentSummary & { open: number; dueSoon: number; overdue: number }

function Overview() {
  const [rows, setRows] = useState<OverviewRow[] | null>(null)
  const [error, setError] = useState('')
  useEffect(() => { get<OverviewRow[]>('/admin/v1/politics/overview').then(setRows, err => setError(problem(err))) }, [])
  const pct = (n: number) => `${Math.round(n * 1000) / 10}%`
  return (
    <>
      {error && <Alert type="error" message={error} />}
      <Table<OverviewRow> rowKey="id" loading={rows === null} dataSource={rows ?? []} pagination={false} columns={[
        { title: '部门', dataIndex: 'name' },
        { title: '收到', dataIndex: 'questionNum', width: 80 },
        { title: '待办理', dataIndex: 'open', width: 80 },
        { title: '一天内到期', dataIndex: 'dueSoon', width: 100 },
        { title: '已超期', width: 80, render: (_, r) => <span style={r.overdue ? { color: '#c8161d', fontWeight: 600 } : undefined}>{r.overdue}</span> },
        { title: '答复率', width: 90, render: (_, r) => pct(r.replyRate) },
        { title: '平均答复用时', width: 120, render: (_, r) => (r.avgReplyHours === null ? '—' : `${r.avgReplyHours} 小时`) },
        { title: '满意度', width: 90, render: (_, r) => (r.satisfaction === null ? '—' : `${r.satisfaction} / 5（${r.ratingNum}）`) },
      ]} />
    </>
  )
}
