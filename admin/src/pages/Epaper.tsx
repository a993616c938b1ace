// The e-paper (数字报): a paper's editions by day; a new day's edition put together — its pages (number,
// name, the page's picture) and each page's articles with their block on the picture — then published for
// readers (or taken back). Each article's block is drawn over its page as it is edited.
import { useEffect, useState } from 'react'
import type { Dayjs } from 'dayjs'
import { Alert, Button, Card, Col, DatePicker, Drawer, Empty, Form, Input, InputNumber, List, Popconfirm, Row, Select, Space, Tag, Typography } from 'antd'
import { EPAPER_LIMITS, type StaffEdition, type StaffEditionItem, type StaffEpaperArticle, type StaffEpaperPage } from '../../../types/api/epaper'
import { get, post } from '../api'
import { Pager, useAction, useLoaded } from '../parts/hooks'
import { CoverPicker, shown } from '../parts/MediaPicker'
import { BodyEditor, sitePath } from '../parts/BodyEditor'
import { TAG } from '../parts/format'

type Area = [number, number, number, number]
const pageLabel = (p: { num: number; name: string }) => `第${String(p.num).padStart(2, '0')}版 ${p.name}`

export default function EpaperPage() {
  const [paper, setPaper] = useState('cqcb')
  const [page, setPage] = useState(1)
  const editions = useLoaded(() => get<{ papers: { key: string; name: string }[]; items: StaffEditionItem[]; hasMore: boolean }>('/admin/v1/epaper', { paper, page, pageSize: 10 }), [paper, page])
  const [openId, setOpenId] = useState<number | null>(null)
  const [day, setDay] = useState<Dayjs | null>(null)
  const act = useAction()
  useEffect(() => { setOpenId(null) }, [paper])
  const create = () => day && act(() => post<{ id: number }>('/admin/v1/epaper/edition', { paper, date: day.format('YYYY-MM-DD') }), made => {
    setDay(null)
    editions.reload()
    setOpenId(made.id)
  })
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>数字报</Typography.Title>
      {editions.error && <Alert type="error" message={editions.error} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={7}>
          <Card title="每期报纸">
            <Space direction="vertical" style={{ width: '100%' }}>
              <Select aria-label="报纸" value={paper} onChange={p => { setPaper(p); setPage(1) }} style={{ width: '100%' }}
                options={(editions.data?.papers ?? [{ key: paper, name: paper }]).map(p => ({ value: p.key, label: p.name }))} />
              <Space.Compact style={{ width: '100%' }}>
                <DatePicker aria-label="新一期的日期" value={day} onChange={setDay} style={{ width: '100%' }} />
                <Button disabled={!day} onClick={() => void create()}>新建一期</Button>
              </Space.Compact>
              <List size="small" bordered loading={!editions.data && !editions.error} dataSource={editions.data?.items ?? []} locale={{ emptyText: '还没有报纸' }}
                renderItem={e => (
                  <List.Item style={{ cursor: 'pointer', background: e.id === openId ? '#fff1f0' : undefined }}
                    actions={[<Button key="open" size="small" aria-label={`打开 ${e.date}`} onClick={() => setOpenId(e.id)}>打开</Button>]}>
                    <Space direction="vertical" size={0}>
                      <span>{e.date}</span>
                      <span>{e.published ? <Tag color={TAG.green}>已发布</Tag> : <Tag color={TAG.gold}>未发布</Tag>}<Typography.Text type="secondary">{e.pages} 版 · {e.articles} 篇</Typography.Text></span>
                    </Space>
                  </List.Item>
                )} />
              <Pager page={page} hasMore={!!editions.data?.hasMore} onPage={setPage} />
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={17}>
          {openId === null ? <Card><Empty description="选一期报纸，或新建一期" /></Card> : <Edition id={openId} onChanged={editions.reload} />}
        </Col>
      </Row>
    </>
  )
}

