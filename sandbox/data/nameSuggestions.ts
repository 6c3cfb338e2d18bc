import type { NameStore } from './names.js'
import { labelProblem, MAX_LABEL_LENGTH, MIN_LABEL_LENGTH } from './nameRules.js'

/** How many suggestions one request returns. */
export const SUGGESTION_COUNT = 5

/** `Alice Smith!` -> `alice-smith`: the characters a label may hold, runs of others as one hyphen. */
export function labelStem(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LABEL_LENGTH - 4)
}

/**
 * Free names near `wanted` in `zone` (spec §7 `/v1/profile/suggestions/{name}`): the stem itself
 * when free, then numbered and prefixed variants, in a fixed order (the same question gets the
 * same answer), each checked against the registered and seeded names. Empty when the text has no
 * letter or digit to start from.
 */
export async function suggestNames(store: NameStore, wanted: string, zone: string): Promise<{ name: string; registered: false }[]> {
  const stem = labelStem(wanted.endsWith(`.${zone}`) ? wanted.slice(0, -zone.length - 1) : wanted)
  if (stem === '') return []
  const padded = stem.length >= MIN_LABEL_LENGTH ? stem : `${stem}-id`.padEnd(MIN_LABEL_LENGTH, '0')
  const candidates = [
    padded,
    `${stem}-1`,
    `${stem}-2`,
    `${stem}-3`,
    `my-${stem}`,
    `the-${stem}`,
    `${stem}-hq`,
    `${stem}-on-chain`,
    ...Array.from({ length: 20 }, (_, i) => `${stem}${i + 4}`),
  ]
  const out: { name: string; registered: false }[] = []
  for (const label of new Set(candidates)) {
    if (labelProblem(label)) continue
    const name = `${label}.${zone}`
    if (await store.lookup(name)) continue
    out.push({ name, registered: false })
    if (out.length === SUGGESTION_COUNT) break
  }
  return out
}
