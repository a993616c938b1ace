// A story in the editor: its fields, saved as revisions (the server refuses a save made from an older
// one), the workflow's steps its state allows, its revisions with the diff and the restore, and a
// preview of the saved version as the H5 page and as the mini-program lay it out.
import { useEffect, useMemo, useState } from 'react'
import dayjs, { type Dayjs } from 'dayjs'
import {
  Alert, App, Button, Card, Checkbox, Col, DatePicker, Drawer, Form, Input, List, Modal, Popconfirm, Radio, Row, Select, Space, Spin, Switch, Tag, Typography,
} from 'antd'
import {
  STORY_ACTIONS, STORY_HIDES, STORY_KIND_NAMES, STORY_SHOW_TYPES, STORY_SHOW_TYPE_NAMES, STORY_STATE_NAMES,
  type StoryAction, type StoryDiff, type StoryFields, type StoryView,
} from '../../../types/api/admin'
import { get, post, problem } from '../api'
import { navigate } from '../router'
import { BodyEditor } from '../parts/BodyEditor'
import { CoverPicker, GalleryPicker, VideoPicker } from '../parts/MediaPicker'
import { STATE_COLORS, when, type Places } from '../parts/format'

const EMPTY: StoryFields = {
  kind: 'news', title: '', summary: '', body: '', columnId: 0, channelIds: [], showType: 0, cover: [], gallery: [], videoUrl: '', liveStart: '',
  targetUrl: '', tags: [], pinned: false, bannerChannelIds: [], writer: '', source: '上游新闻', allowComments: true, hides: [],
}
const CST = 'YYYY-MM-DD HH:mm'
/** a schedule may name its second */
const CST_SECONDS = 'YYYY-MM-DD HH:mm:ss'

/** the form's values: the live start as a picker's day */
type FormValues = Omit<StoryFields, 'liveStart'> & { liveStart: Dayjs | null }
const toForm = (f: StoryFields): FormValues => ({ ...f, columnId: f.columnId || (undefined as unknown as number), liveStart: f.liveStart ? dayjs(f.liveStart, CST) : null })
const fromForm = (v: FormValues): StoryFields => ({ ...EMPTY, ...v, liveStart: v.liveStart ? v.liveStart.format(CST) : '' })