function Edition({ id, onChanged }: { id: number; onChanged: () => void }) {
  const edition = useLoaded(() => get<StaffEdition>('/admin/v1/epaper/edition', { id }), [id])
  const act = useAction()
  const [pageEditing, setPageEditing] = useState<StaffEpaperPage | 'new' | null>(null)
  const [articleEditing, setArticleEditing] = useState<{ page: StaffEpaperPage; article: StaffEpaperArticle | null } | null>(null)
  const reload = () => { edition.reload(); onChanged() }
  const e = edition.data
  if (edition.error) return <Alert type="error" message={edition.error} />
  if (!e) return <Card loading />
  return (
    <Card title={`${e.name} ${e.date}`} extra={
      <Space>
        {e.published ? <Tag color={TAG.green}>已发布</Tag> : <Tag color={TAG.gold}>未发布</Tag>}
        <Button onClick={() => setPageEditing('new')}>添加版面</Button>
        {e.published
          ? <Popconfirm title="撤回后读者看不到这一期" okText="撤回" cancelText="取消" onConfirm={() => act(() => post('/admin/v1/epaper/edition/publish', { id, published: false }), reload)}><Button danger>撤回</Button></Popconfirm>
          : <Button type="primary" onClick={() => void act(() => post('/admin/v1/epaper/edition/publish', { id, published: true }), reload)}>发布</Button>}
      </Space>
    }>
      {e.pages.length === 0 && <Empty description="还没有版面：先添加版面" />}
      <Row gutter={[16, 16]}>
        {e.pages.map(p => (
          <Col key={p.id} xs={24} xl={12}>
            <Card type="inner" title={pageLabel(p)} extra={
              <Space size={4}>
                <Button size="small" aria-label={`编辑版面 ${pageLabel(p)}`} onClick={() => setPageEditing(p)}>编辑版面</Button>
                <Popconfirm title="删除这个版面和它的文章？" okText="删除" cancelText="取消" onConfirm={() => act(() => post('/admin/v1/epaper/page/delete', { id: p.id }), reload)}>
                  <Button size="small" danger aria-label={`删除 ${pageLabel(p)}`}>删除</Button>
                </Popconfirm>
              </Space>
            }>
              <PagePicture page={p} />
              <List size="small" dataSource={p.articles} locale={{ emptyText: '这个版面还没有文章' }} renderItem={(a, i) => (
                <List.Item actions={[
                  <Button key="edit" size="small" aria-label={`编辑 ${a.title}`} onClick={() => setArticleEditing({ page: p, article: a })}>编辑</Button>,
                  <Popconfirm key="delete" title="删除这篇文章？" okText="删除" cancelText="取消" onConfirm={() => act(() => post('/admin/v1/epaper/article/delete', { id: a.id }), reload)}>
                    <Button size="small" danger aria-label={`删除 ${a.title}`}>删除</Button>
                  </Popconfirm>,
                ]}>{i + 1}. {a.title}</List.Item>
              )} />
              <Button style={{ marginTop: 8 }} aria-label={`在${pageLabel(p)}添加文章`} onClick={() => setArticleEditing({ page: p, article: null })}>添加文章</Button>
            </Card>
          </Col>
        ))}
      </Row>
      {pageEditing && <PageEditor editionId={id} page={pageEditing === 'new' ? null : pageEditing} nextNum={Math.max(0, ...e.pages.map(p => p.num)) + 1}
        onClose={saved => { setPageEditing(null); if (saved) reload() }} />}
      {articleEditing && <ArticleEditor page={articleEditing.page} article={articleEditing.article} onClose={saved => { setArticleEditing(null); if (saved) reload() }} />}
    </Card>
  )
}

/** the page's picture with its articles' blocks outlined (`editing`: the block being edited, drawn apart) */
function PagePicture({ page, editing }: { page: StaffEpaperPage; editing?: { id: number | null; area: Area } }) {
  const blocks = page.articles.filter(a => a.id !== editing?.id).map(a => ({ key: String(a.id), area: a.area, label: a.title, current: false }))
  if (editing) blocks.push({ key: 'editing', area: editing.area, label: '正在编辑', current: true })
  return (
    <div style={{ position: 'relative', width: '100%', maxWidth: 360, margin: '0 auto 12px' }}>
      <img src={shown(page.image)} alt={`${pageLabel(page)}的版面图`} style={{ width: '100%', display: 'block', border: '1px solid #d9d9d9' }} />
      {blocks.map(b => (
        <div key={b.key} title={b.label} aria-hidden style={{
          position: 'absolute', left: `${b.area[0]}%`, top: `${b.area[1]}%`, width: `${b.area[2]}%`, height: `${b.area[3]}%`,
          border: b.current ? '2px solid #c41d1d' : '1px dashed #1f5fa8', background: b.current ? 'rgba(196,29,29,0.12)' : 'rgba(31,95,168,0.06)',
        }} />
      ))}
    </div>
  )
}

