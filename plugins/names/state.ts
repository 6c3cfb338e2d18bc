import type { NamesError } from './errors.js'
import type { NameRule } from './rules.js'

/** Whether the typed name is free, as far as the name service said. */
export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'failed'

/** The names plugin's slice, `state.plugins.names`: the RegisterAccountName form. */
export interface NamesState {
  /** What the visitor typed (the part before the zone). */
  label: string
  /** The full name being checked or registered (`label.zone`, lower case); empty while there is none. */
  name: string
  availability: Availability
  /** The spec §5 rule the typed name breaks. */
  rule?: NameRule
  /** Free names offered when the typed one is taken. */
  suggestions: string[]
  /** A failed availability or suggestions lookup (shown under the field). */
  lookupError?: NamesError
  /** Why the last registration failed (shown above Register). */
  formError?: NamesError
  /** Signing or registering is under way. */
  registering: boolean
  /** The name registered last (RegisterAccountNameSuccess shows it). */
  registered?: string
}
