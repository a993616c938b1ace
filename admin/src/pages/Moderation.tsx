// One queue for moderators: what readers reported (one entry per thing, its reasons tallied) and what the
// word list held for a person to judge, each with its context; decide one or many at once.
import { useState } from 'react'
import { Alert, Button, Input, Space, Table, Tabs, Tag, Typography } from 'antd'
import type { QueueItem, ReportedThing } from '../../../types/api/admin'
import { get, post } from '../api'
import { when } from '../parts/format'
import { useEach, useLoaded } from '../parts/hooks'

const KIND_NAMES: Record<string, string> = {
  comment: '新闻评论', bang: '帮帮评论', 'bang-comment': '帮帮评论', quan: '发现帖子', 'discover-post': '发现帖子', essay: '作文', composition: '作文', topic: '发现话题',
  news: '新闻稿件', politics: '问政', 'qa-question': '问答提问', 'qa-answer': '问答回答', 'bang-post': '社区帖子',
}
const kindName = (k: string) => KIND_NAMES[k] ?? k

export default function Moderation() {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>审核队列</Typography.Title>
      <Tabs items={[
        { key: 'reports', label: '读者举报', children: <Reports /> },
        { key: 'held', label: '待审内容', children: <HeldItems /> },
      ]} />
    </>
  )
}

function Reports() {
  const reports = useLoaded(() => get<{ items: ReportedThing[] }>('/admin/v1/moderation/reports', { pageSize: 40 }), [])
  const items = reports.data?.items ?? null
  const error = reports.error
  const [selected, setSelected] = useState<string[]>([])
  const { busy, run } = useEach()
  const keyOf = (r: ReportedThing) => `${r.kind}:${r.targetId}`

  const handle = (things: ReportedThing[], outcome: 'hide' | 'dismiss') => run(things,
    t => post('/admin/v1/moderation/reports/handle', { kind: t.kind, targetId: t.targetId, outcome }),
    t => `${kindName(t.kind)}「${t.text.slice(0, 12)}」`,
    n => `${outcome === 'hide' ? '已隐藏' : '已忽略'} ${n} 条`,
    () => { setSelected([]); reports.reload() })
  const chosen = (items ?? []).filter(i => selected.includes(keyOf(i)))

  return (
    <>
      {error && <Alert type="error" message={error} />}
      <Space style={{ marginBottom: 12 }}>
        <Button danger disabled={!chosen.length || chosen.some(c => !c.hideAs) || busy} onClick={() => handle(chosen, 'hide')}>隐藏所选（{chosen.length}）</Button>
        <Button disabled={!chosen.length || busy} onClick={() => handle(chosen, 'dismiss')}>忽略所选</Button>
      </Space>
      <Table<ReportedThing>
        rowKey={keyOf}
        loading={!items && !error}
        dataSource={items ?? []}
        pagination={false}
        locale={{ emptyText: '没有待处理的举报' }}
        rowSelection={{ selectedRowKeys: selected, onChange: keys => setSelected(keys as string[]), getCheckboxProps: r => ({ 'aria-label': `选择：${r.text.slice(0, 20)}` }) }}
        columns={[
          { title: '内容', render: (_, r) => (
            <>
              <div>{r.text || '（无文字）'}</div>
              {r.storyTitle && <Typography.Text type="secondary">所在稿件：{r.storyTitle}</Typography.Text>}
            </>
          ) },
          { title: '类型', width: 100, render: (_, r) => kindName(r.kind) },
          { title: '举报', width: 200, render: (_, r) => <>{r.reports} 人 · {r.reasons.map(x => <Tag key={x.reason}>{x.reason} {x.count}</Tag>)}</> },
          { title: '最近举报', width: 150, render: (_, r) => when(r.lastAt) },
          { title: '处理', width: 150, render: (_, r) => (
            <Space>
              {r.hideAs ? <Button size="small" danger disabled={busy} onClick={() => handle([r], 'hide')}>隐藏</Button> : <Typography.Text type="secondary">由编辑处理</Typography.Text>}
              <Button size="small" disabled={busy} onClick={() => handle([r], 'dismiss')}>忽略</Button>
            </Space>
          ) },
        ]}
      />
    </>
  )
}

function HeldItems() {
  const held = useLoaded(() => get<{ items: QueueItem[] }>('/admin/v1/moderation/queue', { status: 'held', pageSize: 40 }), [])
  const items = held.data?.items ?? null
  const error = held.error
  const [selected, setSelected] = useState<number[]>([])
  const [reason, setReason] = useState('')
  const { busy, run } = useEach()

  const decide = (ids: number[], decision: 'approve' | 'reject') => run(ids,
    id => post('/admin/v1/moderation/decide', { id, decision, reason }),
    id => `第 ${id} 条`,
    n => `${decision === 'approve' ? '已通过' : '已驳回'} ${n} 条`,
    () => { setSelected([]); held.reload() })

  return (
    <>
      {error && <Alert type="error" message={error} />}
      <Space style={{ marginBottom: 12 }} wrap>
        <Button type="primary" disabled={!selected.length || busy} onClick={() => decide(selected, 'approve')}>通过所选（{selected.length}）</Button>
        <Button danger disabled={!selected.length || busy} onClick={() => decide(selected, 'reject')}>驳回所选</Button>
        <Input aria-label="驳回理由" placeholder="驳回理由（选填，告知作者）" maxLength={200} style={{ width: 280 }} value={reason} onChange={e => setReason(e.target.value)} />
      </Space>
      <Table<QueueItem>
        rowKey="id"
        loading={!items && !error}
        dataSource={items ?? []}
        pagination={false}
        locale={{ emptyText: '没有待审内容' }}
        rowSelection={{ selectedRowKeys: selected, onChange: keys => setSelected(keys as number[]), getCheckboxProps: r => ({ 'aria-label': `选择：${r.excerpt.slice(0, 20)}` }) }}
        columns={[
          { title: '内容', dataIndex: 'excerpt' },
          { title: '类型', width: 100, render: (_, r) => kindName(r.kind) },
          { title: '原因', width: 200, render: (_, r) => r.reasons.map(x => <Tag key={x}>{x}</Tag>) },
          { title: '提交时间', width: 150, render: (_, r) => when(r.createdAt) },
          { title: '处理', width: 150, render: (_, r) => (
            <Space>
              <Button size="small" type="primary" disabled={busy} onClick={() => decide([r.id], 'approve')}>通过</Button>
              <Button size="small" danger disabled={busy} onClick={() => decide([r.id], 'reject')}>驳回</Button>
            </Space>
          ) },
        ]}
      />
    </>
  )
}
