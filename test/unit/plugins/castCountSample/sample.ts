// A fixture for castCount.test.ts: two casts among things that read "as" but are none.
import * as path from 'node:path'
export { path as nodePath }
const value: unknown = 'x'
const other: unknown = 1
export const names = ['a', 'b'] as const
export const text = value as string // "as" in a comment is not a cast
export const count = <number>other
export const word = 'a string with as in it'
