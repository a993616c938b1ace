// The front page: the channel bar's order, each channel's menu (which of its columns, in what order), each
// channel's banner (轮播: its stories in order), the stories pinned first in the hot list and its headline ticker
// (热点置顶), and the search page's hot words. Each list is changed here and saved whole; readers see it at once.
import { useEffect, useState } from 'react'
import { Alert, Button, Card, Col, Input, List, Row, Select, Space, Tag, Typography } from 'antd'
import { get, post } from '../api'
import { TAG } from '../parts/format'
import { useAction, useLoaded } from '../parts/hooks'
import { AddStory, type ListedStory } from '../parts/AddStory'

interface Front { channels: { id: number; name: string; kind: string }[]; hotWords: string[]; hotPins: Banner[] }
type Banner = ListedStory
interface MenuColumn { id: number; name: string; kind: string; inMenu: boolean }

/** the list with item `i` moved by `by` (−1 up, +1 down) */
const moved = <T,>(list: T[], i: number, by: number): T[] => {
  const j = i + by
  if (j < 0 || j >= list.length) return list
  const next = [...list]
  ;[next[i], next[j]] = [next[j], next[i]]
  return next
}

/** a story in one of the front page's lists: its title, and 未发布 while readers do not see it */
const storyLine = (s: Banner) => <>{s.title}{!s.published && <Tag color={TAG.gold} style={{ marginLeft: 8 }}>未发布</Tag>}</>

function Ordered<T>({ items, label, render, onChange }: { items: T[]; label: (t: T) => string; render: (t: T) => React.ReactNode; onChange: (items: T[]) => void }) {
  return (
    <List size="small" bordered dataSource={items} locale={{ emptyText: '空' }} renderItem={(t, i) => (
      <List.Item actions={[
        <Button key="up" size="small" aria-label={`上移 ${label(t)}`} disabled={i === 0} onClick={() => onChange(moved(items, i, -1))}>上移</Button>,
        <Button key="down" size="small" aria-label={`下移 ${label(t)}`} disabled={i === items.length - 1} onClick={() => onChange(moved(items, i, 1))}>下移</Button>,
        <Button key="remove" size="small" danger aria-label={`移除 ${label(t)}`} onClick={() => onChange(items.filter((_, j) => j !== i))}>移除</Button>,
      ]}>{render(t)}</List.Item>
    )} />
  )
}

