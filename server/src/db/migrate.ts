// Runs the migrations (the same set for SQLite and PostgreSQL) up to the latest.
import { Kysely, Migration, MigrationProvider, Migrator } from 'kysely'
import * as m001 from './migrations/001_reading'
import * as m002 from './migrations/002_reading_more'
import * as m003 from './migrations/003_accounts'
import * as m004 from './migrations/004_interactions'
import * as m005 from './migrations/005_safety'
import * as m006 from './migrations/006_provider_accounts'
import * as m007 from './migrations/007_moderation'
import * as m008 from './migrations/008_politics'
import * as m009 from './migrations/009_messages'
import * as m010 from './migrations/010_qa'
import * as m011 from './migrations/011_uploads'
import * as m012 from './migrations/012_bang_search'
import * as m013 from './migrations/013_bang_services'
import * as m014 from './migrations/014_bang_community'
import * as m015 from './migrations/015_videos'
import * as m016 from './migrations/016_discover'
import * as m017 from './migrations/017_image_hashes'
import * as m018 from './migrations/018_points'
import * as m019 from './migrations/019_shop'
import * as m020 from './migrations/020_shop_more'
import * as m021 from './migrations/021_shop_scope'
import * as m022 from './migrations/022_points_caps'
import * as m023 from './migrations/023_media_uses'
import * as m024 from './migrations/024_nicknames'
import * as m025 from './migrations/025_one_pending_application'
import * as m026 from './migrations/026_list_indexes'
import * as m027 from './migrations/027_composition'
import * as m028 from './migrations/028_composition_writes'
import * as m029 from './migrations/029_rural'
import * as m030 from './migrations/030_rural_voices'
import * as m031 from './migrations/031_complaints'
import * as m032 from './migrations/032_politics_likes'
import * as m033 from './migrations/033_staff_audit'
import * as m034 from './migrations/034_newsroom'
import * as m035 from './migrations/035_ingest'
import * as m036 from './migrations/036_staff_sessions'
import * as m037 from './migrations/037_epaper_published'
import * as m038 from './migrations/038_hot_pins'

const MIGRATIONS: Record<string, Migration> = {
  '001_reading': m001,
  '002_reading_more': m002,
  '003_accounts': m003,
  '004_interactions': m004,
  '005_safety': m005,
  '006_provider_accounts': m006,
  '007_moderation': m007,
  '008_politics': m008,
  '009_messages': m009,
  '010_qa': m010,
  '011_uploads': m011,
  '012_bang_search': m012,
  '013_bang_services': m013,
  '014_bang_community': m014,
  '015_videos': m015,
  '016_discover': m016,
  '017_image_hashes': m017,
  '018_points': m018,
  '019_shop': m019,
  '020_shop_more': m020,
  '021_shop_scope': m021,
  '022_points_caps': m022,
  '023_media_uses': m023,
  '024_nicknames': m024,
  '025_one_pending_application': m025,
  '026_list_indexes': m026,
  '027_composition': m027,
  '028_composition_writes': m028,
  '029_rural': m029,
  '030_rural_voices': m030,
  '031_complaints': m031,
  '032_politics_likes': m032,
  '033_staff_audit': m033,
  '034_newsroom': m034,
  '035_ingest': m035,
  '036_staff_sessions': m036,
  '037_epaper_published': m037,
  '038_hot_pins': m038,
}

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS
  }
}

/**
 * `schema`: a PostgreSQL schema of its own (Kysely looks for its bookkeeping tables across all schemas).
 * `target`: stop after that migration (tests of a migration start from the schema before it).
 */
export async function migrateToLatest(db: Kysely<any>, schema?: string, target?: keyof typeof MIGRATIONS): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticProvider(), ...(schema ? { migrationTableSchema: schema } : {}) })
  const { error, results } = target ? await migrator.migrateTo(target) : await migrator.migrateToLatest()
  const failed = results?.find(r => r.status === 'Error')
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
  }
}
