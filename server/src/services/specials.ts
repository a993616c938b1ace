// Specials (专题): a special column with category columns under it.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { SpecialInfo, SpecialListItem } from '../../../types/api/topics'
import { absolute } from '../content/urls'
import { notFound } from '../answer'
import { listedStories } from './news'
import * as ERRORS from '../../../types/errors'

/** newest stories shown with each special on /Special */
const STORIES_PER_SPECIAL = 3

export class SpecialService {
  constructor(private readonly db: Kysely<DB>) {}

  /** The special (by its own id or one of its categories') with its category tabs. */
  async info(classId: number, origin: string): Promise<SpecialInfo> {
    const column = await this.db.selectFrom('columns').selectAll().where('id', '=', classId)
      .where('kind', 'in', ['special', 'special-category']).executeTakeFirst()
    if (!column) throw notFound(ERRORS.specialGone)
    const specialId = column.kind === 'special' ? column.id : column.father!
    const special = await this.db.selectFrom('columns').selectAll().where('id', '=', specialId).executeTakeFirstOrThrow()
    const entry = await this.db.selectFrom('news').select(['image_urls', 'intro']).where('class_id', '=', specialId)
      .where('data_type', '=', 5).executeTakeFirst()
    const categories = await this.db.selectFrom('columns').select(['id', 'name']).where('father', '=', specialId).orderBy('sort').execute()
    return {
      classId: special.id,
      title: special.name,
      image: absolute((JSON.parse(entry?.image_urls ?? '[]') as string[])[0] ?? '', origin),
      intro: entry?.intro ?? '',
      categories: categories.map(c => ({ id: c.id, name: c.name })),
    }
  }

  async list(offset: number, pageSize: number, origin: string): Promise<SpecialListItem[]> {
    const specials = await this.db.selectFrom('columns').selectAll().where('kind', '=', 'special')
      .orderBy('sort').limit(pageSize).offset(offset).execute()
    return Promise.all(specials.map(async s => {
      const info = await this.info(s.id, origin)
      const categoryName = new Map(info.categories.map(c => [c.id, c.name]))
      const stories = categoryName.size === 0 ? [] : await listedStories(this.db).where('class_id', 'in', [...categoryName.keys()])
        .orderBy('publish_time', 'desc').limit(STORIES_PER_SPECIAL).execute()
      return {
        classId: s.id,
        topicTitle: s.name,
        topicImg: info.image,
        list: stories.map(n => ({
          category: categoryName.get(n.class_id) ?? '',
          title: n.title,
          imageUrl: (JSON.parse(n.image_urls) as string[]).map(u => absolute(u, origin)),
          classId: n.class_id,
          id: n.id,
          dataType: n.data_type,
          showType: n.show_type,
          isVideo: n.is_video ? 1 : 0,
        })),
      }
    }))
  }
}
