/**
 * What the approval prompt shows of a request to sign, read the way it is signed: text with its
 * invisible controls made visible, typed data decoded by its own `types` (domain first, fields that
 * are not signed named and left out, nothing cut), well-known approvals named in plain words.
 */

import { text } from './frameText.js'
import type { FrameTextId } from './texts/en.js'

/** One line of an approval prompt's details: what it is, and its value as shown. */
export type PromptRow = [label: string, value: string]
type Field = { name: string; type: string }

/** Format and control characters (bidi overrides, zero-width, BOM …) except newline and tab. */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}](?<![\n\t])/gu

/**
 * Text with every invisible or direction-changing character shown as a visible escape (`\u{202E}`),
 * so "attack.com" written backwards with a right-to-left override reads as what it is.
 */
export function visibleText(text: string): string {
  return text.replace(INVISIBLE, (c) => `\\u{${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}}`)
}

const MAX_UINT256 = 2n ** 256n - 1n
const MAX_UINT160 = 2n ** 160n - 1n

/** An integer field as text, whole, with "(unlimited)" for the maximum values approvals use. */
function integer(value: unknown): string {
  let n: bigint
  try {
    n = BigInt(value as string | number | bigint)
  } catch {
    return visibleText(String(value))
  }
  return n === MAX_UINT256 || n === MAX_UINT160 ? text('value.unlimited', { amount: n.toString() }) : n.toString()
}

const isUnlimited = (value: unknown) => {
  try {
    const n = BigInt(value as string | number | bigint)
    return n === MAX_UINT256 || n === MAX_UINT160
  } catch {
    return false
  }
}

/** The EIP-712 domain's own fields, in the order EIP-712 defines them. */
const DOMAIN_FIELDS = ['name', 'version', 'chainId', 'verifyingContract', 'salt'] as const

/** Their rows' labels. */
const DOMAIN_LABELS = {
  name: 'label.domainName',
  version: 'label.domainVersion',
  chainId: 'label.domainChainId',
  verifyingContract: 'label.domainVerifyingContract',
  salt: 'label.domainSalt',
} as const satisfies Record<(typeof DOMAIN_FIELDS)[number], FrameTextId>

/** One value of type `type`, decoded by `types` into rows under `label` (structs and arrays recurse). */
function valueRows(label: string, type: string, value: unknown, types: Record<string, Field[]>, unsigned: string[], depth = 0): PromptRow[] {
  if (depth > 32) return [[label, text('value.tooDeep')]]
  const array = /^(.*)\[(\d*)\]$/.exec(type)
  if (array) {
    const items = Array.isArray(value) ? value : []
    if (!items.length) return [[label, text('value.none')]]
    return items.flatMap((item, i) => valueRows(`${label}[${i}]`, array[1] as string, item, types, unsigned, depth + 1))
  }
  const struct = types[type]
  if (struct) return structRows(label, struct, value, types, unsigned, depth + 1)
  if (/^u?int\d*$/.test(type)) return [[label, integer(value)]]
  if (type === 'string') return [[label, visibleText(String(value))]]
  return [[label, visibleText(typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)))]]
}

function structRows(prefix: string, fields: Field[], value: unknown, types: Record<string, Field[]>, unsigned: string[], depth: number): PromptRow[] {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  const declared = new Set(fields.map((f) => f.name))
  for (const key of Object.keys(record)) if (!declared.has(key)) unsigned.push(prefix ? `${prefix}.${key}` : key)
  return fields.flatMap((f) => valueRows(prefix ? `${prefix}.${f.name}` : f.name, f.type, record[f.name], types, unsigned, depth))
}

/** What a typed-data request names in plain words: a Permit, Permit2, an unlimited approval. */
function warnings(primaryType: string, domain: Record<string, unknown>, message: Record<string, unknown>): PromptRow[] {
  const contract = typeof domain.verifyingContract === 'string' ? domain.verifyingContract : undefined
  const warning = text('label.warning')
  if (primaryType === 'Permit' && 'spender' in message) {
    const spender = visibleText(String(message.spender))
    const unlimited = isUnlimited(message.value)
    const id = contract ? (unlimited ? 'value.permit' : 'value.permitUpTo') : unlimited ? 'value.permitUnknownToken' : 'value.permitUpToUnknownToken'
    return [[warning, text(id, { spender, amount: integer(message.value), ...(contract ? { contract } : {}) })]]
  }
  if (/^Permit(Single|Batch|TransferFrom|BatchTransferFrom|WitnessTransferFrom)$/.test(primaryType) || domain.name === 'Permit2') {
    const details = message.details as Record<string, unknown> | undefined
    const unlimited = isUnlimited(details?.amount) || isUnlimited((message.permitted as Record<string, unknown> | undefined)?.amount)
    const spender = typeof message.spender === 'string' ? visibleText(message.spender) : text('value.permit2Spender')
    return [[warning, text(unlimited ? 'value.permit2Unlimited' : 'value.permit2', { spender, contract: contract ?? text('value.theToken') })]]
  }
  const anyUnlimited = Object.values(message).some(isUnlimited)
  return anyUnlimited ? [[warning, text('value.unlimitedSignature')]] : []
}

/**
 * The rows of an `eth_signTypedData_v4` approval: warnings first, then the domain (name, version,
 * chain, verifying contract, salt), the type, every signed field decoded by `types` in full, and a
 * row naming the fields the page sent that are not signed (they are not shown).
 */
export function typedDataRows(typed: {
  domain: Record<string, unknown>
  types: Record<string, Field[]>
  primaryType: string
  message: Record<string, unknown>
}): PromptRow[] {
  const unsigned: string[] = []
  const domainRows: PromptRow[] = DOMAIN_FIELDS.filter((f) => typed.domain[f] !== undefined).map((f) => [
    text(DOMAIN_LABELS[f]),
    f === 'chainId' ? integer(typed.domain[f]) : visibleText(String(typed.domain[f])),
  ])
  const fields = typed.types[typed.primaryType] ?? []
  const messageRows = structRows('', fields, typed.message, typed.types, unsigned, 0)
  return [
    ...warnings(typed.primaryType, typed.domain, typed.message),
    ...domainRows,
    [text('label.type'), visibleText(typed.primaryType)],
    ...messageRows,
    ...(unsigned.length ? ([[text('label.notSigned'), unsigned.map(visibleText).join(', ')]] as PromptRow[]) : []),
  ]
}

/** A detail longer than this shows its start and a "Show all" button that shows the rest. */
export const SHOWN_CHARS = 240

/** An address, or a number with an optional unit or "(unlimited)": always shown whole. */
const WHOLE_VALUE = /^(0x[0-9a-fA-F]{40}|-?[\d,]+(\.\d+)?( \(unlimited\)| [A-Za-z]{1,10})?)$/
/** Tokens a cut must not split: addresses and runs of digits. */
const UNCUT_TOKENS = /0x[0-9a-fA-F]{40}(?![0-9a-fA-F])|\d+/g

/**
 * The start of a long detail, for a prompt that shows the rest after "Show all"; `undefined` when
 * the value is shown whole (short enough, or an address or a number, which are never cut). The cut
 * never falls inside an address or a number: it moves back to where that token starts.
 */
export function shortened(value: string, max = SHOWN_CHARS): string | undefined {
  if (value.length <= max || WHOLE_VALUE.test(value)) return undefined
  let cut = max
  for (const token of value.matchAll(UNCUT_TOKENS)) {
    const start = token.index
    if (start >= cut) break
    if (start + token[0].length > cut) cut = start
  }
  return cut > 0 ? `${value.slice(0, cut)}…` : undefined
}