export default function FrontPage() {
  const front = useLoaded(() => get<Front>('/admin/v1/front'), [])
  const act = useAction()
  const [channels, setChannels] = useState<Front['channels']>([])
  const [words, setWords] = useState<string[]>([])
  const [word, setWord] = useState('')
  const [channelId, setChannelId] = useState(1)
  const banners = useLoaded(() => get<Banner[]>('/admin/v1/front/banners', { channelId }), [channelId])
  const [slides, setSlides] = useState<Banner[]>([])
  const [pins, setPins] = useState<Banner[]>([])
  useEffect(() => { if (front.data) { setChannels(front.data.channels); setWords(front.data.hotWords); setPins(front.data.hotPins) } }, [front.data])
  useEffect(() => { if (banners.data) setSlides(banners.data) }, [banners.data])
  const [menuChannel, setMenuChannel] = useState(1)
  const columns = useLoaded(() => get<MenuColumn[]>('/admin/v1/front/menu', { channelId: menuChannel }), [menuChannel])
  const [menu, setMenu] = useState<MenuColumn[]>([])
  useEffect(() => { if (columns.data) setMenu(columns.data.filter(c => c.inMenu)) }, [columns.data])
  const notInMenu = (columns.data ?? []).filter(c => !menu.some(m => m.id === c.id))

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>首页</Typography.Title>
      {front.error && <Alert type="error" message={front.error} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card title="频道顺序" extra={<Button type="primary" size="small" onClick={() => act(() => post('/admin/v1/front/channels', { ids: channels.map(c => c.id) }), front.reload)}>保存顺序</Button>}>
            <List size="small" bordered dataSource={channels} renderItem={(c, i) => (
              <List.Item actions={[
                <Button key="up" size="small" aria-label={`上移 ${c.name}`} disabled={i === 0} onClick={() => setChannels(moved(channels, i, -1))}>上移</Button>,
                <Button key="down" size="small" aria-label={`下移 ${c.name}`} disabled={i === channels.length - 1} onClick={() => setChannels(moved(channels, i, 1))}>下移</Button>,
              ]}><span style={{ whiteSpace: 'nowrap' }}>{c.name}</span></List.Item>
            )} />
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card title="频道菜单" extra={<Button type="primary" size="small" onClick={() => act(() => post('/admin/v1/front/menu', { channelId: menuChannel, columnIds: menu.map(c => c.id) }), columns.reload)}>保存菜单</Button>}>
            <Space style={{ marginBottom: 12 }} wrap>
              <Select aria-label="菜单所在频道" style={{ width: 140 }} value={menuChannel} onChange={setMenuChannel} options={channels.map(c => ({ value: c.id, label: c.name }))} />
              <Select aria-label="加入菜单的栏目" placeholder={notInMenu.length ? '加入栏目' : '这个频道的栏目都在菜单里'} style={{ width: 200 }} value={null} disabled={notInMenu.length === 0}
                onChange={(id: number) => { const c = notInMenu.find(x => x.id === id); if (c) setMenu(m => [...m, c]) }} options={notInMenu.map(c => ({ value: c.id, label: c.name }))} />
            </Space>
            {columns.error && <Alert type="error" message={columns.error} />}
            <Ordered items={menu} label={c => c.name} onChange={setMenu} render={c => c.name} />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title="轮播" extra={<Button type="primary" size="small" onClick={() => act(() => post('/admin/v1/front/banners', { channelId, newsIds: slides.map(s => s.newsId) }), banners.reload)}>保存轮播</Button>}>
            <Space style={{ marginBottom: 12 }} wrap>
              <Select aria-label="轮播所在频道" style={{ width: 140 }} value={channelId} onChange={setChannelId} options={channels.map(c => ({ value: c.id, label: c.name }))} />
              <AddStory label="加入轮播的稿件编号" onAdd={story => setSlides(s => [...s, story])} />
            </Space>
            {banners.error && <Alert type="error" message={banners.error} />}
            <Ordered items={slides} label={s => s.title} onChange={setSlides} render={storyLine} />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="搜索热词" extra={<Button type="primary" size="small" onClick={() => act(() => post('/admin/v1/front/hot-words', { words }), front.reload)}>保存热词</Button>}>
            <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
              <Input aria-label="新热词" maxLength={12} value={word} onChange={e => setWord(e.target.value)} onPressEnter={() => { if (word.trim()) { setWords(w => [...w, word.trim()]); setWord('') } }} />
              <Button disabled={!word.trim()} onClick={() => { setWords(w => [...w, word.trim()]); setWord('') }}>添加</Button>
            </Space.Compact>
            <Ordered items={words} label={w => w} onChange={setWords} render={w => <span style={{ whiteSpace: 'nowrap' }}>{w}</span>} />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title="热点置顶" role="region" aria-label="热点置顶" extra={<Button type="primary" size="small" onClick={() => act(() => post('/admin/v1/front/hot-pins', { newsIds: pins.map(s => s.newsId) }), front.reload)}>保存置顶</Button>}>
            <Typography.Paragraph type="secondary">热点榜和首页热点条先显示这些稿件（最多5篇），其后是读者阅读最多的稿件。</Typography.Paragraph>
            <Space style={{ marginBottom: 12 }} wrap>
              <AddStory label="置顶到热点的稿件编号" onAdd={story => setPins(p => [...p, story])} />
            </Space>
            <Ordered items={pins} label={s => s.title} onChange={setPins} render={storyLine} />
          </Card>
        </Col>
      </Row>
    </>
  )
}
