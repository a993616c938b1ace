// Ingest (issue 29): the paper's CMS feeds stories in. Editors list the feeds (RSS, Atom or a JSON Feed),
// each with its column, channels, whether its items are published at once or wait as drafts, and how often
// it is polled; a job polls those due (one instance at a time: services/jobs.ts), and an editor may poll
// one now. Each item lands once: its guid is claimed in feed_items before its story is made through the
// story desk (the same checks, revisions and audit as an editor's story). What went wrong — the feed not
// answering, not a feed, items that could not be made — is kept on the feed for the newsroom to see.
import dns from 'dns/promises'
import net from 'net'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { badRequest, notFound } from '../answer'
import { FeedUnreadable, parseFeed, type FeedItem } from '../content/feeds'
import { plainText } from '../content/diff'
import type { StoryDesk } from './stories'
import type { ModerationService } from '../moderation/service'
import type { FeedInput, FeedView, StoryFields } from '../../../types/api/admin'
import * as ERRORS from '../../../types/errors'

/** the most a poll brings in (a feed that suddenly lists a thousand items lands over several polls) */
export const ITEMS_PER_POLL = 50
const FETCH_TIMEOUT_MS = 10_000
const FETCH_MAX_BYTES = 2 * 1024 * 1024

/** what a poll fetched: the feed's text, or the newsroom's words for why not */
export type FeedFetcher = (url: string) => Promise<{ text: string } | { error: string }>

/**
 * The feed's text over HTTP(S): no redirects followed (a redirect could lead anywhere), 10 s at most, 2 MB
 * at most; unless `allowPrivate`, never an address on this machine or a private network.
 */
export function httpFeedFetcher(allowPrivate: boolean): FeedFetcher {
  return async url => {
    const address = new URL(url)
    if (!allowPrivate) {
      const host = address.hostname.replace(/^\[|\]$/g, '')
      const ips = net.isIP(host) ? [host] : (await dns.lookup(host, { all: true }).catch(() => [])).map(a => a.address)
      if (ips.length === 0) return { error: ERRORS.feedUnreachable }
      if (ips.some(isPrivate)) return { error: ERRORS.feedPrivateAddress }
    }
    let res: Response
    try {
      res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/rss+xml, application/atom+xml, application/feed+json, application/json, application/xml, text/xml' } })
    } catch (err) {
      return { error: (err as Error).name === 'TimeoutError' ? ERRORS.feedTimeout : ERRORS.feedUnreachable }
    }
    if (res.status !== 200) {
      await res.body?.cancel().catch(() => undefined)
      return { error: ERRORS.feedFetchFailed(res.status) }
    }
    const chunks: Buffer[] = []
    let size = 0
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        size += chunk.length
        if (size > FETCH_MAX_BYTES) return { error: ERRORS.feedTooLarge }
        chunks.push(Buffer.from(chunk))
      }
    } catch (err) {
      return { error: (err as Error).name === 'TimeoutError' ? ERRORS.feedTimeout : ERRORS.feedUnreachable }
    }
    return { text: Buffer.concat(chunks).toString('utf8') }
  }
}

/** loopback, private, link-local, unique-local, unspecified: not a feed's address */
function isPrivate(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip
  if (net.isIPv4(v4)) {
    const [a, b] = v4.split('.').map(Number)
    return a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127)
  }
  const x = ip.toLowerCase()
  return x === '::1' || x === '::' || x.startsWith('fc') || x.startsWith('fd') || x.startsWith('fe80')
}

