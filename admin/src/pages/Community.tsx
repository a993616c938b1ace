// 社区 for administrators: each community with its workers (网格员, 社区书记 …), who answer its posts in its
// name; a reader appointed by their phone number with a title, a worker dismissed back to resident.
import { useState } from 'react'
import { Alert, Button, Card, Input, List, Popconfirm, Space, Typography } from 'antd'
import type { CommunityWorkers } from '../../../types/api/admin'
import { get, post } from '../api'
import { useAction, useLoaded } from '../parts/hooks'

export default function Community() {
  const communities = useLoaded(() => get<CommunityWorkers[]>('/admin/v1/community/workers'), [])
  const act = useAction()
  const [phone, setPhone] = useState<Record<number, string>>({})
  const [title, setTitle] = useState<Record<number, string>>({})
  const appoint = (c: CommunityWorkers) => act(() => post('/admin/v1/community/appoint', { phone: (phone[c.id] ?? '').trim(), communityId: c.id, title: (title[c.id] ?? '').trim() }), () => {
    setPhone(p => ({ ...p, [c.id]: '' }))
    setTitle(t => ({ ...t, [c.id]: '' }))
    communities.reload()
  })
  const dismiss = (userId: number) => act(() => post('/admin/v1/community/dismiss', { userId }), communities.reload)
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>社区工作人员</Typography.Title>
      <Typography.Paragraph type="secondary">工作人员以社区的名义回复本社区居民的帖子。任命一位读者会把他移到这个社区；免职后他仍是这个社区的居民。</Typography.Paragraph>
      {communities.error && <Alert type="error" message={communities.error} />}
      {!communities.data && !communities.error && <Card loading />}
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {(communities.data ?? []).map(c => (
          <Card key={c.id} title={<>{c.name} <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>{c.district} · {c.members} 位居民</Typography.Text></>}>
            <List size="small" locale={{ emptyText: '还没有工作人员' }} dataSource={c.workers} renderItem={w => (
              <List.Item actions={[
                <Popconfirm key="dismiss" title={`免去${w.nickname}的${w.title}职务？`} okText="免职" cancelText="取消" okButtonProps={{ danger: true }} onConfirm={() => dismiss(w.userId)}>
                  <Button size="small" danger>免职</Button>
                </Popconfirm>,
              ]}>
                <List.Item.Meta title={`${w.nickname}（${w.title}）`} description={`${w.phone} · ${w.since} 起`} />
              </List.Item>
            )} />
            <Space.Compact style={{ marginTop: 12 }}>
              <Input aria-label={`${c.name}：读者手机号`} placeholder="读者手机号" maxLength={11} style={{ width: 160 }} value={phone[c.id] ?? ''} onChange={e => setPhone(p => ({ ...p, [c.id]: e.target.value }))} />
              <Input aria-label={`${c.name}：职务`} placeholder="职务，如 网格员" maxLength={16} style={{ width: 180 }} value={title[c.id] ?? ''} onChange={e => setTitle(t => ({ ...t, [c.id]: e.target.value }))} />
              <Button type="primary" disabled={!(phone[c.id] ?? '').trim() || !(title[c.id] ?? '').trim()} onClick={() => appoint(c)}>任命</Button>
            </Space.Compact>
          </Card>
        ))}
      </Space>
    </>
  )
}