export default function StoryEditor({ id }: { id: number | null }) {
  const { message } = App.useApp()
  const [form] = Form.useForm<FormValues>()
  const [view, setView] = useState<StoryView | null>(null)
  const [places, setPlaces] = useState<Places | null>(null)
  const [error, setError] = useState('')
  const [dirty, setDirty] = useState(false)
  const [busy, setBusy] = useState(false)
  const [scheduling, setScheduling] = useState(false)
  const [at, setAt] = useState<Dayjs | null>(null)
  const [diff, setDiff] = useState<StoryDiff | null>(null)
  const [preview, setPreview] = useState(false)
  const kind = Form.useWatch('kind', form) ?? 'news'
  const showType = Form.useWatch('showType', form) ?? 0

  const load = async (storyId: number) => {
    const got = await get<StoryView>('/admin/v1/stories/detail', { id: storyId })
    setView(got)
    form.setFieldsValue(toForm(got.fields))
    setDirty(false)
  }
  useEffect(() => {
    get<Places>('/admin/v1/stories/places').then(setPlaces, err => setError(problem(err)))
    if (id !== null) load(id).catch(err => setError(problem(err)))
    else form.setFieldsValue(toForm(EMPTY))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id])

  const save = async () => {
    let values: FormValues
    try {
      values = await form.validateFields()
    } catch {
      return
    }
    setBusy(true)
    try {
      const fields = fromForm(values)
      if (!view) {
        const made = await post<{ id: number }>('/admin/v1/stories/create', { fields })
        void message.success(made.message)
        navigate(`/stories/${made.data.id}`, true)
      } else {
        const saved = await post('/admin/v1/stories/save', { id: view.id, revision: view.revision, fields })
        void message.success(saved.message)
        await load(view.id)
      }
    } catch (err) {
      void message.error(problem(err))
    } finally {
      setBusy(false)
    }
  }

  const act = async (action: StoryAction, when?: string) => {
    if (!view) return
    setBusy(true)
    try {
      const done = await post('/admin/v1/stories/act', { id: view.id, action, at: when })
      void message.success(done.message)
      setScheduling(false)
      await load(view.id)
    } catch (err) {
      void message.error(problem(err))
    } finally {
      setBusy(false)
    }
  }

  const restore = async (from: number) => {
    if (!view) return
    try {
      const done = await post('/admin/v1/stories/restore', { id: view.id, revision: view.revision, from })
      void message.success(done.message)
      await load(view.id)
    } catch (err) {
      void message.error(problem(err))
    }
  }

  const steps = useMemo(() => (view ? (Object.keys(STORY_ACTIONS) as StoryAction[]).filter(a => (STORY_ACTIONS[a].from as readonly string[]).includes(view.state)) : []), [view])
  const columnOptions = useMemo(() => {
    const byChannel = new Map<string, { value: number; label: string }[]>()
    for (const c of places?.columns ?? []) {
      const channel = places?.channels.find(ch => ch.id === c.channelId)?.name ?? '其他'
      byChannel.set(channel, [...(byChannel.get(channel) ?? []), { value: c.id, label: c.name }])
    }
    return [...byChannel].map(([label, options]) => ({ label, options }))
  }, [places])
  const channelOptions = places?.channels.map(c => ({ value: c.id, label: c.name })) ?? []

  if (error) return <Alert type="error" message={error} action={<Button onClick={() => navigate('/stories')}>回到稿件</Button>} />
  if (id !== null && !view) return <Spin />

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Space>
          <Button onClick={() => navigate('/stories')}>返回稿件</Button>
          <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>{view ? '编辑稿件' : '写稿'}</Typography.Title>
          {view && <Tag color={STATE_COLORS[view.state]}>{STORY_STATE_NAMES[view.state]}{view.state === 'scheduled' ? ` · ${when(view.scheduledAt)}` : ''}</Tag>}
          {view && <Typography.Text type="secondary">第 {view.revision} 版</Typography.Text>}
        </Space>
        <Space wrap>
          <Button type="primary" loading={busy} onClick={save} disabled={!!view && !dirty}>保存</Button>
          {view && steps.map(a => a === 'schedule'
            ? <Button key={a} disabled={dirty || busy} onClick={() => { setAt(null); setScheduling(true) }}>{STORY_ACTIONS[a].name}</Button>
            : a === 'withdraw'
              ? <Popconfirm key={a} title="撤稿后读者立即看不到这篇稿件，确定撤稿？" okText="撤稿" cancelText="取消" onConfirm={() => act(a)}><Button danger disabled={dirty || busy}>撤稿</Button></Popconfirm>
              : <Button key={a} type={a === 'publish' ? 'primary' : 'default'} disabled={dirty || busy} onClick={() => act(a)}>{STORY_ACTIONS[a].name}</Button>)}
          {view && <Button onClick={() => setPreview(true)} disabled={busy}>预览</Button>}
        </Space>
      </Space>
      {dirty && view && <Alert type="info" showIcon message="有未保存的修改：保存后才能送审、定时或发布。" style={{ marginBottom: 16 }} />}
      <Form<FormValues> form={form} layout="vertical" onValuesChange={() => setDirty(true)} requiredMark>
      <Row gutter={24}>
        <Col xs={24} xl={17}>
          <Card>
              <Form.Item label="类型" name="kind">
                <Radio.Group optionType="button" options={Object.entries(STORY_KIND_NAMES).map(([value, label]) => ({ value, label }))} />
              </Form.Item>
              <Form.Item label="标题" name="title" rules={[{ required: true, whitespace: true, message: '请填写标题' }, { max: 60, message: '标题不能超过60个字' }]}>
                <Input showCount maxLength={60} />
              </Form.Item>
              <Form.Item label="摘要" name="summary" rules={[{ max: 120, message: '摘要不能超过120个字' }]}>
                <Input.TextArea showCount maxLength={120} rows={2} />
              </Form.Item>
              {kind === 'link' && (
                <Form.Item label="链接地址" name="targetUrl" rules={[{ required: true, pattern: /^(https?:\/\/\S+|\/(?!\/)\S*)$/, message: '请填写以 http:// 或 https:// 开头的链接，或本站以 / 开头的地址' }]}>
                  <Input placeholder="https://" />
                </Form.Item>
              )}
              {(kind === 'video' || kind === 'live') && (
                <Form.Item label="视频" name="videoUrl" rules={kind === 'video' ? [{ required: true, message: '请上传视频' }] : []}>
                  <VideoPicker />
                </Form.Item>
              )}
              {kind === 'live' && (
                <Form.Item label="直播开始时间" name="liveStart" rules={[{ required: true, message: '请填写直播开始时间' }]}>
                  <DatePicker showTime={{ format: 'HH:mm' }} format={CST} />
                </Form.Item>
              )}
              {kind === 'picture' && (
                <Form.Item label="图集" name="gallery" rules={[{ validator: (_, v: unknown[]) => (v?.length ? Promise.resolve() : Promise.reject(new Error('图集至少需要一张图片'))) }]}>
                  <GalleryPicker />
                </Form.Item>
              )}
              <Form.Item label="正文" name="body" rules={kind === 'news' ? [{ required: true, message: '请填写正文' }] : []}>
                <BodyEditor />
              </Form.Item>
          </Card>
        </Col>
        <Col xs={24} xl={7}>
          <Card title="发布设置">
              <Form.Item label="栏目" name="columnId" rules={[{ required: true, type: 'number', min: 1, message: '请选择栏目' }]}>
                <Select showSearch optionFilterProp="label" options={columnOptions} placeholder="选择栏目" />
              </Form.Item>
              <Form.Item label="频道首页" name="channelIds" extra="稿件出现在这些频道的列表里">
                <Select mode="multiple" options={channelOptions} optionFilterProp="label" />
              </Form.Item>
              <Form.Item label="列表样式" name="showType">
                <Select options={STORY_SHOW_TYPES.map(v => ({ value: v, label: STORY_SHOW_TYPE_NAMES[v] }))} />
              </Form.Item>
              <Form.Item label={`封面（${showType === 1 ? '需要3张' : showType === 2 ? '需要1张' : '最多3张'}）`} name="cover">
                <CoverPicker max={3} crop={showType === 2 ? 16 / 9 : 3 / 2} />
              </Form.Item>
              <Form.Item label="标签" name="tags" extra="最多5个，每个不超过12个字">
                <Select mode="tags" maxCount={5} tokenSeparators={[',', '，']} />
              </Form.Item>
              <Form.Item label="轮播" name="bannerChannelIds" extra="在这些频道顶部的轮播里">
                <Select mode="multiple" options={channelOptions} optionFilterProp="label" />
              </Form.Item>
              <Space size="large">
                <Form.Item label="置顶" name="pinned" valuePropName="checked"><Switch /></Form.Item>
                <Form.Item label="允许评论" name="allowComments" valuePropName="checked"><Switch /></Form.Item>
              </Space>
              <Form.Item label="详情页" name="hides" extra="勾选的部分读者在这篇稿件里看不到">
                <Checkbox.Group options={Object.entries(STORY_HIDES).map(([value, label]) => ({ value, label }))} />
              </Form.Item>
              <Form.Item label="作者" name="writer" rules={[{ max: 30, message: '作者和来源不能超过30个字' }]}><Input maxLength={30} /></Form.Item>
              <Form.Item label="来源" name="source" rules={[{ max: 30, message: '作者和来源不能超过30个字' }]}><Input maxLength={30} /></Form.Item>
          </Card>
          {view && (
            <Card title="历史版本" style={{ marginTop: 16 }}>
              <List
                size="small"
                dataSource={view.revisions}
                renderItem={r => (
                  <List.Item actions={r.revision === view.revision ? [<Tag key="now">当前</Tag>] : [
                    <Button key="diff" size="small" onClick={() => get<StoryDiff>('/admin/v1/stories/diff', { id: view.id, from: r.revision, to: view.revision }).then(setDiff, err => void message.error(problem(err)))}>对比</Button>,
                    <Popconfirm key="restore" title={`用第${r.revision}版替换当前内容？（当前版本仍保留在历史里）`} okText="恢复" cancelText="取消" onConfirm={() => restore(r.revision)}>
                      <Button size="small" disabled={dirty}>恢复</Button>
                    </Popconfirm>,
                  ]}>
                    <List.Item.Meta title={`第${r.revision}版${r.note ? ` · ${r.note}` : ''}`} description={`${when(r.at)}${r.actorName ? ` · ${r.actorName}` : ''}`} />
                  </List.Item>
                )}
              />
            </Card>
          )}
        </Col>
      </Row>
      </Form>

      <Modal title="定时发布" open={scheduling} okText="定时发布" cancelText="取消" okButtonProps={{ disabled: !at, loading: busy }} onOk={() => at && act('schedule', at.format(CST_SECONDS))} onCancel={() => setScheduling(false)}>
        <p>到时间后稿件自动发布到所选频道和栏目。</p>
        <DatePicker aria-label="发布时间" showTime={{ format: 'HH:mm:ss' }} format={CST_SECONDS} value={at} onChange={setAt} disabledDate={d => d.isBefore(dayjs(), 'day')} />
      </Modal>

      <Modal title={diff ? `第${diff.from}版 → 第${diff.to}版` : ''} open={!!diff} footer={null} onCancel={() => setDiff(null)} width={720}>
        {diff && (diff.changes.length === 0 ? <p>两个版本内容相同。</p> : diff.changes.map(c => (
          <section key={c.field} style={{ marginBottom: 12 }}>
            <Typography.Title level={2} style={{ fontSize: 15 }}>{c.label}</Typography.Title>
            <div style={{ whiteSpace: c.field === 'body' ? 'pre-wrap' : 'normal', lineHeight: 1.8 }}>
              {c.parts.map((p, i) => p.op === '+' ? <ins key={i} className="sy-diff-add">{p.text}</ins>
                : p.op === '-' ? <del key={i} className="sy-diff-del">{p.text}</del> : <span key={i}>{p.text}</span>)}
            </div>
          </section>
        )))}
      </Modal>

      <Drawer title="预览（已保存的版本）" open={preview} onClose={() => setPreview(false)} width={880}>
        {view && <PreviewLink id={view.id} />}
        {view && (
          <Row gutter={24}>
            <Col><Phone label="H5 页面（390 宽）" width={390} view={view} /></Col>
            <Col><Phone label="小程序（375 宽）" width={375} view={view} mini /></Col>
          </Row>
        )}
      </Drawer>
    </>
  )
}

