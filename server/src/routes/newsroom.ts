// The newsroom's stories (docs/api.md, The newsroom): editors list, write, save (each save a revision),
// compare and restore revisions, and move stories through the workflow (services/stories.ts). Editors
// and administrators only; every call checked here.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { ok } from '../answer'
import { PageQuery, pageWindow } from '../content/paging'
import { originOf } from '../http/urls'
import { requireStaff, staffAnswersUnkept } from '../http/auth'
import { CST_TIME_PATTERN, STORY_ACTIONS, STORY_HIDES, STORY_KINDS, STORY_LIMITS, STORY_STATES, type StoryFields } from '../../../types/api/admin'
import { parseCst } from '../content/time'
import type { AppContext } from '../context'

const Id = Type.Integer({ minimum: 1 })
const EDITORS = ['editor'] as const
const literals = (values: readonly string[]) => Type.Union(values.map(v => Type.Literal(v)))
const MediaAddress = Type.String({ maxLength: 400 })
const ChannelIds = Type.Array(Id, { maxItems: 20 })

/** a story's fields as the console sends them (the service checks what JSON Schema cannot) */
const Fields = Type.Object({
  kind: literals(Object.keys(STORY_KINDS)),
  title: Type.String({ maxLength: 200 }),
  summary: Type.String({ maxLength: 1000, default: '' }),
  body: Type.String({ maxLength: STORY_LIMITS.body * 2, default: '' }),
  columnId: Id,
  channelIds: Type.Optional(ChannelIds),
  showType: Type.Optional(Type.Integer({ minimum: 0, maximum: 20 })),
  cover: Type.Optional(Type.Array(MediaAddress, { maxItems: 10 })),
  gallery: Type.Optional(Type.Array(Type.Object({ url: MediaAddress, caption: Type.String({ maxLength: 1000, default: '' }) }), { maxItems: 100 })),
  videoUrl: Type.Optional(MediaAddress),
  liveStart: Type.Optional(Type.String({ maxLength: 19 })),
  targetUrl: Type.Optional(Type.String({ maxLength: 1000 })),
  tags: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
  pinned: Type.Optional(Type.Boolean()),
  bannerChannelIds: Type.Optional(ChannelIds),
  writer: Type.Optional(Type.String({ maxLength: 200 })),
  source: Type.Optional(Type.String({ maxLength: 200 })),
  allowComments: Type.Optional(Type.Boolean()),
  hides: Type.Optional(Type.Array(literals(Object.keys(STORY_HIDES)), { maxItems: 10 })),
}, { additionalProperties: false })

type FieldsInput = typeof Fields.static

/** what the console left out, as a new story has it */
function complete(f: FieldsInput): StoryFields {
  return {
    kind: f.kind as StoryFields['kind'], title: f.title, summary: f.summary ?? '', body: f.body ?? '', columnId: f.columnId,
    channelIds: f.channelIds ?? [], showType: f.showType ?? 0, cover: f.cover ?? [], gallery: (f.gallery ?? []).map(p => ({ url: p.url, caption: p.caption ?? '' })),
    videoUrl: f.videoUrl ?? '', liveStart: f.liveStart ?? '', targetUrl: f.targetUrl ?? '', tags: f.tags ?? [], pinned: f.pinned ?? false,
    bannerChannelIds: f.bannerChannelIds ?? [], writer: f.writer ?? '', source: f.source ?? '', allowComments: f.allowComments ?? true,
    // (each once, in the console's order: a revision's diff shows a change, not a reordering)
    hides: (Object.keys(STORY_HIDES) as StoryFields['hides']).filter(h => f.hides?.includes(h)),
  }
}

