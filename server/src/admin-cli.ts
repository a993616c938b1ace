// npm run admin -- grant|revoke <phone> admin|moderator: staff roles from the server's own machine (the
// first administrator of a new site is made here; later ones through the admin API), audited like
// changes made through the API.
import { loadSettings } from './settings'
import { openDatabase } from './db'
import { migrateToLatest } from './db/migrate'
import { STAFF_ROLES, type StaffRole } from '../../types/api/account'
import { buildServices } from './services'

async function run(): Promise<void> {
  const [command, phone, role] = process.argv.slice(2)
  if (!['grant', 'revoke'].includes(command) || !phone || !(STAFF_ROLES as readonly string[]).includes(role)) {
    console.error(`usage: npm run admin -- grant|revoke <phone> ${STAFF_ROLES.join('|')}`)
    process.exit(2)
  }
  const settings = loadSettings()
  const database = openDatabase({ databaseUrl: settings.databaseUrl, sqliteFile: settings.sqliteFile, pgSchema: settings.pgSchema || undefined })
  try {
    await migrateToLatest(database.db, database.schema)
    const user = await database.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst()
    if (!user) throw new Error(`no reader with phone ${phone} (they sign up in the app first)`)
    const { roles } = await buildServices({ settings, db: database.db, dialect: database.dialect })
    if (command === 'grant') await roles.grant(null, user.id, role as StaffRole)
    else await roles.revoke(0, user.id, role as StaffRole)
    console.log(`${command === 'grant' ? 'granted' : 'revoked'} ${role} ${command === 'grant' ? 'to' : 'from'} ${phone}`)
  } finally {
    await database.close()
  }
}

run().catch(err => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
