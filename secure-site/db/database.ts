/**
 * The one storage interface of the secure site. Two drivers implement it with the same SQL:
 * PGlite (Postgres compiled to WebAssembly, embedded) and a real Postgres server through `pg`.
 * All state lives here, so several secure-site processes on one database serve a visitor
 * interchangeably.
 */

/** A row as the drivers return it: column name → value. */
export type Row = Record<string, unknown>

/** Runs parameterised SQL (`$1`, `$2` ...). */
export interface SqlRunner {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>
}

/** An open database. */
export interface Database extends SqlRunner {
  /** Which driver runs it ('pglite' or 'postgres'). */
  readonly driver: 'pglite' | 'postgres'
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** Reads a bigint column (epoch milliseconds, counters) as a number, whatever the driver returns. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value === 'bigint' || typeof value === 'string') return Number(value)
  throw new TypeError(`expected a number column, got ${typeof value}`)
}