function PageEditor({ editionId, page, nextNum, onClose }: { editionId: number; page: StaffEpaperPage | null; nextNum: number; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<{ num: number; name: string; image: string[] }>()
  const act = useAction()
  const [busy, setBusy] = useState(false)
  const save = async () => {
    const v = await form.validateFields()
    setBusy(true)
    const done = await act(() => post('/admin/v1/epaper/page', { editionId, ...(page ? { id: page.id } : {}), num: v.num, name: v.name, image: v.image[0] ?? '' }))
    setBusy(false)
    if (done) onClose(true)
  }
  return (
    <Drawer title={page ? `编辑：${pageLabel(page)}` : '添加版面'} open onClose={() => onClose(false)} width={480}
      extra={<Button type="primary" loading={busy} onClick={() => void save()}>{page ? '保存' : '添加'}</Button>}>
      <Form form={form} layout="vertical" initialValues={page ? { num: page.num, name: page.name, image: [sitePath(page.image)] } : { num: Math.min(nextNum, EPAPER_LIMITS.pages), name: '', image: [] }}>
        <Space size="large">
          <Form.Item label="版次" name="num" rules={[{ required: true, type: 'integer', min: 1, max: EPAPER_LIMITS.pages, message: `版次须是1到${EPAPER_LIMITS.pages}的整数` }]}><InputNumber precision={0} style={{ width: 100 }} /></Form.Item>
          <Form.Item label="版名" name="name" rules={[{ required: true, whitespace: true, max: EPAPER_LIMITS.pageName, message: `请填写版名（不超过${EPAPER_LIMITS.pageName}个字）` }]}><Input maxLength={EPAPER_LIMITS.pageName} placeholder="要闻" /></Form.Item>
        </Space>
        <Form.Item label="版面图片" name="image" rules={[{ validator: (_, v: string[]) => (v?.length ? Promise.resolve() : Promise.reject(new Error('请上传版面图片'))) }]}><CoverPicker max={1} label="版面图片" /></Form.Item>
      </Form>
    </Drawer>
  )
}

interface ArticleForm { title: string; subtitle: string; author: string; content: string; left: number; top: number; width: number; height: number; sort: number }

function ArticleEditor({ page, article, onClose }: { page: StaffEpaperPage; article: StaffEpaperArticle | null; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<ArticleForm>()
  const act = useAction()
  const [busy, setBusy] = useState(false)
  const [left, top, width, height] = article?.area ?? [5, 5, 40, 25]
  const watched = Form.useWatch([], form) as Partial<ArticleForm> | undefined
  const area: Area = [watched?.left ?? left, watched?.top ?? top, watched?.width ?? width, watched?.height ?? height]
  const save = async () => {
    const v = await form.validateFields()
    setBusy(true)
    const done = await act(() => post('/admin/v1/epaper/article', {
      pageId: page.id, ...(article ? { id: article.id } : {}), title: v.title, subtitle: v.subtitle ?? '', author: v.author ?? '', content: v.content ?? '',
      area: [v.left, v.top, v.width, v.height], sort: v.sort ?? 0,
    }))
    setBusy(false)
    if (done) onClose(true)
  }
  const percent = (label: string, name: keyof ArticleForm, min: number) => (
    <Form.Item label={label} name={name} rules={[{ required: true, type: 'number', min, max: 100, message: `${label}须在${min}到100之间` }]}>
      <InputNumber min={min} max={100} step={0.5} addonAfter="%" style={{ width: 120 }} />
    </Form.Item>
  )
  return (
    <Drawer title={article ? `编辑：${article.title}` : `${pageLabel(page)}：添加文章`} open onClose={() => onClose(false)} width={720}
      extra={<Button type="primary" loading={busy} onClick={() => void save()}>{article ? '保存' : '添加'}</Button>}>
      <Form form={form} layout="vertical" initialValues={article ? { ...article, left, top, width, height } : { title: '', subtitle: '', author: '', content: '', left, top, width, height, sort: page.articles.length }}>
        <Form.Item label="标题" name="title" rules={[{ required: true, whitespace: true, max: EPAPER_LIMITS.title, message: `请填写标题（不超过${EPAPER_LIMITS.title}个字）` }]}><Input maxLength={EPAPER_LIMITS.title} /></Form.Item>
        <Space size="large" wrap>
          <Form.Item label="副标题" name="subtitle"><Input maxLength={EPAPER_LIMITS.subtitle} style={{ width: 300 }} /></Form.Item>
          <Form.Item label="作者" name="author"><Input maxLength={EPAPER_LIMITS.author} style={{ width: 200 }} /></Form.Item>
        </Space>
        <Form.Item label="正文" name="content" rules={[{ required: true, message: '请填写正文' }]}><BodyEditor /></Form.Item>
        <Typography.Paragraph strong>在版面上的位置（占版面图的百分比）</Typography.Paragraph>
        <Row gutter={16}>
          <Col span={10}>
            {percent('左', 'left', 0)}
            {percent('上', 'top', 0)}
            {percent('宽', 'width', 1)}
            {percent('高', 'height', 1)}
            <Form.Item label="排序" name="sort" rules={[{ type: 'integer', min: 0, max: 9999, message: '排序须是0到9999的整数' }]}><InputNumber precision={0} style={{ width: 120 }} /></Form.Item>
          </Col>
          <Col span={14}><PagePicture page={page} editing={{ id: article?.id ?? null, area }} /></Col>
        </Row>
        {(area[0] + area[2] > 100 || area[1] + area[3] > 100) && <Alert type="warning" message="文章的区域超出了版面：左加宽、上加高都不能超过100" />}
      </Form>
    </Drawer>
  )
}

