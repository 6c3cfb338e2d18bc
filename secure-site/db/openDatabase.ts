import type { Database } from './database.js'
import { migrate } from './migrate.js'

/** Where the data lives: a Postgres server (`url`) or PGlite (a folder, or memory when absent). */
export interface DatabaseSettings {
  url?: string
  pgliteDataDir?: string
  /** PGlite only: start from this snapshot of a database (`PgliteDatabase.snapshot()`), not an empty one. */
  pgliteSnapshot?: Blob
  /** Postgres only: hears about idle connections the server dropped; default a console warning. */
  onConnectionError?: (error: Error) => void
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  const db = settings.url
    ? await (await import('./postgres.js')).openPostgres(settings.url, settings.onConnectionError)
    : await (await import('./pglite.js')).openPglite(settings.pgliteDataDir, settings.pgliteSnapshot)
  try {
    await migrate(db)
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
  return db
}
