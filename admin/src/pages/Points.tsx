// 积分规则 for administrators: what each action earns (points, growth), how often a day, on or off; each
// change takes effect at once and is in the audit log.
import { useState } from 'react'
import { Alert, Button, InputNumber, Switch, Table, Typography } from 'antd'
import type { StaffPointRule } from '../../../types/api/points'
import { get, post } from '../api'
import { useAction, useLoaded } from '../parts/hooks'

export default function Points() {
  const rules = useLoaded(() => get<StaffPointRule[]>('/admin/v1/points/rules'), [])
  const act = useAction()
  const [edits, setEdits] = useState<Record<string, Partial<StaffPointRule>>>({})
  const value = (r: StaffPointRule) => ({ ...r, ...edits[r.key] })
  const edit = (key: string, change: Partial<StaffPointRule>) => setEdits(e => ({ ...e, [key]: { ...e[key], ...change } }))
  const save = (r: StaffPointRule) => {
    const v = value(r)
    return act(() => post('/admin/v1/points/rules', { key: r.key, points: v.points, growth: v.growth, dailyCap: v.dailyCap, enabled: v.enabled }), () => {
      setEdits(e => ({ ...e, [r.key]: {} }))
      rules.reload()
    })
  }
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>积分规则</Typography.Title>
      {rules.error && <Alert type="error" message={rules.error} />}
      <Table<StaffPointRule> rowKey="key" loading={!rules.data && !rules.error} dataSource={rules.data ?? []} pagination={false} columns={[
        { title: '规则', render: (_, r) => <>{r.title}<div><Typography.Text type="secondary">{r.description}</Typography.Text></div></> },
        { title: '积分', width: 110, render: (_, r) => <InputNumber aria-label={`${r.title}的积分`} min={0} max={1000} value={value(r).points} onChange={v => edit(r.key, { points: v ?? 0 })} /> },
        { title: '成长值', width: 110, render: (_, r) => <InputNumber aria-label={`${r.title}的成长值`} min={0} max={1000} value={value(r).growth} onChange={v => edit(r.key, { growth: v ?? 0 })} /> },
        { title: '每日上限', width: 110, render: (_, r) => <InputNumber aria-label={`${r.title}的每日上限`} min={1} max={1000} value={value(r).dailyCap} onChange={v => edit(r.key, { dailyCap: v ?? 1 })} /> },
        { title: '启用', width: 80, render: (_, r) => <Switch aria-label={`启用${r.title}`} checked={value(r).enabled} onChange={v => edit(r.key, { enabled: v })} /> },
        { title: '', width: 90, render: (_, r) => <Button size="small" type="primary" disabled={!edits[r.key] || Object.keys(edits[r.key]).length === 0} onClick={() => save(r)}>保存</Button> },
      ]} />
    </>
  )
}
