// The console's frame: sign-in, then the pages the staff member's roles open (each page its own chunk),
// in a side menu that shows only those.
import { Suspense, lazy, useCallback, useEffect, useState, type ComponentType } from 'react'
import { Alert, Button, Layout, Menu, Result, Spin, Typography } from 'antd'
import { ApiFailure, get, onSignedOut, post, token } from './api'
import { SessionContext, can, type Me, type Role } from './session'
import { navigate, useLocation } from './router'
import { SignIn } from './pages/SignIn'

interface PageDef {
  path: string
  title: string
  /** who sees it (an administrator sees every page); 'department' for 问政 departments' accounts */
  roles: (Role | 'department')[]
  page: ComponentType
}

const PAGES: PageDef[] = [
  { path: '/', title: '概览', roles: ['editor', 'moderator'], page: lazy(() => import('./pages/Dashboard')) },
  { path: '/stories', title: '稿件', roles: ['editor'], page: lazy(() => import('./pages/Stories')) },
  { path: '/front', title: '首页', roles: ['editor'], page: lazy(() => import('./pages/Front')) },
  { path: '/feeds', title: '稿源', roles: ['editor'], page: lazy(() => import('./pages/Feeds')) },
  { path: '/ads', title: '广告', roles: ['editor'], page: lazy(() => import('./pages/Ads')) },
  { path: '/epaper', title: '数字报', roles: ['editor'], page: lazy(() => import('./pages/Epaper')) },
  { path: '/specials', title: '专题', roles: ['editor'], page: lazy(() => import('./pages/Specials')) },
  { path: '/topics', title: '时间专题', roles: ['editor'], page: lazy(() => import('./pages/Topics')) },
  { path: '/moderation', title: '审核队列', roles: ['moderator'], page: lazy(() => import('./pages/Moderation')) },
  { path: '/words', title: '敏感词', roles: ['moderator'], page: lazy(() => import('./pages/Words')) },
  { path: '/politics', title: '问政', roles: ['department', 'editor', 'moderator'], page: lazy(() => import('./pages/Politics')) },
  { path: '/discover', title: '发现', roles: ['editor'], page: lazy(() => import('./pages/Discover')) },
  { path: '/compositions', title: '作文', roles: ['editor'], page: lazy(() => import('./pages/Compositions')) },
  { path: '/shop', title: '积分商城', roles: ['editor', 'merchant'], page: lazy(() => import('./pages/Shop')) },
  { path: '/points', title: '积分规则', roles: ['admin'], page: lazy(() => import('./pages/Points')) },
  { path: '/identity', title: '身份认证', roles: ['admin'], page: lazy(() => import('./pages/Identity')) },
  { path: '/community', title: '社区', roles: ['admin'], page: lazy(() => import('./pages/Community')) },
  { path: '/audit', title: '操作日志', roles: ['admin'], page: lazy(() => import('./pages/Audit')) },
]

const StoryEditor = lazy(() => import('./pages/StoryEditor'))

const allowed = (me: Me, def: PageDef) =>
  can(me, ...def.roles.filter((r): r is Role => r !== 'department')) || (def.roles.includes('department') && me.departments.length > 0)

export function Console() {
  const [me, setMe] = useState<Me | null | undefined>(token.get() ? undefined : null)
  const [failure, setFailure] = useState('')
  const { path } = useLocation()

  const load = useCallback(() => {
    setFailure('')
    get<Me>('/admin/v1/me').then(setMe, err => {
      if (err instanceof ApiFailure && err.status === 403) setFailure('这个账号没有编辑部后台的权限。')
      else if (!(err instanceof ApiFailure && err.status === 301)) setFailure(err.message)
      setMe(null)
    })
  }, [])
  useEffect(() => {
    onSignedOut(() => setMe(null))
    if (token.get()) load()
  }, [load])

  const signOut = useCallback(() => {
    void post('/v1/user/logout', {}).catch(() => undefined)
    token.set(null)
    setMe(null)
  }, [])

  if (me === undefined) return <Spin fullscreen tip="正在进入编辑部" />
  if (me === null) {
    return (
      <SignIn
        notice={failure}
        onSignedIn={t => {
          token.set(t)
          setMe(undefined)
          load()
        }}
      />
    )
  }

  const mine = PAGES.filter(p => allowed(me, p))
  const storyId = /^\/stories\/(new|\d+)$/.exec(path)?.[1]
  // (the console's root opens the first page the account has)
  const current = storyId ? undefined : mine.find(p => p.path === path) ?? (path === '/' ? mine[0] : undefined)
  const Page = current?.page
  const selected = storyId ? '/stories' : current?.path ?? ''

  return (
    <SessionContext.Provider value={{ me, signOut }}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider width={200} theme="light" breakpoint="lg" collapsedWidth={0}>
          <div style={{ padding: '16px 20px', fontWeight: 600, fontSize: 16, color: '#c8161d' }}>上游新闻 · 编辑部</div>
          <nav aria-label="后台导航">
            <Menu mode="inline" selectedKeys={[selected]} items={mine.map(p => ({ key: p.path, label: p.title }))} onClick={e => navigate(e.key)} />
          </nav>
        </Layout.Sider>
        <Layout>
          <Layout.Header style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 16, paddingInline: 24 }}>
            <Typography.Text>{me.nickname}（{me.roles.map(r => ROLE_NAMES[r]).concat(me.departments.map(d => d.name)).join('、')}）</Typography.Text>
            <Button onClick={signOut}>退出登录</Button>
          </Layout.Header>
          <Layout.Content style={{ padding: 24 }}>
            <main>
              <Suspense fallback={<Spin />}>
                {storyId && can(me, 'editor') ? <StoryEditor key={storyId} id={storyId === 'new' ? null : Number(storyId)} />
                  : Page ? <Page />
                    : mine.length === 0 ? <Alert type="info" message="这个账号暂时没有可用的后台页面。" />
                      : <Result status="404" title="页面不存在" subTitle="这个页面不存在，或你的账号不能打开它。" extra={<Button onClick={() => navigate(mine[0].path)}>回到{mine[0].title}</Button>} />}
              </Suspense>
            </main>
          </Layout.Content>
        </Layout>
      </Layout>
    </SessionContext.Provider>
  )
}

const ROLE_NAMES: Record<Role, string> = { admin: '管理员', editor: '编辑', moderator: '审核员', merchant: '商户' }
