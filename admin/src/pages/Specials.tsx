// Specials (专题): a special page with its category tabs, reached from its entry in the channels' lists and
// from /Special. Editors add and change specials (name, picture, introduction, order), their categories (named,
// ordered, added; removed while empty) and the channels whose lists carry the entry, and show or hide them;
// readers see it at once. A category's stories are filed in the story editor (its 栏目: 专题名·分类).
import { useState } from 'react'
import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Space, Switch, Table, Tag, Typography } from 'antd'
import { SPECIAL_LIMITS, type SpecialInput, type StaffSpecial } from '../../../types/api/topics'
import { get, post } from '../api'
import { useAction, useLoaded } from '../parts/hooks'
import { CoverPicker, shown } from '../parts/MediaPicker'
import { sitePath } from '../parts/BodyEditor'
import { TAG } from '../parts/format'

type SpecialForm = Omit<SpecialInput, 'id' | 'image'> & { image: string[] }

export default function SpecialsPage() {
  const specials = useLoaded(() => get<StaffSpecial[]>('/admin/v1/specials'), [])
  const places = useLoaded(() => get<{ channels: { id: number; name: string }[] }>('/admin/v1/stories/places'), [])
  const [editing, setEditing] = useState<StaffSpecial | 'new' | null>(null)
  const channelName = (id: number) => places.data?.channels.find(c => c.id === id)?.name ?? `#${id}`
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>专题</Typography.Title>
      <Button type="primary" style={{ marginBottom: 12 }} onClick={() => setEditing('new')}>添加专题</Button>
      {(specials.error || places.error) && <Alert type="error" message={specials.error || places.error} />}
      <Table<StaffSpecial> rowKey="id" loading={!specials.data && !specials.error} dataSource={specials.data ?? []} pagination={false} locale={{ emptyText: '还没有专题' }} columns={[
        { title: '', width: 96, render: (_, s) => (s.image ? <img src={shown(s.image)} alt="" width={80} height={45} style={{ objectFit: 'cover', display: 'block' }} /> : null) },
        { title: '专题', render: (_, s) => <>{s.title}<div><Typography.Text type="secondary">{s.intro}</Typography.Text></div></> },
        { title: '分类', render: (_, s) => s.categories.map(c => <Tag key={c.id}>{c.name}（{c.stories}）</Tag>) },
        { title: '入口所在频道', width: 140, render: (_, s) => (s.channelIds.length ? s.channelIds.map(channelName).join('、') : '—') },
        { title: '排序', dataIndex: 'order', width: 70 },
        { title: '状态', width: 90, render: (_, s) => (s.shown ? <Tag color={TAG.green}>显示中</Tag> : <Tag>已隐藏</Tag>) },
        { title: '', width: 80, render: (_, s) => <Button aria-label={`编辑 ${s.title}`} onClick={() => setEditing(s)}>编辑</Button> },
      ]} />
      {editing && (
        <SpecialEditor special={editing === 'new' ? null : editing} channels={places.data?.channels ?? []} onClose={saved => { setEditing(null); if (saved) specials.reload() }} />
      )}
    </>
  )
}

