// The harness's server: seeded, with a small built H5 site (so the static routes exist too), and the
// ids of real rows for the generators.
import fs from 'fs'
import os from 'os'
import path from 'path'
import type { InjectOptions } from 'fastify'
import { createTestServer, testReader, type TestServer } from '../helpers'
import type { Samples } from './fuzz-entries'

export interface HarnessServer extends TestServer {
  samples: Samples
  /** a new reader (a fresh phone) and a session token for them; with `role`, staff holding it */
  newReader(role?: 'admin' | 'moderator' | 'department' | 'merchant' | 'editor'): Promise<{ id: number; token: string; phone: string }>
  /** the department whose accounts the harness acts as (the first one) */
  departmentId(): Promise<number>
}


export async function createHarnessServer(): Promise<HarnessServer> {
  const h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangyou-harness-h5-'))
  fs.mkdirSync(path.join(h5Dir, 'js'))
  fs.mkdirSync(path.join(h5Dir, 'static'))
  fs.writeFileSync(path.join(h5Dir, 'index.html'), '<!doctype html><html><head><title>上游新闻</title></head><body><div id="app"></div></body></html>')
  fs.writeFileSync(path.join(h5Dir, 'js', 'app.0123abcd.js'), 'console.log(1)')
  fs.writeFileSync(path.join(h5Dir, 'static', 'favicon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  // with the benchmark's hello route: the harness covers every route the server can answer
  const consoleDir = path.join(h5Dir, 'admin-build')
  fs.mkdirSync(path.join(consoleDir, 'assets'), { recursive: true })
  fs.writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><html><head><title>上游新闻 编辑部</title></head><body><div id="root"></div></body></html>')
  fs.writeFileSync(path.join(consoleDir, 'assets', 'index-0123abcd.js'), 'console.log(1)')
  const server = await createTestServer({ settings: { h5Dir, consoleDir, benchHello: true } })
  const db = server.database.db
  const ids = async (table: 'news' | 'columns' | 'channels' | 'comments' | 'topics' | 'provider_accounts' | 'epaper_articles' | 'wechat_identities', limit = 40) =>
    (await db.selectFrom(table).select('id').orderBy('id').limit(limit).execute()).map(r => r.id)
  const samples: Samples = {
    newsIds: [...await ids('news'), 10005, 0, 99999],
    columnIds: [...await ids('columns'), 941, 18, 999],
    channelIds: await ids('channels'),
    commentIds: await ids('comments'),
    topicIds: await ids('topics'),
    providerAccountIds: await ids('provider_accounts'),
    epaperArticleIds: await ids('epaper_articles'),
    epaperEditionIds: (await db.selectFrom('epaper_editions').select('id').orderBy('id').limit(10).execute()).map(r => r.id),
    epaperPageIds: (await db.selectFrom('epaper_pages').select('id').orderBy('id').limit(20).execute()).map(r => r.id),
    epaperDates: (await db.selectFrom('epaper_editions').select('date').limit(5).execute()).map(r => r.date),
    phones: ['13800000001', '13800000002', '13900000001', '13755550001', '12345678901', '1380000000'],
    unionIds: ['demo-union-1', 'demo-union-2', 'nobody'],
    openIds: ['demo-mp-bound', 'demo-mp-new', 'demo-h5-new', 'nobody'],
    identityIds: await ids('wechat_identities'),
    userIds: [...(await db.selectFrom('users').select('id').orderBy('id').limit(10).execute()).map(r => r.id), 99999],
    sensitiveWordIds: [...(await db.selectFrom('sensitive_words').select('id').orderBy('id').limit(20).execute()).map(r => r.id), 99999],
    departmentIds: [...(await db.selectFrom('departments').select('id').orderBy('id').execute()).map(r => r.id), 99999],
    politicsIds: [...(await db.selectFrom('politics_questions').select('id').orderBy('id').execute()).map(r => r.id), 99999],
    qaQuestionIds: [...(await db.selectFrom('qa_questions').select('id').orderBy('id').execute()).map(r => r.id), 99999],
    qaAnswerIds: [...(await db.selectFrom('qa_answers').select('id').orderBy('id').execute()).map(r => r.id), 99999],
    bangCommentIds: [...(await db.selectFrom('bang_comments').select('id').orderBy('id').execute()).map(r => r.id), 99999],
    identityApplicationIds: [...(await db.selectFrom('identity_applications').select('id').orderBy('id').execute()).map(r => r.id), 99999],
    communityIds: [...(await db.selectFrom('communities').select('id').orderBy('id').execute()).map(r => r.id), 99999],
    postIds: [...(await db.selectFrom('bang_posts').select('id').orderBy('id').execute()).map(r => r.id), 99999],
    discoverPostIds: [...(await db.selectFrom('discover_posts').select('id').orderBy('id').execute()).map(r => r.id), 99999],
    goodsIds: [...(await db.selectFrom('shop_goods').select('id').orderBy('id').execute()).map(r => r.id), 99999],
    compositionIds: [...(await db.selectFrom('compositions').select('id').orderBy('id').execute()).map(r => r.id), 99999],
    compositionSchoolIds: [...(await db.selectFrom('composition_schools').select('id').orderBy('id').execute()).map(r => r.id), 99999],
    compositionTeacherIds: [...(await db.selectFrom('composition_teachers').select('id').orderBy('id').execute()).map(r => r.id), 99999],
    compositionStudentIds: [...(await db.selectFrom('composition_students').select('id').orderBy('id').execute()).map(r => r.id), 99999],
    compositionIssueIds: [...(await db.selectFrom('composition_issues').select('id').orderBy('id').execute()).map(r => r.id), 99999],
    compositionReviewIds: [...(await db.selectFrom('composition_reviews').select('id').orderBy('id').execute()).map(r => r.id), 99999],
    ruralTabIds: [...(await db.selectFrom('rural_tabs').select('id').orderBy('id').execute()).map(r => r.id), 99999],
    farmProductIds: [...(await db.selectFrom('farm_products').select('id').orderBy('id').execute()).map(r => r.id), 99999],
    farmMarketIds: [...(await db.selectFrom('farm_markets').select('id').orderBy('id').execute()).map(r => r.id), 99999],
    orderIds: [...(await db.selectFrom('shop_orders').select('id').orderBy('id').execute()).map(r => r.id), 1, 99999],
    cooperationIds: [...(await db.selectFrom('shop_cooperation').select('id').orderBy('id').execute()).map(r => r.id), 1, 99999],
    discoverTopicIds: [...(await db.selectFrom('discover_topics').select('id').orderBy('id').execute()).map(r => r.id), 99999],
    moderationItemIds: [...(await db.selectFrom('moderation_items').select('id').orderBy('id').limit(20).execute()).map(r => r.id), 1, 99999],
    imageNames: ['scene-1.jpg', 'photo-2.jpg', 'icon-3.png', 'avatar-4.png', 'weather-sunny.png', 'scene-007.jpg', 'scene-99999.jpg'],
    videoNames: ['shancheng-1.mp4', 'shancheng-2.mp4', 'missing.mp4'],
  }
  const closeServer = server.close.bind(server)
  return Object.assign(server, {
    samples,
    async departmentId() {
      return (await db.selectFrom('departments').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id
    },
    async newReader(role?: 'admin' | 'moderator' | 'department' | 'merchant' | 'editor') {
      return testReader(server, role === 'department' ? { departmentId: await this.departmentId() } : { role })
    },
    async close() {
      await closeServer()
      fs.rmSync(h5Dir, { recursive: true, force: true })
    },
  })
}

/** What every 4xx must be: the envelope, with a message a reader can read (Chinese). */
export function envelopeProblem(status: number, body: string): string | null {
  if (status >= 500) return `HTTP ${status}`
  if (status < 400) return null
  // the H5 site's answer to a page address it has no page for: the app, which says 页面不存在 (routes/h5.ts)
  if (status === 404 && body.startsWith('<!doctype html>') && body.includes('id="sy-config"')) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return `HTTP ${status} without a JSON envelope`
  }
  const e = parsed as { statusCode?: unknown; message?: unknown; data?: unknown }
  if (typeof e.statusCode !== 'number' || typeof e.message !== 'string' || !('data' in (parsed as object))) return `HTTP ${status} not an envelope`
  if (!/[\u4e00-\u9fff]/.test(e.message)) return `HTTP ${status} message not in Chinese: ${e.message}`
  return null
}

export type { InjectOptions }
