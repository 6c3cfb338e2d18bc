import fc from 'fast-check'
import { isHatchError } from '../../../kernel/errors/HatchError.js'
import type { ErrorCode } from '../../../kernel/errors/catalogue.js'

/**
 * Settings shared by every fuzz suite: 10 000 generated inputs per boundary (issue 18), one seed
 * for the whole run. `FUZZ_SEED` replays a failing run, `FUZZ_RUNS` changes the count (a quick local
 * check or a longer soak). The seed is printed once so a CI failure can be replayed exactly.
 */
export const fuzzRuns = Number(process.env.FUZZ_RUNS ?? 10_000)
export const fuzzSeed = process.env.FUZZ_SEED !== undefined ? Number(process.env.FUZZ_SEED) : (Date.now() ^ (Math.random() * 0x7fffffff)) | 0

let printed = false

/** fast-check parameters for one boundary; prints the seed (once per test file). */
export function fuzzParams(): fc.Parameters<unknown> {
  if (!printed) {
    printed = true
    // stdout, not a logger: the line must survive in CI logs to replay a failure.
    console.log(`fuzz: seed ${fuzzSeed}, ${fuzzRuns} inputs per boundary (replay with FUZZ_SEED=${fuzzSeed})`)
  }
  return { numRuns: fuzzRuns, seed: fuzzSeed, endOnFailure: true }
}

/**
 * Strings a hostile page, wallet or server might send: markup, script URLs, bidi overrides,
 * zero-width characters, lone surrogates, prototype keys, huge numbers written as text.
 */
export const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '__proto__',
    'constructor',
    'prototype',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '\u202Eevil\u202C',
    'a\u200Bb\u200Dc\uFEFF',
    '\uD800',
    '0x',
    '0x' + 'f'.repeat(64),
    '1e309',
    'NaN',
    '-0',
    '9'.repeat(400),
    'eip155:1',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  ),
)

/** Any JSON-like value, with hostile strings, deep nesting and odd numbers mixed in. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 5 }),
  ),
})).value

/**
 * Values as a boundary may really receive them: anything (including functions, symbols,
 * bigints, class instances, sparse arrays) and JSON-like data with hostile strings.
 */
export const anyInput: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ withBigInt: true, withMap: true, withSet: true, withDate: true, withTypedArray: true, withSparseArray: true, withNullPrototype: true }),
  hostileJson,
)

/**
 * Near-valid variants of `valid`: one field (at any depth) replaced by a hostile value or removed,
 * so the fuzzer reaches the checks behind the first one, not just "not an object". Pass
 * `hostileJson` as `replacements` where the input must stay serialisable (a server's body).
 */
export function mutationsOf(valid: unknown, replacements: fc.Arbitrary<unknown> = anyInput): fc.Arbitrary<unknown> {
  const paths = leafPaths(valid)
  if (paths.length === 0) return replacements
  return fc
    .tuple(fc.constantFrom(...paths), fc.oneof(replacements, fc.constant(undefined)), fc.boolean())
    .map(([path, replacement, remove]) => setAt(valid, path, replacement, remove))
}

function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix]
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...leafPaths(item, [...prefix, i])))
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) out.push(...leafPaths(item, [...prefix, key]))
  return out.filter((p) => p.length > 0)
}

/** Copies arrays and plain objects; functions and other values are shared (structuredClone refuses functions). */
function copyPlain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyPlain)
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copyPlain(item)]))
  }
  return value
}

function setAt(value: unknown, path: (string | number)[], replacement: unknown, remove: boolean): unknown {
  const copy = copyPlain(value) as Record<string | number, unknown>
  let node = copy
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  const last = path[path.length - 1] as string | number
  if (remove && !Array.isArray(node)) delete node[last]
  else node[last] = replacement
  return copy
}

/**
 * Asserts the boundary's one allowed failure: a HatchError with `code` whose message is the
 * catalogue's (so the visitor and the host see the spec's words, never a raw TypeError).
 */
export function expectTypedError(error: unknown, codes: readonly ErrorCode[]): asserts error is import('../../../kernel/errors/HatchError.js').HatchError {
  if (!codes.some((code) => isHatchError(error, code))) {
    const shown = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    throw new Error(`expected a HatchError ${codes.join(' or ')}, got ${shown}`, { cause: error })
  }
}