function SpecialEditor({ special, channels, onClose }: { special: StaffSpecial | null; channels: { id: number; name: string }[]; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<SpecialForm>()
  const act = useAction()
  const [busy, setBusy] = useState(false)
  const stories = new Map(special?.categories.map(c => [c.id, c.stories]) ?? [])
  const save = async () => {
    const v = await form.validateFields()
    setBusy(true)
    const input: SpecialInput = {
      ...(special ? { id: special.id } : {}), title: v.title, image: v.image[0] ?? '', intro: v.intro ?? '', order: v.order ?? 0, shown: v.shown,
      channelIds: v.channelIds ?? [], categories: v.categories.map(c => (c.id ? { id: c.id, name: c.name } : { name: c.name })),
    }
    const done = await act(() => post<StaffSpecial>('/admin/v1/specials/save', input))
    setBusy(false)
    if (done) onClose(true)
  }
  const initial: SpecialForm = special
    ? { ...special, image: special.image ? [sitePath(special.image)] : [], categories: special.categories.map(c => ({ id: c.id, name: c.name })) }
    : { title: '', intro: '', image: [], order: 0, shown: true, channelIds: [1], categories: [{ name: '最新动态' }] }
  return (
    <Drawer title={special ? `编辑：${special.title}` : '添加专题'} open onClose={() => onClose(false)} width={640}
      extra={<Button type="primary" loading={busy} onClick={() => void save()}>{special ? '保存' : '添加'}</Button>}>
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item label="专题名称" name="title" rules={[{ required: true, whitespace: true, max: SPECIAL_LIMITS.title, message: `请填写专题名称（不超过${SPECIAL_LIMITS.title}个字）` }]}><Input maxLength={SPECIAL_LIMITS.title} /></Form.Item>
        <Form.Item label="专题图片" name="image" rules={[{ validator: (_, v: string[]) => (v?.length ? Promise.resolve() : Promise.reject(new Error('请上传专题图片'))) }]}><CoverPicker max={1} label="专题图片" /></Form.Item>
        <Form.Item label="介绍" name="intro" rules={[{ max: SPECIAL_LIMITS.intro, message: `专题介绍不能超过${SPECIAL_LIMITS.intro}个字` }]}><Input.TextArea rows={3} maxLength={SPECIAL_LIMITS.intro} /></Form.Item>
        <Form.Item label="入口所在频道" name="channelIds" extra="这些频道的列表里显示专题入口"><Select mode="multiple" aria-label="入口所在频道" options={channels.map(c => ({ value: c.id, label: c.name }))} /></Form.Item>
        <Form.List name="categories" rules={[{ validator: async (_, v: unknown[]) => { if (!v?.length || v.length > SPECIAL_LIMITS.categories) throw new Error(`专题须有1到${SPECIAL_LIMITS.categories}个分类`) } }]}>
          {(fields, { add, remove, move }, { errors }) => (
            <section aria-label="分类">
              <Typography.Title level={2} style={{ fontSize: 16 }}>分类</Typography.Title>
              {fields.map((field, i) => {
                const id = form.getFieldValue(['categories', field.name, 'id']) as number | undefined
                const count = id ? stories.get(id) ?? 0 : 0
                return (
                  <Space key={field.key} align="baseline" wrap>
                    <Form.Item name={[field.name, 'name']} rules={[{ required: true, whitespace: true, max: SPECIAL_LIMITS.category, message: `分类名不超过${SPECIAL_LIMITS.category}个字` }]}>
                      <Input aria-label={`第${i + 1}个分类`} maxLength={SPECIAL_LIMITS.category} style={{ width: 180 }} />
                    </Form.Item>
                    <Typography.Text type="secondary">{id ? `${count}篇` : '新分类'}</Typography.Text>
                    <Button size="small" aria-label={`上移第${i + 1}个分类`} disabled={i === 0} onClick={() => move(i, i - 1)}>上移</Button>
                    <Button size="small" aria-label={`下移第${i + 1}个分类`} disabled={i === fields.length - 1} onClick={() => move(i, i + 1)}>下移</Button>
                    <Button size="small" danger aria-label={`删除第${i + 1}个分类`} disabled={count > 0} title={count > 0 ? '分类下还有稿件' : undefined} onClick={() => remove(field.name)}>删除</Button>
                  </Space>
                )
              })}
              <Form.ErrorList errors={errors} />
              <Button disabled={fields.length >= SPECIAL_LIMITS.categories} onClick={() => add({ name: '' })} style={{ display: 'block', marginBottom: 16 }}>添加分类</Button>
            </section>
          )}
        </Form.List>
        <Space size="large">
          <Form.Item label="排序" name="order" extra="小的在前" rules={[{ required: true, type: 'integer', min: 0, max: SPECIAL_LIMITS.order, message: `排序须是0到${SPECIAL_LIMITS.order}的整数` }]}><InputNumber precision={0} style={{ width: 120 }} /></Form.Item>
          <Form.Item label="显示" name="shown" valuePropName="checked"><Switch /></Form.Item>
        </Space>
      </Form>
      {special && <Typography.Paragraph type="secondary">分类下的稿件在稿件编辑里选栏目「{special.title}·分类名」。</Typography.Paragraph>}
    </Drawer>
  )
}