const cut = (text: string, max: number) => [...text].slice(0, max).join('')
const escapeHtml = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export class IngestService {
  constructor(
    private readonly db: Kysely<DB>, private readonly stories: StoryDesk, private readonly moderation: ModerationService,
    private readonly fetchFeed: FeedFetcher,
  ) {}

  async list(): Promise<FeedView[]> {
    const rows = await this.db.selectFrom('feeds').selectAll().orderBy('id').execute()
    return rows.map(r => ({
      id: r.id, name: r.name, url: r.url, columnId: r.column_id, channelIds: JSON.parse(r.channel_ids) as number[], publish: r.publish === 1,
      enabled: r.enabled === 1, intervalMin: r.interval_min, fetchedAt: r.fetched_at, okAt: r.ok_at, error: r.error, added: r.added,
    }))
  }

  /** A feed added or changed (its column and channels checked as a story's are), audited. */
  async save(actor: number, input: FeedInput, now = Date.now(), requestId = ''): Promise<{ id: number }> {
    const name = input.name.trim()
    if (!name || [...name].length > 40) throw badRequest(ERRORS.feedNameBad)
    let ok = false
    try { ok = /^https?:$/.test(new URL(input.url).protocol) } catch { ok = false }
    if (!ok || input.url.length > 500) throw badRequest(ERRORS.feedUrlBad)
    if (!Number.isInteger(input.intervalMin) || input.intervalMin < 5 || input.intervalMin > 1440) throw badRequest(ERRORS.feedIntervalBad)
    // where its stories go: as a story's own column and channels are checked
    await this.stories.checkPlace(input.columnId, input.channelIds)
    const values = {
      name, url: input.url.trim(), column_id: input.columnId, channel_ids: JSON.stringify([...new Set(input.channelIds)]), publish: input.publish ? 1 : 0,
      enabled: input.enabled ? 1 : 0, interval_min: input.intervalMin,
    }
    return this.db.transaction().execute(async trx => {
      if (input.id === undefined) {
        const { id } = await trx.insertInto('feeds').values({ ...values, created_by: actor, created_at: now }).returning('id').executeTakeFirstOrThrow()
        await this.moderation.audit(trx, actor, 'feed-add', 'feed', id, name, now, { after: values, requestId })
        return { id }
      }
      const before = await trx.selectFrom('feeds').select(['name', 'url', 'column_id', 'channel_ids', 'publish', 'enabled', 'interval_min']).where('id', '=', input.id).executeTakeFirst()
      if (!before) throw notFound(ERRORS.feedNotFound)
      await trx.updateTable('feeds').set(values).where('id', '=', input.id).execute()
      await this.moderation.audit(trx, actor, 'feed-edit', 'feed', input.id, name, now, { before, after: values, requestId })
      return { id: input.id }
    })
  }

  async remove(actor: number, id: number, now = Date.now(), requestId = ''): Promise<void> {
    await this.db.transaction().execute(async trx => {
      const before = await trx.selectFrom('feeds').select(['name', 'url']).where('id', '=', id).executeTakeFirst()
      if (!before) throw notFound(ERRORS.feedNotFound)
      // (what it brought in stays: its stories are the newsroom's now)
      await trx.deleteFrom('feed_items').where('feed_id', '=', id).execute()
      await trx.deleteFrom('feeds').where('id', '=', id).execute()
      await this.moderation.audit(trx, actor, 'feed-delete', 'feed', id, before.name, now, { before, requestId })
    })
  }

  /** Polls every enabled feed whose time has come (the job). */
  async pollDue(now = Date.now()): Promise<{ id: number; added: number; error: string }[]> {
    const feeds = await this.db.selectFrom('feeds').select(['id', 'fetched_at', 'interval_min']).where('enabled', '=', 1).execute()
    const due = feeds.filter(f => f.fetched_at === null || f.fetched_at + f.interval_min * 60_000 <= now)
    const out = []
    for (const f of due) out.push({ id: f.id, ...await this.poll(f.id, now) })
    return out
  }

  /** Fetches the feed and brings in what it has not brought before (ITEMS_PER_POLL at most, oldest first). */
  async poll(id: number, now = Date.now()): Promise<{ added: number; error: string }> {
    const feed = await this.db.selectFrom('feeds').selectAll().where('id', '=', id).executeTakeFirst()
    if (!feed) throw notFound(ERRORS.feedNotFound)
    const got = await this.fetchFeed(feed.url)
    let items: FeedItem[] = []
    let error = 'error' in got ? got.error : ''
    if ('text' in got) {
      try {
        items = parseFeed(got.text)
      } catch (err) {
        if (!(err instanceof FeedUnreadable)) throw err
        error = ERRORS.feedUnreadable(err.message)
      }
    }
    let added = 0
    const skipped: string[] = []
    const known = new Set(items.length ? (await this.db.selectFrom('feed_items').select('guid').where('feed_id', '=', id).where('guid', 'in', items.map(i => i.guid)).execute()).map(r => r.guid) : [])
    const fresh = items.filter(i => i.guid && !known.has(i.guid)).sort((a, b) => (a.publishedAt ?? 0) - (b.publishedAt ?? 0)).slice(0, ITEMS_PER_POLL)
    const channelIds = JSON.parse(feed.channel_ids) as number[]
    for (const it of fresh) {
      // the guid claimed first: two polls meeting bring it in once
      const claimed = await this.db.insertInto('feed_items').values({ feed_id: id, guid: it.guid, news_id: null, created_at: now })
        .onConflict(oc => oc.columns(['feed_id', 'guid']).doNothing()).executeTakeFirst()
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) continue
      try {
        const fields = await this.stories.checked(this.fieldsFor({ title: it.title, columnId: feed.column_id, channelIds, source: feed.name }, it), '')
        const made = await this.stories.create(feed.created_by, fields, now, '', `来自稿源「${feed.name}」`)
        if (feed.publish === 1) await this.stories.act(feed.created_by, made.id, 'publish', null, now, '')
        await this.db.updateTable('feed_items').set({ news_id: made.id }).where('feed_id', '=', id).where('guid', '=', it.guid).execute()
        added++
      } catch (err) {
        // kept as seen (it will not be better next time); the newsroom reads why
        skipped.push(err instanceof Error ? err.message : String(err))
      }
    }
    if (!error && skipped.length) error = ERRORS.feedItemsSkipped(skipped.length, [...new Set(skipped)].slice(0, 2).join('；'))
    await this.db.updateTable('feeds').set(eb => ({
      fetched_at: now, error: cut(error, 300), added: eb('added', '+', added), ...('text' in got && !error.startsWith('解析') ? { ok_at: now } : {}),
    })).where('id', '=', id).execute()
    return { added, error }
  }

  /** a story's fields from a feed's item (the title and summary cut to the desk's limits; the original linked) */
  private fieldsFor(where: { title: string; columnId: number; channelIds: number[]; source: string }, it: FeedItem): StoryFields {
    const summary = cut(plainText(it.summary).replace(/\s+/g, ' ').trim(), 120)
    const link = /^https?:\/\//.test(it.link) ? `<p><a href="${escapeHtml(it.link)}">阅读原文</a></p>` : ''
    const body = it.html || (it.summary.includes('<') ? it.summary : it.summary ? `<p>${escapeHtml(it.summary)}</p>` : '')
    return {
      kind: 'news', title: cut(plainText(where.title).replace(/\s+/g, ' ').trim(), 60), summary, body: body + link, columnId: where.columnId, channelIds: where.channelIds,
      showType: 0, cover: [], gallery: [], videoUrl: '', liveStart: '', targetUrl: '', tags: [], pinned: false, bannerChannelIds: [], writer: '', source: cut(where.source, 30), allowComments: true, hides: [],
    }
  }
}
