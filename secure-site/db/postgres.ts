import type { Database, Row, SqlRunner } from './database.js'

/**
 * Opens a pool on a real Postgres server (`pg`); `url` is a `postgres://` connection string.
 * `onConnectionError` hears about idle connections the server dropped (a restart, an
 * administrator's terminate); the pool discards them and opens fresh ones on the next query.
 */
export async function openPostgres(url: string, onConnectionError: (error: Error) => void = reportConnectionError(url)): Promise<Database> {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // Without a listener, a dropped idle connection is an uncaught 'error' event that ends the process.
  pool.on('error', (error) => onConnectionError(error))
  // Fail at start, naming the server, rather than at the first visitor's request.
  try {
    await pool.query('select 1')
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw new Error(`Cannot connect to Postgres at ${redact(url)}: ${(error as Error).message}`, { cause: error })
  }
  const query = async <T extends Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> => (await pool.query(sql, params as unknown[])).rows as T[]
  return {
    driver: 'postgres',
    query,
    async transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T> {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await work({
          query: async <R extends Row>(sql: string, params: readonly unknown[] = []) => (await client.query(sql, params as unknown[])).rows as R[],
        })
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    async close() {
      // pool.end() resolves once the clients are told to end, not once their sockets have closed.
      const open = pool.totalCount
      const closed = new Promise<void>((resolve) => {
        let left = open
        if (!left) resolve()
        pool.on('remove', () => {
          if (--left <= 0) resolve()
        })
      })
      await pool.end()
      await closed
    },
  }
}

function reportConnectionError(url: string): (error: Error) => void {
  return (error) => console.warn(`secure-site: a Postgres connection to ${redact(url)} was dropped (${error.message}); a new one opens on the next query`)
}

/** The connection string without its password, for messages. */
export function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@')
}
