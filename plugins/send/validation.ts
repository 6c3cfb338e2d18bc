import type { ChainNamespace } from '../../kernel/index.js'
import type { SendError } from './types.js'

/** Chain names the address error uses (`Invalid EVM address: …`). */
export const chainNames: Record<ChainNamespace, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
  sui: 'Sui',
  stacks: 'Stacks',
}

const EVM = /^(?:0x)?[0-9a-fA-F]{40}$/
const SOLANA = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Spec §5's address rules, for when the adapter has no `checkAddress` of its own (a WalletConnect
 * session): EVM 40 hex characters with an optional 0x prefix; Solana 32 to 44 base58 characters.
 * Bitcoin has no rule without the network's parameters; the adapter's check is the one that counts.
 */
export function specAddressProblem(namespace: ChainNamespace, address: string): string | undefined {
  if (namespace === 'eip155') return EVM.test(address) ? undefined : 'expected 40 hex characters with an optional 0x prefix'
  if (namespace === 'solana') return SOLANA.test(address) ? undefined : 'expected 32 to 44 base58 characters'
  return undefined
}

/** The address in the form the chain's calls take (EVM: with its 0x prefix). */
export function normalizeAddress(namespace: ChainNamespace, address: string): string {
  const trimmed = address.trim()
  return namespace === 'eip155' && !/^0x/i.test(trimmed) ? `0x${trimmed}` : trimmed
}

/** Whether the receiver field holds a name to look up rather than an address: names have a dot (`alice.hatch.id`), addresses never do. */
export function isName(receiver: string): boolean {
  return receiver.trim().includes('.')
}

/**
 * The first thing missing from a send, in spec §5's words: an amount and a receiver are required
 * ('An amount and receiver address are required'); an EVM send also needs a token ('A token is
 * required'; Solana and Bitcoin send their native currency when none is chosen).
 */
export function missingInput(input: { namespace: ChainNamespace; token: string | undefined; amount: string; receiver: string }): SendError | undefined {
  if (input.amount.trim() === '' || input.receiver.trim() === '') return { code: 'SEND_AMOUNT_RECEIVER_REQUIRED' }
  if (input.namespace === 'eip155' && !input.token) return { code: 'SEND_TOKEN_REQUIRED' }
  return undefined
}

/** The address error for a namespace, naming the chain and what is wrong. */
export function invalidAddress(namespace: ChainNamespace, reason: string): SendError {
  return { code: 'SEND_INVALID_ADDRESS', params: { chain: chainNames[namespace] ?? namespace, reason } }
}
