// The ads of detail pages. Every active ad goes out with its targeting (all channels, listed,
// excluded); the client applies the story's permission bit and its channel (reading-side spec §5).
//
// The newsroom's side (issue 29): every ad, shown or not, and one save that adds or changes an ad — its
// slot, title, picture and link, its targeting (every column except those excluded, or only those
// listed) and whether it is shown — checked whole, in one transaction with its audit record (before and
// after). An ad is never deleted: it is taken down (status 0) and its history stays.
import type { Kysely, Selectable } from 'kysely'
import type { AdTable, DB } from '../db/schema'
import { AD_TYPE, type Ad, type AdType } from '../../../types/api/interaction'
import { AD_LIMITS, type AdInput, type AdRecord } from '../../../types/api/admin'
import { absolute } from '../content/urls'
import { cleanText } from '../content/comment-text'
import { badRequest, notFound } from '../answer'
import type { ModerationService } from '../moderation/service'
import { linkAddressOk, mediaPath } from './stories'
import * as ERRORS from '../../../types/errors'

const recordOf = (r: Selectable<AdTable>): AdRecord => ({
  id: r.id, type: r.type, title: r.title, url: r.url, image: r.img_src, everywhere: r.is_all === 1,
  listed: JSON.parse(r.show_class_ids) as number[], excluded: JSON.parse(r.not_show_class_ids) as number[], sort: r.sort, shown: r.status === 1,
})

const AD_TYPES: readonly number[] = Object.values(AD_TYPE)

export class AdService {
  /** `uploadsBase`: the bucket's public address uploads are served from ('' when the server serves them) */
  constructor(private readonly db: Kysely<DB>, private readonly moderation: ModerationService, private readonly uploadsBase = '') {}

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

  /** GET /admin/v1/ads: every ad, shown ones first, by slot and order */
  async all(): Promise<AdRecord[]> {
    const rows = await this.db.selectFrom('ads').selectAll().orderBy('status', 'desc').orderBy('type').orderBy('sort').orderBy('id').execute()
    return rows.map(recordOf)
  }

  /** POST /admin/v1/ads/save: adds an ad (no id) or changes one, with its audit record. */
  async save(actor: number, input: AdInput, origin: string, now = Date.now(), requestId = ''): Promise<AdRecord> {
    if (!AD_TYPES.includes(input.type)) throw badRequest(ERRORS.adTypeBad)
    const title = cleanText(input.title, AD_LIMITS.title)
    if ('problem' in title) throw badRequest(ERRORS.adTitleBad(AD_LIMITS.title))
    const url = input.url.trim()
    if (!linkAddressOk(url)) throw badRequest(ERRORS.adLinkBad)
    if (!input.image) throw badRequest(ERRORS.adImageMissing)
    const image = mediaPath(input.image, origin, this.uploadsBase)
    if (!Number.isInteger(input.sort) || input.sort < 0 || input.sort > AD_LIMITS.sort) throw badRequest(ERRORS.sortBad(AD_LIMITS.sort))
    const targets = input.everywhere ? input.excluded : input.listed
    if (!input.everywhere && targets.length === 0) throw badRequest(ERRORS.adTargetsMissing)
    if (targets.length > AD_LIMITS.targets || new Set(targets).size !== targets.length) throw badRequest(ERRORS.adTargetsBad)
    return this.db.transaction().execute(async trx => {
      if (targets.length) {
        const found = await trx.selectFrom('columns').select('id').where('id', 'in', targets).execute()
        if (found.length !== targets.length) throw badRequest(ERRORS.adTargetsBad)
      }
      const fields = {
        type: input.type, title: title.text, url, img_src: image, is_all: input.everywhere ? 1 : 0,
        // (only the list that applies is kept: the other would mislead whoever reads the row)
        show_class_ids: JSON.stringify(input.everywhere ? [] : targets), not_show_class_ids: JSON.stringify(input.everywhere ? targets : []),
        sort: input.sort, status: input.shown ? 1 : 0,
      }
      let before: AdRecord | null = null
      let id = input.id
      if (id === undefined) {
        id = (await trx.insertInto('ads').values({ ...fields, news_class_id: 0, news_id: 0 }).returning('id').executeTakeFirstOrThrow()).id
      } else {
        const row = await trx.selectFrom('ads').selectAll().where('id', '=', id).executeTakeFirst()
        if (!row) throw notFound(ERRORS.adGone)
        before = recordOf(row)
        await trx.updateTable('ads').set(fields).where('id', '=', id).execute()
      }
      const after = recordOf(await trx.selectFrom('ads').selectAll().where('id', '=', id).executeTakeFirstOrThrow())
      await this.moderation.audit(trx, actor, before ? 'ad-edit' : 'ad-add', 'ad', id, after.title, now, { before, after, requestId })
      return after
    })
  }
}
