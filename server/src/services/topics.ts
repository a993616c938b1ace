// Topics (时间专题): each gathers stories on one subject.
import type { Kysely, Selectable } from 'kysely'
import type { DB, TopicTable } from '../db/schema'
import type { Topic } from '../../../types/api/topics'
import { absolute } from '../content/urls'
import { notFound } from '../answer'
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
