import type { Database, Row, SqlRunner } from './database.js'

/** A PGlite database, which can also hand out a snapshot of its data to start another from. */
export interface PgliteDatabase extends Database {
  /** The whole data directory as an uncompressed tarball (PGlite's `dumpDataDir`). */
  snapshot(): Promise<Blob>
}

/**
 * Opens PGlite: in memory when `dataDir` is absent, else in that folder (created when missing).
 * With `snapshot` (from {@link PgliteDatabase.snapshot}), it starts from that data instead of an
 * empty cluster: `initdb` in WebAssembly costs seconds of CPU, loading a snapshot a fraction of one.
 * Loaded lazily so a deployment on a Postgres server never loads the WebAssembly build.
 */
export async function openPglite(dataDir?: string, snapshot?: Blob): Promise<PgliteDatabase> {
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(snapshot ? { loadDataDir: snapshot } : {}) })
  const run = (target: { query: typeof db.query }): SqlRunner => ({
    query: async <T extends Row>(sql: string, params: readonly unknown[] = []) => (await target.query<T>(sql, params as unknown[])).rows,
  })
  return {
    driver: 'pglite',
    ...run(db),
    // PGlite serialises transactions itself (one connection), so no statement interleaves.
    transaction: (work) => db.transaction((tx) => work(run(tx))),
    close: () => db.close(),
    snapshot: () => db.dumpDataDir('none'),
  }
}
