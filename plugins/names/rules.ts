/** Fewest characters of a name (spec §5 "Name: at least 4 characters"). */
export const NAME_MIN_LENGTH = 4
/** Most characters of a name: one DNS label, as the name service allows. */
export const NAME_MAX_LENGTH = 63
/** EVM chain ids for a name must be below this (spec §5), so the ENSIP-11 coin type fits 32 bits. */
export const MAX_NAME_CHAIN_ID = 2 ** 31

/** A name rule of spec §5 a typed name breaks. */
export type NameRule = 'characters' | 'tooShort' | 'tooLong'

/**
 * The label of what the visitor typed: trimmed and lower-cased, with the zone dropped when they
 * typed the whole name (`Carol.hatch.id` → `carol`).
 */
export function labelOf(typed: string, zone: string): string {
  const lower = typed.trim().toLowerCase()
  return lower.endsWith(`.${zone}`) ? lower.slice(0, -zone.length - 1) : lower
}

/**
 * The first rule `label` breaks (only letters, digits and hyphen; at least 4 characters; at most
 * 63), or undefined. Characters come first: that rule can be named while the visitor is still
 * typing.
 */
export function brokenRule(label: string): NameRule | undefined {
  if (!/^[a-z0-9-]*$/.test(label)) return 'characters'
  if (label.length < NAME_MIN_LENGTH) return 'tooShort'
  if (label.length > NAME_MAX_LENGTH) return 'tooLong'
  return undefined
}

/**
 * The ENSIP-11 coin type of an EVM chain, `0x80000000 | chainId`, which registration sends as
 * `coin_type`; undefined for a chain id of 2^31 or more (spec §5 'Invalid chainId').
 */
export function coinTypeOf(chainId: number): number | undefined {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= MAX_NAME_CHAIN_ID) return undefined
  return (0x80000000 | chainId) >>> 0
}

/** The registration message the wallet signs (spec §9): JSON with the name, attributes and a timestamp in seconds. */
export function registrationMessage(name: string, attributes: Record<string, string>, nowMs: number): string {
  return JSON.stringify({ name, attributes, timestamp: Math.floor(nowMs / 1000) })
}
