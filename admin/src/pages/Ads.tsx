// The detail pages' ads: each ad's slot, picture and link, and where it shows — every column except those
// excluded, or only those listed (a story's own switch can still hide ads on it). An ad is taken down, not
// deleted; readers see a change at once.
import { useState } from 'react'
import { Alert, Button, Drawer, Form, Input, InputNumber, Radio, Select, Space, Switch, Table, Tag, Typography } from 'antd'
import { AD_LIMITS, AD_SLOTS, AD_SLOT_ORDER, type AdInput, type AdRecord } from '../../../types/api/admin'
import { get, post } from '../api'
import { useAction, useLoaded } from '../parts/hooks'
import { CoverPicker } from '../parts/MediaPicker'
import { sitePath } from '../parts/BodyEditor'
import { TAG } from '../parts/format'

interface Column { id: number; name: string }

/** the form's fields: the picture as the picker keeps it (a list of one) */
type AdForm = Omit<AdInput, 'image' | 'id'> & { image: string[] }

export default function AdsPage() {
  const ads = useLoaded(() => get<AdRecord[]>('/admin/v1/ads'), [])
  const places = useLoaded(() => get<{ columns: Column[] }>('/admin/v1/stories/places'), [])
  const [editing, setEditing] = useState<AdRecord | 'new' | null>(null)
  const columns = places.data?.columns ?? []
  const names = (ids: number[]) => ids.map(id => columns.find(c => c.id === id)?.name ?? `#${id}`).join('、')
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>广告</Typography.Title>
      <Typography.Paragraph type="secondary">稿件详情页的广告。稿件可以在编辑时设为“不显示广告”。</Typography.Paragraph>
      <Button type="primary" style={{ marginBottom: 12 }} onClick={() => setEditing('new')}>添加广告</Button>
      {(ads.error || places.error) && <Alert type="error" message={ads.error || places.error} />}
      <Table<AdRecord> rowKey="id" loading={!ads.data && !ads.error} dataSource={ads.data ?? []} pagination={false} locale={{ emptyText: '还没有广告' }} columns={[
        { title: '广告', render: (_, a) => <>{a.title}<div><Typography.Text type="secondary">{a.url}</Typography.Text></div></> },
        { title: '位置', width: 110, render: (_, a) => AD_SLOTS[a.type] ?? a.type },
        { title: '投放', render: (_, a) => (a.everywhere ? (a.excluded.length ? `全部栏目，除了${names(a.excluded)}` : '全部栏目') : names(a.listed)) },
        { title: '排序', dataIndex: 'sort', width: 70 },
        { title: '状态', width: 90, render: (_, a) => (a.shown ? <Tag color={TAG.green}>投放中</Tag> : <Tag>已下线</Tag>) },
        { title: '', width: 80, render: (_, a) => <Button aria-label={`编辑 ${a.title}`} onClick={() => setEditing(a)}>编辑</Button> },
      ]} />
      {editing && <AdEditor ad={editing === 'new' ? null : editing} columns={columns} onClose={saved => { setEditing(null); if (saved) ads.reload() }} />}
    </>
  )
}

function AdEditor({ ad, columns, onClose }: { ad: AdRecord | null; columns: Column[]; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<AdForm>()
  const act = useAction()
  const [busy, setBusy] = useState(false)
  const everywhere = Form.useWatch('everywhere', form) ?? ad?.everywhere ?? true
  const initial: AdForm = ad
    ? { ...ad, image: ad.image ? [sitePath(ad.image)] : [] }
    : { type: 5, title: '', url: '', image: [], everywhere: true, listed: [], excluded: [], sort: 0, shown: true }
  const save = async () => {
    const v = await form.validateFields()
    setBusy(true)
    const input: AdInput = {
      ...(ad ? { id: ad.id } : {}), type: v.type, title: v.title, url: v.url, image: v.image[0] ?? '', everywhere: v.everywhere,
      listed: v.everywhere ? [] : v.listed ?? [], excluded: v.everywhere ? v.excluded ?? [] : [], sort: v.sort ?? 0, shown: v.shown,
    }
    const done = await act(() => post<AdRecord>('/admin/v1/ads/save', input))
    setBusy(false)
    if (done) onClose(true)
  }
  const options = columns.map(c => ({ value: c.id, label: c.name }))
  return (
    <Drawer title={ad ? `编辑：${ad.title}` : '添加广告'} open onClose={() => onClose(false)} width={560}
      extra={<Button type="primary" loading={busy} onClick={() => void save()}>{ad ? '保存' : '添加'}</Button>}>
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item label="广告名称" name="title" rules={[{ required: true, whitespace: true, max: AD_LIMITS.title, message: `请填写广告名称（不超过${AD_LIMITS.title}个字）` }]}><Input maxLength={AD_LIMITS.title} /></Form.Item>
        <Form.Item label="位置" name="type">
          <Radio.Group options={AD_SLOT_ORDER.map(value => ({ value, label: AD_SLOTS[value] }))} />
        </Form.Item>
        <Form.Item label="广告图片" name="image" rules={[{ validator: (_, v: string[]) => (v?.length ? Promise.resolve() : Promise.reject(new Error('请上传广告图片'))) }]}><CoverPicker max={1} label="广告图片" /></Form.Item>
        <Form.Item label="点击后打开" name="url" extra="本站地址（以 / 开头）或 http(s) 网址"
          rules={[{ required: true, pattern: /^(\/(?!\/)|https?:\/\/)/, message: '链接须是本站地址（以 / 开头）或 http(s) 网址' }]}><Input maxLength={1000} placeholder="https://" /></Form.Item>
        <Form.Item label="投放范围" name="everywhere">
          <Radio.Group options={[{ value: true, label: '全部栏目' }, { value: false, label: '只在选定的栏目' }]} />
        </Form.Item>
        {everywhere
          ? <Form.Item label="不在这些栏目投放（可不选）" name="excluded"><Select mode="multiple" aria-label="不投放的栏目" options={options} optionFilterProp="label" maxCount={AD_LIMITS.targets} /></Form.Item>
          : <Form.Item label="投放的栏目" name="listed" rules={[{ required: true, type: 'array', min: 1, message: '请选择投放的栏目，或选择全部栏目' }]}><Select mode="multiple" aria-label="投放的栏目" options={options} optionFilterProp="label" maxCount={AD_LIMITS.targets} /></Form.Item>}
        <Space size="large" wrap>
          <Form.Item label="排序" name="sort" extra="同一位置小的在前" rules={[{ required: true, type: 'integer', min: 0, max: AD_LIMITS.sort, message: `排序须是0到${AD_LIMITS.sort}的整数` }]}><InputNumber precision={0} style={{ width: 120 }} /></Form.Item>
          <Form.Item label="投放中" name="shown" valuePropName="checked"><Switch /></Form.Item>
        </Space>
      </Form>
    </Drawer>
  )
}
