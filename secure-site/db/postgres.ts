import type { Database, Row, SqlRunner } from './database.js'

/** Opens a pool on a real Postgres server (`pg`); `url` is a `postgres://` connection string. */
export async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ connectionString: url, max: 10 })
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
        const result = await work({ query: async <R extends Row>(sql: string, params: readonly unknown[] = []) => (await client.query(sql, params as unknown[])).rows as R[] })
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

/** The connection string without its password, for messages. */
export function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@')
}