export const newsroomRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { roles, stories, ingest, frontPage, ads } = app.services
  staffAnswersUnkept(app)

  app.get('/admin/v1/stories', {
    schema: { querystring: Type.Object({ state: Type.Optional(literals(STORY_STATES)), columnId: Type.Optional(Id), q: Type.Optional(Type.String({ maxLength: 60 })), ...PageQuery }) },
  }, async request => {
    await requireStaff(roles, request, EDITORS)
    const { offset, pageSize } = pageWindow(request.query)
    const { state, columnId, q } = request.query
    return ok(await stories.list({ state: state as (typeof STORY_STATES)[number] | undefined, columnId, q: q?.trim() || undefined }, offset, pageSize))
  })

  app.get('/admin/v1/stories/places', async request => {
    await requireStaff(roles, request, EDITORS)
    return ok(await stories.places())
  })

  app.get('/admin/v1/stories/detail', { schema: { querystring: Type.Object({ id: Id }) } }, async request => {
    await requireStaff(roles, request, EDITORS)
    return ok(await stories.view(request.query.id))
  })

  // a signed link that opens the story as last saved as the real H5 page (for a day), to send to whoever checks it
  app.post('/admin/v1/stories/preview', { schema: { body: Type.Object({ id: Id }) } }, async request => {
    const actor = await requireStaff(roles, request, EDITORS)
    const link = await stories.previewLink(actor, request.body.id, app.services.signIn.secret, Date.now(), request.id)
    return ok({ url: `${originOf(request, ctx.settings)}${link.path}`, expiresAt: link.expiresAt }, '预览链接已生成')
  })

  app.post('/admin/v1/stories/create', { schema: { body: Type.Object({ fields: Fields }) } }, async request => {
    const actor = await requireStaff(roles, request, EDITORS)
    const fields = await stories.checked(complete(request.body.fields), originOf(request, ctx.settings))
    return ok(await stories.create(actor, fields, Date.now(), request.id), '已保存')
  })

  app.post('/admin/v1/stories/save', { schema: { body: Type.Object({ id: Id, revision: Id, fields: Fields }) } }, async request => {
    const actor = await requireStaff(roles, request, EDITORS)
    const fields = await stories.checked(complete(request.body.fields), originOf(request, ctx.settings))
    return ok(await stories.save(actor, request.body.id, request.body.revision, fields, Date.now(), request.id), '已保存')
  })

  app.post('/admin/v1/stories/act', {
    schema: { body: Type.Object({ id: Id, action: literals(Object.keys(STORY_ACTIONS)), at: Type.Optional(Type.String({ pattern: CST_TIME_PATTERN })) }) },
  }, async request => {
    const actor = await requireStaff(roles, request, EDITORS)
    const action = request.body.action as keyof typeof STORY_ACTIONS
    // (a time that is none, 2026-02-30 08:00, is no time to schedule for)
    const at = request.body.at === undefined ? null : parseCst(request.body.at) ?? 0
    const done = await stories.act(actor, request.body.id, action, at, Date.now(), request.id)
    return ok(done, `已${STORY_ACTIONS[action].name}`)
  })

  app.post('/admin/v1/stories/restore', { schema: { body: Type.Object({ id: Id, revision: Id, from: Id }) } }, async request => {
    const actor = await requireStaff(roles, request, EDITORS)
    return ok(await stories.restore(actor, request.body.id, request.body.revision, request.body.from, Date.now(), request.id), `已恢复第${request.body.from}版`)
  })

  app.get('/admin/v1/stories/diff', { schema: { querystring: Type.Object({ id: Id, from: Id, to: Id }) } }, async request => {
    await requireStaff(roles, request, EDITORS)
    return ok(await stories.diff(request.query.id, request.query.from, request.query.to))
  })

  // ingest: the CMS feeds (services/ingest.ts)
  app.get('/admin/v1/feeds', async request => {
    await requireStaff(roles, request, EDITORS)
    return ok(await ingest.list())
  })

  app.post('/admin/v1/feeds/save', {
    schema: {
      body: Type.Object({
        id: Type.Optional(Id), name: Type.String({ maxLength: 100 }), url: Type.String({ maxLength: 1000 }), columnId: Id, channelIds: Type.Optional(ChannelIds),
        publish: Type.Optional(Type.Boolean()), enabled: Type.Optional(Type.Boolean()), intervalMin: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
      }, { additionalProperties: false }),
    },
  }, async request => {
    const actor = await requireStaff(roles, request, EDITORS)
    const b = request.body
    return ok(await ingest.save(actor, {
      id: b.id, name: b.name, url: b.url, columnId: b.columnId, channelIds: b.channelIds ?? [], publish: b.publish ?? false, enabled: b.enabled ?? true, intervalMin: b.intervalMin ?? 15,
    }, Date.now(), request.id), '已保存')
  })

  app.post('/admin/v1/feeds/delete', { schema: { body: Type.Object({ id: Id }) } }, async request => {
    const actor = await requireStaff(roles, request, EDITORS)
    await ingest.remove(actor, request.body.id, Date.now(), request.id)
    return ok(null, '已删除')
  })

  // polled now (what the job does when its time comes): what it brought in, and what went wrong
  app.post('/admin/v1/feeds/poll', { schema: { body: Type.Object({ id: Id }) } }, async request => {
    await requireStaff(roles, request, EDITORS)
    const done = await ingest.poll(request.body.id)
    return ok(done, done.error || `抓取完成，新增 ${done.added} 篇`)
  })

  // the front page (services/front-page.ts): the channel bar's order, each channel's banner, the hot words, the
  // stories pinned at the top of the hot list and its ticker
  app.get('/admin/v1/front', async request => {
    await requireStaff(roles, request, EDITORS)
    return ok({ channels: await frontPage.channels(), hotWords: await frontPage.hotWords(), hotPins: await frontPage.hotPins() })
  })

  app.get('/admin/v1/front/menu', { schema: { querystring: Type.Object({ channelId: Type.Integer() }) } }, async request => {
    await requireStaff(roles, request, EDITORS)
    return ok(await frontPage.menu(request.query.channelId))
  })

  app.post('/admin/v1/front/menu', { schema: { body: Type.Object({ channelId: Type.Integer(), columnIds: Type.Array(Type.Integer(), { maxItems: 200 }) }) } }, async request => {
    const actor = await requireStaff(roles, request, EDITORS)
    await frontPage.setMenu(actor, request.body.channelId, request.body.columnIds, Date.now(), request.id)
    return ok(null, '已保存')
  })

  app.get('/admin/v1/front/banners', { schema: { querystring: Type.Object({ channelId: Type.Integer() }) } }, async request => {
    await requireStaff(roles, request, EDITORS)
    return ok(await frontPage.banners(request.query.channelId))
  })

  // (a channel's id may be negative: the hot list's)
  app.post('/admin/v1/front/channels', { schema: { body: Type.Object({ ids: Type.Array(Type.Integer(), { maxItems: 100 }) }) } }, async request => {
    const actor = await requireStaff(roles, request, EDITORS)
    await frontPage.orderChannels(actor, request.body.ids, Date.now(), request.id)
    return ok(null, '已保存')
  })

  app.post('/admin/v1/front/banners', { schema: { body: Type.Object({ channelId: Type.Integer(), newsIds: Type.Array(Id, { maxItems: 50 }) }) } }, async request => {
    const actor = await requireStaff(roles, request, EDITORS)
    await frontPage.setBanners(actor, request.body.channelId, request.body.newsIds, Date.now(), request.id)
    return ok(null, '已保存')
  })

  app.post('/admin/v1/front/hot-pins', { schema: { body: Type.Object({ newsIds: Type.Array(Id, { maxItems: 50 }) }) } }, async request => {
    const actor = await requireStaff(roles, request, EDITORS)
    await frontPage.setHotPins(actor, request.body.newsIds, Date.now(), request.id)
    return ok(null, '已保存')
  })

  app.post('/admin/v1/front/hot-words', { schema: { body: Type.Object({ words: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 }) }) } }, async request => {
    const actor = await requireStaff(roles, request, EDITORS)
    await frontPage.setHotWords(actor, request.body.words, Date.now(), request.id)
    return ok(null, '已保存')
  })

  // the detail pages' ads (services/ads.ts): every ad, and one save that adds or changes one (taken down, not deleted)
  app.get('/admin/v1/ads', async request => {
    await requireStaff(roles, request, EDITORS)
    return ok(await ads.all())
  })

  app.post('/admin/v1/ads/save', {
    schema: {
      body: Type.Object({
        id: Type.Optional(Id), type: Type.Integer({ minimum: 0, maximum: 100 }), title: Type.String({ maxLength: 200 }),
        url: Type.String({ maxLength: 1000 }), image: MediaAddress, everywhere: Type.Boolean(),
        listed: Type.Array(Type.Integer(), { maxItems: 500, default: [] }), excluded: Type.Array(Type.Integer(), { maxItems: 500, default: [] }),
        sort: Type.Integer({ minimum: -2_000_000_000, maximum: 2_000_000_000, default: 0 }), shown: Type.Boolean(),
      }, { additionalProperties: false }),
    },
  }, async request => {
    const actor = await requireStaff(roles, request, EDITORS)
    const saved = await ads.save(actor, request.body, originOf(request, ctx.settings), Date.now(), request.id)
    return ok(saved, request.body.id === undefined ? '广告已添加' : '已保存')
  })
}
