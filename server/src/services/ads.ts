// The ads of detail pages. Every active ad goes out with its targeting (all channels, listed,
// excluded); the client applies the story's permission bit and its channel (reading-side spec §5).
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { Ad, AdType } from '../../../types/api/interaction'
import { absolute } from '../content/urls'

export class AdService {
  constructor(private readonly db: Kysely<DB>) {}

  async active(origin: string): Promise<Ad[]> {
    const rows = await this.db.selectFrom('ads').selectAll().where('status', '=', 1).orderBy('type').orderBy('sort').orderBy('id').execute()
    return rows.map(r => ({
      id: r.id,
      type: r.type as AdType,
      title: r.title,
      url: absolute(r.url, origin),
      imgSrc: absolute(r.img_src, origin),
      newsClassId: r.news_class_id,
      newsId: r.news_id,
      isAll: r.is_all ? 1 : 0,
      showClassIds: JSON.parse(r.show_class_ids) as number[],
      notShowClassIds: JSON.parse(r.not_show_class_ids) as number[],
    }))
  }
}
