// The newsroom's stories: narrowed by state, column and title, newest change first; a story opens in the editor.
import { useState } from 'react'
import { Alert, Button, Input, Select, Space, Table, Tag, Typography } from 'antd'
import { STORY_KIND_NAMES, STORY_STATES, STORY_STATE_NAMES, type StoryListItem, type StoryState } from '../../../types/api/admin'
import { get } from '../api'
import { Pager, useLoaded } from '../parts/hooks'
import { navigate } from '../router'
import { STATE_COLORS, when, type Places } from '../parts/format'

const PAGE_SIZE = 20

export default function Stories() {
  const [state, setState] = useState<StoryState | undefined>()
  const [columnId, setColumnId] = useState<number | undefined>()
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const { data: rows, error } = useLoaded(() => get<{ items: StoryListItem[]; hasMore: boolean }>('/admin/v1/stories', { state, columnId, q, page, pageSize: PAGE_SIZE }), [state, columnId, q, page])
  const { data: places } = useLoaded(() => get<Places>('/admin/v1/stories/places'), [])

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>稿件</Typography.Title>
        <Button type="primary" onClick={() => navigate('/stories/new')}>写稿</Button>
      </Space>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select aria-label="状态" placeholder="全部状态" allowClear style={{ width: 140 }} value={state} onChange={v => { setState(v); setPage(1) }}
          options={STORY_STATES.map(s => ({ value: s, label: STORY_STATE_NAMES[s] }))} />
        <Select aria-label="栏目" placeholder="全部栏目" allowClear showSearch optionFilterProp="label" style={{ width: 200 }} value={columnId}
          onChange={v => { setColumnId(v); setPage(1) }} options={places?.columns.map(c => ({ value: c.id, label: c.name })) ?? []} />
        <Input.Search aria-label="标题搜索" placeholder="标题里的字" allowClear maxLength={60} style={{ width: 240 }} onSearch={v => { setQ(v.trim()); setPage(1) }} />
      </Space>
      {error && <Alert type="error" message={error} style={{ marginBottom: 16 }} />}
      <Table<StoryListItem>
        rowKey="id"
        loading={!rows && !error}
        dataSource={rows?.items ?? []}
        locale={{ emptyText: q || state || columnId ? '没有符合条件的稿件' : '还没有稿件' }}
        pagination={false}
        columns={[
          { title: '标题', dataIndex: 'title', render: (t: string, r) => <a href={`/admin/stories/${r.id}`} onClick={e => { e.preventDefault(); navigate(`/stories/${r.id}`) }}>{t}</a> },
          { title: '类型', dataIndex: 'kind', width: 70, render: (k: StoryListItem['kind']) => STORY_KIND_NAMES[k] },
          { title: '状态', dataIndex: 'state', width: 100, render: (s: StoryState) => <Tag color={STATE_COLORS[s]}>{STORY_STATE_NAMES[s]}</Tag> },
          { title: '栏目', dataIndex: 'columnName', width: 120 },
          { title: '最后修改', width: 190, render: (_, r) => <>{when(r.updatedAt)}{r.updatedBy ? ` · ${r.updatedBy}` : ''}</> },
          { title: '发布 / 定时', width: 150, render: (_, r) => (r.state === 'scheduled' ? `定时 ${when(r.scheduledAt)}` : r.state === 'published' ? when(r.publishTime) : '') },
        ]}
      />
      <Pager page={page} hasMore={!!rows?.hasMore} onPage={setPage} />
    </>
  )
}
