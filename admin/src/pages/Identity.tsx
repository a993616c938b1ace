// 身份认证 applications for administrators: who asks to be what (a journalist, an expert, a teacher of a
// school …), with their proof; approved or rejected with a reason, the reader told either way.
import { useState } from 'react'
import { Alert, Button, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd'
import type { IdentityApplication } from '../../../types/api/identity'
import { get, post } from '../api'
import { useAction, useLoaded } from '../parts/hooks'
import { TAG } from '../parts/format'

const STATES = { pending: '待审核', approved: '已通过', rejected: '已驳回' } as const

export default function Identity() {
  const [status, setStatus] = useState<keyof typeof STATES>('pending')
  const [rejecting, setRejecting] = useState<IdentityApplication | null>(null)
  const [reason, setReason] = useState('')
  const applications = useLoaded(() => get<{ items: IdentityApplication[] }>('/admin/v1/identity/applications', { status, pageSize: 40 }), [status])
  const act = useAction()
  const rows = applications.data?.items ?? null
  const error = applications.error
  const decide = (a: IdentityApplication, decision: 'approve' | 'reject') =>
    act(() => post('/admin/v1/identity/decide', { id: a.id, decision, reason: decision === 'reject' ? reason : '' }), () => {
      setRejecting(null)
      setReason('')
      applications.reload()
    })
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>身份认证</Typography.Title>
      <Select aria-label="审核状态" value={status} onChange={setStatus} style={{ width: 140, marginBottom: 12 }} options={Object.entries(STATES).map(([value, label]) => ({ value, label }))} />
      {error && <Alert type="error" message={error} />}
      <Table<IdentityApplication> rowKey="id" loading={!rows && !error} dataSource={rows ?? []} pagination={false} locale={{ emptyText: `没有${STATES[status]}的申请` }} columns={[
        { title: '申请人', width: 160, render: (_, a) => <>{a.realName}<div><Typography.Text type="secondary">读者 #{a.userId}</Typography.Text></div></> },
        { title: '身份', width: 160, render: (_, a) => <><Tag>{a.userType}</Tag>{a.schoolName && <div>{a.schoolName}</div>}</> },
        { title: '职务与简介', render: (_, a) => <>{a.job}<div style={{ whiteSpace: 'pre-wrap' }}>{a.introduction}</div></> },
        { title: '证明', width: 220, render: (_, a) => <div style={{ whiteSpace: 'pre-wrap' }}>{a.proof}</div> },
        { title: '提交', dataIndex: 'time', width: 150 },
        { title: '', width: 150, render: (_, a) => (a.status === 'pending' ? (
          <Space>
            <Button size="small" type="primary" onClick={() => decide(a, 'approve')}>通过</Button>
            <Button size="small" danger onClick={() => setRejecting(a)}>驳回</Button>
          </Space>
        ) : <>{a.status === 'rejected' ? <Tag color={TAG.red}>已驳回</Tag> : <Tag color={TAG.green}>已通过</Tag>}{a.reason && <div>{a.reason}</div>}</>) },
      ]} />
      <Modal title={`驳回 ${rejecting?.realName ?? ''} 的申请`} open={!!rejecting} okText="驳回" cancelText="取消" okButtonProps={{ danger: true, disabled: !reason.trim() }}
        onOk={() => rejecting && decide(rejecting, 'reject')} onCancel={() => setRejecting(null)}>
        <Input.TextArea aria-label="驳回原因" rows={3} maxLength={200} showCount placeholder="请填写驳回原因（申请人会看到）" value={reason} onChange={e => setReason(e.target.value)} />
      </Modal>
    </>
  )
}
