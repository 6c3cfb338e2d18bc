/**
 * The name rules of the sandbox name service (spec §5 "Name: at least 4 characters; only
 * letters, digits and hyphen"), applied to the label before the zone: `alice` of
 * `alice.hatch.id`. The service answers every broken rule with a reason that names it.
 */

/** The zone names are registered under (the service's own suffix). */
export const NAME_ZONE = 'hatch.id'

/** Fewest characters of a label (spec §5). */
export const MIN_LABEL_LENGTH = 4
/** Most characters of a label: one DNS label, so a name stays a valid host name. */
export const MAX_LABEL_LENGTH = 63

const LABEL_CHARS = /^[a-z0-9-]+$/

/** The label and zone of a full name, lower-cased; undefined when it is not in `zone`. */
export function splitName(name: string, zone = NAME_ZONE): { label: string; zone: string } | undefined {
  const lower = name.trim().toLowerCase()
  const suffix = `.${zone}`
  if (!lower.endsWith(suffix)) return undefined
  return { label: lower.slice(0, -suffix.length), zone }
}

/** What is wrong with a label, in words a visitor can act on; undefined when it keeps every rule. */
export function labelProblem(label: string): string | undefined {
  if (label.length < MIN_LABEL_LENGTH) return `Name must be at least ${MIN_LABEL_LENGTH} characters`
  if (!LABEL_CHARS.test(label)) return 'Name may contain only letters, digits and hyphen'
  if (label.length > MAX_LABEL_LENGTH) return `Name must be at most ${MAX_LABEL_LENGTH} characters`
  return undefined
}