/**
 * a signed link that opens the saved story as the real H5 page of its kind (a phone's WeChat scans its code),
 * for a day, whoever has it; readers see nothing of it
 */
/** a QR code of `text` as a picture's address (error correction M; the encoder loaded when a link is made) */
async function qrDataUrl(text: string): Promise<string> {
  const { default: qrcode } = await import('qrcode-generator')
  const qr = qrcode(0, 'M')
  qr.addData(text, 'Byte')
  qr.make()
  return qr.createDataURL(4, 2)
}

function PreviewLink({ id }: { id: number }) {
  const [link, setLink] = useState<{ url: string; expiresAt: number; qr: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const { message } = App.useApp()
  const make = async () => {
    setBusy(true)
    try {
      const { data } = await post<{ url: string; expiresAt: number }>('/admin/v1/stories/preview', { id })
      setLink({ ...data, qr: await qrDataUrl(data.url) })
    } catch (err) {
      void message.error(problem(err))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section aria-label="预览链接" style={{ marginBottom: 24 }}>
      {!link ? (
        <Space wrap>
          <Button loading={busy} onClick={() => void make()}>生成预览链接</Button>
          <Typography.Text type="secondary">在手机上打开真实的 H5 页面（24小时内有效，发布前读者看不到）</Typography.Text>
        </Space>
      ) : (
        <Space align="start" size="large" wrap>
          <img src={link.qr} alt="预览链接的二维码（手机微信扫码打开）" width={132} height={132} style={{ imageRendering: 'pixelated' }} />
          <Space direction="vertical" style={{ maxWidth: 560 }}>
            <Input readOnly aria-label="预览链接" value={link.url} />
            <Space wrap>
              <Button onClick={() => void navigator.clipboard.writeText(link.url).then(() => message.success('已复制'), () => message.error('复制失败，请手动复制'))}>复制链接</Button>
              <Button href={link.url} target="_blank" rel="noopener">打开</Button>
              <Typography.Text type="secondary">有效至 {when(link.expiresAt)}</Typography.Text>
            </Space>
          </Space>
        </Space>
      )}
    </section>
  )
}

/** the saved story as a phone shows its page: title, byline, the sanitised body the apps render */
function Phone({ label, width, view, mini = false }: { label: string; width: number; view: StoryView; mini?: boolean }) {
  const f = view.fields
  const absolute = (html: string) => html.replace(/(src)="\/(?!\/)/g, `$1="${location.origin}/`)
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ marginBottom: 8 }}>{label}</figcaption>
      <div className="sy-phone" style={{ width }} tabIndex={0} role="region" aria-label={label}>
        {!mini && <div style={{ background: '#c8161d', color: '#fff', padding: '6px 10px', borderRadius: 6, marginBottom: 10, fontSize: 13 }}>打开上游新闻 App，阅读体验更好</div>}
        <h1>{f.title}</h1>
        <div style={{ color: '#666', fontSize: 13, marginBottom: 12 }}>{[f.source, f.writer, view.state === 'published' ? when(view.publishTime) : ''].filter(Boolean).join('  ')}</div>
        {f.kind === 'link' && <p>外链：{f.targetUrl}</p>}
        {f.kind === 'picture' && f.gallery.map((p, i) => (
          <figure key={i} style={{ margin: '0 0 12px' }}><img src={p.url.startsWith('/') ? location.origin + p.url : p.url} alt={p.caption} style={{ width: '100%' }} /><figcaption style={{ fontSize: 14 }}>{p.caption}</figcaption></figure>
        ))}
        <div className="sy-article" dangerouslySetInnerHTML={{ __html: absolute(f.body) }} />
      </div>
    </figure>
  )
}
