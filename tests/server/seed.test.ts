// The seed generator: deterministic, and a living site with every kind of content the spec lists.
import { generate, seedIfEmpty } from '../../server/src/db/seed'
import { COLUMNS } from '../../server/src/db/seed/channels'
import { createTestServer, type TestServer } from './helpers'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

describe('seed generator', () => {
  it('is deterministic', () => {
    const a = generate(1_800_000_000_000)
    const b = generate(1_800_000_000_000)
    expect(a.news.map(n => n.title)).toEqual(b.news.map(n => n.title))
    expect(a.news.map(n => n.content)).toEqual(b.news.map(n => n.content))
  })

  it('writes at least 600 stories with unique titles', async () => {
    const rows = await server.database.db.selectFrom('news').select(['title', 'show_type', 'data_type']).execute()
    const stories = rows.filter(r => r.show_type !== 8 && r.show_type !== 9)
    expect(stories.length).toBeGreaterThanOrEqual(600)
    expect(new Set(stories.map(r => r.title)).size).toBe(stories.length)
    expect(stories.every(r => /[\u4e00-\u9fa5]/.test(r.title))).toBe(true)
  })

  it('covers every dataType and showType the spec lists', async () => {
    const rows = await server.database.db.selectFrom('news').select(['show_type', 'data_type']).execute()
    expect(new Set(rows.map(r => r.data_type))).toEqual(new Set([1, 2, 3, 5, 7, 8]))
    for (const t of [0, 1, 2, 4, 8, 9, 14]) expect(rows.some(r => r.show_type === t)).toBe(true)
  })

  it('has picture sets, live items in all three states, VR items, videos and specials', async () => {
    const db = server.database.db
    const pictures = await db.selectFrom('news').select(['id', 'image_num']).where('data_type', '=', 2).execute()
    expect(pictures.length).toBeGreaterThan(10)
    const images = await db.selectFrom('news_images').select(['news_id']).execute()
    for (const p of pictures) expect(images.filter(i => i.news_id === p.id).length).toBe(p.image_num)
    const live = await db.selectFrom('news').select('live_type').where('data_type', '=', 1).execute()
    expect(new Set(live.map(l => l.live_type))).toEqual(new Set([0, 1, 2]))
    expect((await db.selectFrom('news').select('id').where('is_vr', '=', 1).execute()).length).toBeGreaterThan(0)
    const videos = await db.selectFrom('news').select('video_url').where('is_video', '=', 1).execute()
    expect(videos.length).toBeGreaterThan(10)
    expect(videos.every(v => v.video_url.startsWith('/media/video/'))).toBe(true)
    const specials = COLUMNS.filter(c => c.kind === 'special')
    expect(specials.length).toBeGreaterThanOrEqual(5)
    for (const s of specials) expect(COLUMNS.some(c => c.father === s.id)).toBe(true)
  })

  it('seeds only an empty database', async () => {
    expect(await seedIfEmpty(server.database.db)).toBe(false)
  })
})
