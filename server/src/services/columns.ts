// One column with its sub-columns (the /columns page tabs, the local-channel picker, the district grid).
import type { Kysely, Selectable } from 'kysely'
import type { ColumnTable, DB } from '../db/schema'
import type { AreaColumn } from '../../../types/api/channel'
import { absolute } from '../content/urls'
import { notFound } from '../answer'
import * as ERRORS from '../../../types/errors'

type ColumnRow = Selectable<ColumnTable>

function toAreaColumn(c: ColumnRow, origin: string, areasub: AreaColumn[]): AreaColumn {
  return {
    columnid: c.id,
    columnname: c.name,
    father: c.area_parent ?? c.father ?? 0,
    areacode: c.areacode,
    classid: c.id,
    classname: c.classname,
    classimg: absolute(c.img, origin),
    expertpic: '',
    showtype: c.showtype,
    columnpath: c.columnpath,
    kind: c.kind,
    areasub,
  }
}

export class ColumnService {
  constructor(private readonly db: Kysely<DB>) {}

  private children(ids: number[]): Promise<ColumnRow[]> {
    if (ids.length === 0) return Promise.resolve([])
    return this.db.selectFrom('columns').selectAll()
      .where(eb => eb.or([eb('father', 'in', ids), eb('area_parent', 'in', ids)]))
      .orderBy('sort').execute()
  }

  /** The column and two levels below it (groups and their places for the picker), in three queries. */
  async one(columnId: number, origin: string): Promise<AreaColumn> {
    const column = await this.db.selectFrom('columns').selectAll().where('id', '=', columnId).executeTakeFirst()
    if (!column) throw notFound(ERRORS.columnGone)
    const level1 = await this.children([columnId])
    const level2 = await this.children(level1.map(c => c.id))
    const under = (parent: number) => level2.filter(g => g.father === parent || g.area_parent === parent)
    return toAreaColumn(column, origin, level1.map(c => toAreaColumn(c, origin, under(c.id).map(g => toAreaColumn(g, origin, [])))))
  }
}
