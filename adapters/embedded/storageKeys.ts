import * as v from 'valibot'
import type { HatchContext } from '../../kernel/contracts/context.js'

/**
 * The embedded wallet's own storage keys, under `hatch:adapter:embedded:` apart from the kernel's.
 * Each names the key it was kept under before (in the kernel's namespace) as `formerKey`, so what a
 * visitor stored with an earlier version moves over on first read.
 */
const schemas = {
  /** The social sign-in of the session (Farcaster included), named again after a reload. */
  socialProvider: v.picklist(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']),
  socialUsername: v.string(),
  /** A login that is neither e-mail nor social (a passkey), named again after a reload. */
  signInMethod: v.picklist(['passkey']),
  /** Chain ids joined by commas, e.g. `1,8453` (spec §3): where the secure site enables smart accounts. */
  smartAccountEnabledNetworks: v.pipe(v.string(), v.regex(/^(\d+(,\d+)*)?$/, 'not a comma-separated list of chain ids')),
}

/** The prefix of the embedded wallet's keys (after the `hatch:` every key has). */
export const embeddedStoragePrefix = 'adapter:embedded:'

/** Typed access to one of the embedded wallet's keys. */
export function embeddedStorage<K extends keyof typeof schemas>(ctx: HatchContext, key: K) {
  return ctx.storage.define(embeddedStoragePrefix + key, schemas[key], { formerKey: key })
}
