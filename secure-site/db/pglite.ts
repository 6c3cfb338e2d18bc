import type { Database, Row, SqlRunner } from './database.js'

/**
 * Opens PGlite: in memory when `dataDir` is absent, else in that folder (created when missing).
 * Loaded lazily so a deployment on a Postgres server never loads the WebAssembly build.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(dataDir ? { dataDir } : {})
  const run = (target: { query: typeof db.query }): SqlRunner => ({
    query: async <T extends Row>(sql: string, params: readonly unknown[] = []) => (await target.query<T>(sql, params as unknown[])).rows,
  })
  return {
    driver: 'pglite',
    ...run(db),
    // PGlite serialises transactions itself (one connection), so no statement interleaves.
    transaction: (work) => db.transaction((tx) => work(run(tx))),
    close: () => db.close(),
  }
}
