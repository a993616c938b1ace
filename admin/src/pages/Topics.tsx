// Topics (时间专题): each gathers stories on one subject. Editors add and change topics (title, picture,
// introduction, order), show or hide them, and say which stories each gathers; readers see it at once.
import { useEffect, useState } from 'react'
import { Alert, Button, Drawer, Form, Input, InputNumber, Space, Switch, Table, Tag, Typography } from 'antd'
import { TOPIC_LIMITS, type StaffTopic, type TopicInput, type TopicStory } from '../../../types/api/topics'
import { get, post } from '../api'
import { useAction, useLoaded } from '../parts/hooks'
import { AddStory } from '../parts/AddStory'
import { CoverPicker, shown } from '../parts/MediaPicker'
import { sitePath } from '../parts/BodyEditor'
import { TAG } from '../parts/format'

type TopicForm = Omit<TopicInput, 'id' | 'image' | 'columnId'> & { image: string[] }

export default function TopicsPage() {
  const topics = useLoaded(() => get<{ columns: { id: number; name: string }[]; topics: StaffTopic[] }>('/admin/v1/topics'), [])
  const [editing, setEditing] = useState<StaffTopic | 'new' | null>(null)
  const columnId = topics.data?.columns[0]?.id
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>时间专题</Typography.Title>
      <Button type="primary" style={{ marginBottom: 12 }} disabled={columnId === undefined} onClick={() => setEditing('new')}>添加专题</Button>
      {topics.error && <Alert type="error" message={topics.error} />}
      <Table<StaffTopic> rowKey="id" loading={!topics.data && !topics.error} dataSource={topics.data?.topics ?? []} pagination={false} locale={{ emptyText: '还没有专题' }} columns={[
        { title: '', width: 96, render: (_, t) => <img src={shown(t.image)} alt="" width={80} height={45} style={{ objectFit: 'cover', display: 'block' }} /> },
        { title: '专题', render: (_, t) => <>#{t.title}#<div><Typography.Text type="secondary">{t.intro}</Typography.Text></div></> },
        { title: '稿件', dataIndex: 'stories', width: 70 },
        { title: '排序', dataIndex: 'sort', width: 70 },
        { title: '状态', width: 90, render: (_, t) => (t.shown ? <Tag color={TAG.green}>显示中</Tag> : <Tag>已隐藏</Tag>) },
        { title: '', width: 80, render: (_, t) => <Button aria-label={`编辑 ${t.title}`} onClick={() => setEditing(t)}>编辑</Button> },
      ]} />
      {editing && columnId !== undefined && (
        <TopicEditor topic={editing === 'new' ? null : editing} columnId={columnId} onClose={saved => { setEditing(null); if (saved) topics.reload() }} />
      )}
    </>
  )
}

function TopicEditor({ topic, columnId, onClose }: { topic: StaffTopic | null; columnId: number; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<TopicForm>()
  const act = useAction()
  const [busy, setBusy] = useState(false)
  const save = async () => {
    const v = await form.validateFields()
    setBusy(true)
    const input: TopicInput = { ...(topic ? { id: topic.id } : {}), columnId: topic?.columnId ?? columnId, title: v.title, image: v.image[0] ?? '', intro: v.intro ?? '', sort: v.sort ?? 0, shown: v.shown }
    const done = await act(() => post<StaffTopic>('/admin/v1/topics/save', input))
    setBusy(false)
    if (done) onClose(true)
  }
  return (
    <Drawer title={topic ? `编辑：${topic.title}` : '添加专题'} open onClose={() => onClose(!!topic)} width={600}
      extra={<Button type="primary" loading={busy} onClick={() => void save()}>{topic ? '保存' : '添加'}</Button>}>
      <Form form={form} layout="vertical" initialValues={topic ? { ...topic, image: [sitePath(topic.image)] } : { title: '', intro: '', image: [], sort: 0, shown: true }}>
        <Form.Item label="专题名称" name="title" rules={[{ required: true, whitespace: true, max: TOPIC_LIMITS.title, message: `请填写专题名称（不超过${TOPIC_LIMITS.title}个字）` }]}><Input maxLength={TOPIC_LIMITS.title} /></Form.Item>
        <Form.Item label="专题图片" name="image" rules={[{ validator: (_, v: string[]) => (v?.length ? Promise.resolve() : Promise.reject(new Error('请上传专题图片'))) }]}><CoverPicker max={1} label="专题图片" /></Form.Item>
        <Form.Item label="介绍" name="intro" rules={[{ max: TOPIC_LIMITS.intro, message: `专题介绍不能超过${TOPIC_LIMITS.intro}个字` }]}><Input.TextArea rows={3} maxLength={TOPIC_LIMITS.intro} /></Form.Item>
        <Space size="large">
          <Form.Item label="排序" name="sort" extra="小的在前" rules={[{ required: true, type: 'integer', min: 0, max: TOPIC_LIMITS.sort, message: `排序须是0到${TOPIC_LIMITS.sort}的整数` }]}><InputNumber precision={0} style={{ width: 120 }} /></Form.Item>
          <Form.Item label="显示" name="shown" valuePropName="checked"><Switch /></Form.Item>
        </Space>
      </Form>
      {topic ? <TopicStories topic={topic} /> : <Typography.Paragraph type="secondary">添加后再选它收录的稿件。</Typography.Paragraph>}
    </Drawer>
  )
}

/** the stories a topic gathers: added by their number, removed, saved whole */
function TopicStories({ topic }: { topic: StaffTopic }) {
  const kept = useLoaded(() => get<TopicStory[]>('/admin/v1/topics/stories', { id: topic.id }), [topic.id])
  const act = useAction()
  const [list, setList] = useState<TopicStory[]>([])
  useEffect(() => { if (kept.data) setList(kept.data) }, [kept.data])
  return (
    <section aria-label="收录的稿件">
      <Typography.Title level={2} style={{ fontSize: 16 }}>收录的稿件（{list.length}）</Typography.Title>
      {kept.error && <Alert type="error" message={kept.error} />}
      <Space style={{ marginBottom: 12 }}>
        <AddStory label="收录的稿件编号" action="收录" onAdd={story => setList(l => (l.some(s => s.newsId === story.newsId) ? l : [story, ...l]))} />
        <Button type="primary" onClick={() => void act(() => post('/admin/v1/topics/stories', { id: topic.id, newsIds: list.map(s => s.newsId) }), kept.reload)}>保存稿件</Button>
      </Space>
      <Table<TopicStory> rowKey="newsId" size="small" dataSource={list} pagination={false} locale={{ emptyText: '还没有收录稿件' }} columns={[
        { title: '稿件', render: (_, s) => <>{s.title}{!s.published && <Tag color={TAG.gold} style={{ marginLeft: 8 }}>未发布</Tag>}</> },
        { title: '', width: 80, render: (_, s) => <Button size="small" danger aria-label={`移除 ${s.title}`} onClick={() => setList(l => l.filter(x => x.newsId !== s.newsId))}>移除</Button> },
      ]} />
    </section>
  )
}
