// Topics (时间专题): each gathers stories on one subject. Readers see the shown ones; the newsroom (TopicDesk,
// issue 29) adds and changes topics, shows or hides them, and says which stories each gathers — every change
// in the staff audit log with what it was before and after.
import type { Kysely, Selectable } from 'kysely'
import type { DB, TopicTable } from '../db/schema'
import { TOPIC_LIMITS, type StaffTopic, type Topic, type TopicInput, type TopicStory } from '../../../types/api/topics'
import { absolute } from '../content/urls'
import { cleanText } from '../content/comment-text'
import { badRequest, notFound } from '../answer'
import type { ModerationService } from '../moderation/service'
import { mediaPath } from './stories'
import * as ERRORS from '../../../types/errors'

function toTopic(t: Selectable<TopicTable>, origin: string): Topic {
  return { id: t.id, title: t.title, image: absolute(t.image, origin), intro: t.intro, postNum: t.post_num, replyNum: t.reply_num }
}

export class TopicService {
  constructor(private readonly db: Kysely<DB>) {}

  async collect(columnId: number, offset: number, pageSize: number, origin: string): Promise<Topic[]> {
    const column = await this.db.selectFrom('columns').select('id').where('id', '=', columnId).executeTakeFirst()
    if (!column) throw notFound(ERRORS.columnGone)
    const rows = await this.db.selectFrom('topics').selectAll().where('column_id', '=', columnId).where('status', '=', 1)
      .orderBy('sort').orderBy('id').limit(pageSize).offset(offset).execute()
    return rows.map(t => toTopic(t, origin))
  }

  async show(id: number, origin: string): Promise<Topic> {
    const t = await this.db.selectFrom('topics').selectAll().where('id', '=', id).where('status', '=', 1).executeTakeFirst()
    if (!t) throw notFound(ERRORS.topicGone)
    return toTopic(t, origin)
  }
}

/**
 * what a topic's or a special's card shows, as the newsroom sent it, checked: a title, an introduction (may
 * be empty), a picture of this site's, a place in the order; else the first problem, in the newsroom's words
 */
export function checkedShowcase(input: { title: string; intro: string; image: string; order: number }, limits: { title: number; intro: number; order: number },
  origin: string, uploadsBase: string): { title: string; intro: string; image: string } {
  const title = cleanText(input.title, limits.title)
  if ('problem' in title) throw badRequest(ERRORS.topicTitleBad(limits.title))
  const intro = cleanText(input.intro, limits.intro)
  if ('problem' in intro && intro.problem === 'tooLong') throw badRequest(ERRORS.topicIntroTooLong(limits.intro))
  if (!input.image) throw badRequest(ERRORS.topicImageMissing)
  const image = mediaPath(input.image, origin, uploadsBase)
  if (!Number.isInteger(input.order) || input.order < 0 || input.order > limits.order) throw badRequest(ERRORS.sortBad(limits.order))
  return { title: title.text, intro: 'text' in intro ? intro.text : '', image }
}

const staffTopic = (t: Selectable<TopicTable>, stories: number): StaffTopic => ({
  id: t.id, columnId: t.column_id, title: t.title, image: t.image, intro: t.intro, sort: t.sort, shown: t.status === 1, stories,
})

export class TopicDesk {
  /** `uploadsBase`: the bucket's public address uploads are served from ('' when the server serves them) */
  constructor(private readonly db: Kysely<DB>, private readonly moderation: ModerationService, private readonly uploadsBase = '') {}

  /** GET /admin/v1/topics: every topic, shown or not, in the readers' order; and the columns topics live in */
  async all(): Promise<{ columns: { id: number; name: string }[]; topics: StaffTopic[] }> {
    const columns = await this.db.selectFrom('columns').select(['id', 'name']).where('kind', '=', 'topic').orderBy('sort').orderBy('id').execute()
    const rows = await this.db.selectFrom('topics as t')
      .select(eb => ['t.id', 't.column_id', 't.title', 't.image', 't.intro', 't.post_num', 't.reply_num', 't.sort', 't.status',
        eb.selectFrom('topic_news as n').whereRef('n.topic_id', '=', 't.id').select(x => x.fn.countAll<number>().as('c')).as('stories')])
      .orderBy('t.column_id').orderBy('t.sort').orderBy('t.id').execute()
    return { columns, topics: rows.map(r => staffTopic(r, Number(r.stories ?? 0))) }
  }

