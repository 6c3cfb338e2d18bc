import { errorMessages } from '../../kernel/lazy.js'
import namesErrorTexts from './errorTexts.js'

/** The names plugin's English texts (a locale may override any id). */
export const namesMessages = {
  'names.field': 'Name',
  'names.placeholder': 'yourname',
  'names.intro': 'Choose a name for your account. Others can send to it instead of your address.',
  'names.rules': 'At least 4 characters: letters, digits and hyphen.',
  'names.checking': 'Checking {name}…',
  'names.available': '{name} is available',
  'names.taken': '{name} is not available',
  'names.suggestions': 'Available names',
  'names.useSuggestion': 'Use {name}',
  'names.current': 'Current name: {name}',
  'names.register': 'Register',
  'names.registering': 'Waiting for your wallet…',
  'names.notConnected': 'Connect an EVM wallet to register a name.',
  'names.success': '{name} is now your account name',
  'names.successNote': 'It is shown with your account, and others can send to it instead of your address.',
  'names.done': 'Back to account',
  // The spec §5 name rules, each named when broken.
  'rule.characters': 'Name may contain only letters, digits and hyphen',
  'rule.tooShort': 'Name must be at least 4 characters',
  'rule.tooLong': 'Name must be at most 63 characters',
  // Errors, as the kernel catalogue words them (spec §8); a locale's `error.<CODE>` applies.
  ...errorMessages(namesErrorTexts),
  'error.NO_ACTIVE_CAIP_ADDRESS': 'No ActiveCaipAddress found',
  'error.UNKNOWN_ERROR': 'Unknown error',
} as const

/** Ids of {@link namesMessages}. */
export type NamesMessageId = keyof typeof namesMessages
