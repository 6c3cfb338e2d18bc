import { toNumber, type Database } from './database.js'
import { MIGRATIONS, type Migration } from './migrations.js'

/** Any fixed number: the advisory lock that keeps two starting processes from migrating at once. */
const MIGRATION_LOCK = 7_130_012

/**
 * Applies the migrations the database has not seen, in one transaction under an advisory lock,
 * so two secure-site processes starting together on one server apply each migration once.
 * Returns the versions applied now. Refuses a database migrated by a newer release.
 */
export async function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS, now = Date.now()): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)')
    const seen = new Set((await tx.query('SELECT version FROM schema_migrations')).map((row) => toNumber(row.version)))
    const newest = Math.max(0, ...migrations.map((m) => m.version))
    const unknown = [...seen].filter((version) => version > newest)
    if (unknown.length)
      throw new Error(`The database has schema version ${Math.max(...unknown)}, newer than this secure site knows (${newest}); run the newer release`)
    const applied: number[] = []
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (seen.has(migration.version)) continue
      for (const statement of migration.statements) await tx.query(statement)
      await tx.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [migration.version, migration.name, now])
      applied.push(migration.version)
    }
    return applied
  })
}