  /** POST /admin/v1/topics/save: adds a topic (no id) or changes one */
  async save(actor: number, input: TopicInput, origin: string, now = Date.now(), requestId = ''): Promise<StaffTopic> {
    const { title, intro, image } = checkedShowcase({ ...input, order: input.sort }, { ...TOPIC_LIMITS, order: TOPIC_LIMITS.sort }, origin, this.uploadsBase)
    return this.db.transaction().execute(async trx => {
      if (!await trx.selectFrom('columns').select('id').where('id', '=', input.columnId).where('kind', '=', 'topic').executeTakeFirst()) throw badRequest(ERRORS.topicColumnBad)
      const fields = { column_id: input.columnId, title, image, intro, sort: input.sort, status: input.shown ? 1 : 0 }
      let before: StaffTopic | null = null
      let id = input.id
      if (id === undefined) {
        id = (await trx.insertInto('topics').values({ ...fields, post_num: 0, reply_num: 0 }).returning('id').executeTakeFirstOrThrow()).id
      } else {
        const row = await trx.selectFrom('topics').selectAll().where('id', '=', id).executeTakeFirst()
        if (!row) throw notFound(ERRORS.topicGone)
        before = staffTopic(row, row.post_num)
        await trx.updateTable('topics').set(fields).where('id', '=', id).execute()
      }
      const row = await trx.selectFrom('topics').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
      const after = staffTopic(row, row.post_num)
      await this.moderation.audit(trx, actor, before ? 'topic-edit' : 'topic-add', 'topic', id, after.title, now, { before, after, requestId })
      return after
    })
  }

  /** GET /admin/v1/topics/stories: the topic's stories, newest first (readers see the published ones) */
  async stories(id: number): Promise<TopicStory[]> {
    await this.topic(id)
    const rows = await this.db.selectFrom('topic_news as t').innerJoin('news as n', 'n.id', 't.news_id').select(['n.id', 'n.title', 'n.status'])
      .where('t.topic_id', '=', id).orderBy('n.publish_time', 'desc').orderBy('n.id', 'desc').execute()
    return rows.map(r => ({ newsId: r.id, title: r.title, published: r.status === 1 }))
  }

  /** POST /admin/v1/topics/stories: the topic gathers these stories (its 帖子 count follows) */
  async setStories(actor: number, id: number, newsIds: number[], now = Date.now(), requestId = ''): Promise<void> {
    if (newsIds.length > TOPIC_LIMITS.stories || new Set(newsIds).size !== newsIds.length) throw badRequest(ERRORS.topicStoriesBad(TOPIC_LIMITS.stories))
    await this.db.transaction().execute(async trx => {
      // two editors saving one topic's stories at once take turns: the topic's row is locked first (a write
      // that changes nothing; PostgreSQL), else each deletes the list it saw and the later insert meets the
      // earlier one's rows (a unique violation). SQLite runs one writing transaction at a time.
      const claimed = await trx.updateTable('topics').set(eb => ({ id: eb.ref('id') })).where('id', '=', id).executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) throw notFound(ERRORS.topicGone)
      const topic = await trx.selectFrom('topics').select('title').where('id', '=', id).executeTakeFirstOrThrow()
      if (newsIds.length) {
        const found = await trx.selectFrom('news').select('id').where('id', 'in', newsIds).where('show_type', 'not in', [8, 9]).execute()
        if (found.length !== newsIds.length) throw badRequest(ERRORS.storyNotFound)
      }
      const before = (await trx.selectFrom('topic_news').select('news_id').where('topic_id', '=', id).orderBy('news_id').execute()).map(r => r.news_id)
      await trx.deleteFrom('topic_news').where('topic_id', '=', id).execute()
      if (newsIds.length) await trx.insertInto('topic_news').values(newsIds.map(news_id => ({ topic_id: id, news_id }))).execute()
      await trx.updateTable('topics').set({ post_num: newsIds.length }).where('id', '=', id).execute()
      await this.moderation.audit(trx, actor, 'topic-stories', 'topic', id, topic.title, now, { before, after: [...newsIds].sort((a, b) => a - b), requestId })
    })
  }

  private async topic(id: number): Promise<void> {
    if (!await this.db.selectFrom('topics').select('id').where('id', '=', id).executeTakeFirst()) throw notFound(ERRORS.topicGone)
  }
}
