/**
 * The support matrix's axes and the shape of its results (docs/support-matrix.md): every feature a
 * visitor uses, every way of connecting, and what one cell's run found. Each test file of
 * test/e2e/matrix/ walks one or more connections and writes one JSON row per connection under
 * `.cache/support-matrix/`; renderSupportMatrix.ts turns the rows into the markdown.
 */
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The features, in the order the document lists them. */
export const FEATURES = [
  { id: 'connect', label: 'Connect' },
  { id: 'balance', label: 'Balance' },
  { id: 'sendNative', label: 'Send native' },
  { id: 'sendToken', label: 'Send token' },
  { id: 'receive', label: 'Receive' },
  { id: 'swap', label: 'Swap' },
  { id: 'buy', label: 'Buy' },
  { id: 'signMessage', label: 'Sign message' },
  { id: 'siwx', label: 'SIWX' },
  { id: 'networkSwitch', label: 'Network switch' },
  { id: 'activity', label: 'Activity' },
  { id: 'multiWallet', label: 'Multi-wallet' },
  { id: 'disconnect', label: 'Disconnect' },
  { id: 'reload', label: 'Reload' },
] as const

export type FeatureId = (typeof FEATURES)[number]['id']

/** The ways of connecting, in the order the document lists them. */
export const CONNECTIONS = [
  { id: 'evm-announced', short: 'EVM announced', label: 'EVM, announced (sandbox test wallet)' },
  { id: 'evm-third-party', short: 'EVM third-party', label: 'EVM, third-party (wallet-mock)' },
  { id: 'walletconnect-evm', short: 'WC EVM', label: 'WalletConnect, EVM' },
  { id: 'walletconnect-solana', short: 'WC Solana', label: 'WalletConnect, Solana' },
  { id: 'embedded-eoa', short: 'Embedded EOA', label: 'Embedded, EVM EOA' },
  { id: 'embedded-smart-account', short: 'Embedded smart account', label: 'Embedded, EVM smart account' },
  { id: 'embedded-solana', short: 'Embedded Solana', label: 'Embedded, Solana' },
  { id: 'solana-hatch', short: 'Hatch Solana', label: 'Hatch Solana wallet' },
  { id: 'solana-third-party', short: 'Solana third-party', label: 'Solana, third-party (Wallet Standard, standard chain names)' },
  { id: 'bitcoin', short: 'Bitcoin', label: 'Bitcoin wallet' },
] as const

export type ConnectionId = (typeof CONNECTIONS)[number]['id']

/**
 * What one cell's run found:
 * - `pass`: the visitor completed the feature and the outcome was checked on the chain or service;
 * - `hidden`: the connection cannot support it, and the modal hid it or said why before any form
 *   (`note` is the reason shown, or why the action is absent);
 * - `na`: the feature does not apply to this connection (`note` says why; the run checked it);
 * - `fail`: anything else (`note` is the exact error).
 */
export type CellStatus = 'pass' | 'hidden' | 'na' | 'fail'

export interface CellResult {
  status: CellStatus
  note?: string
}

/** One connection's results, as a matrix file writes them. */
export interface MatrixRow {
  connection: ConnectionId
  cells: Partial<Record<FeatureId, CellResult>>
}

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

/** Where the rows are written (git-ignored), one `<connection>.json` each. */
export const RESULTS_DIR = join(REPO_ROOT, '.cache', 'support-matrix')

/** The generated document. */
export const DOC_PATH = join(REPO_ROOT, 'docs', 'support-matrix.md')

/**
 * A note as the document shows it: one line, with what changes from run to run (addresses, hashes,
 * keys, ports, durations) replaced by placeholders so the same outcome renders the same text.
 */
export function normalizeNote(text: string): string {
  const firstLines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' ')
  return firstLines
    .replace(/\d+ (seconds?|minutes?) ago\b/g, '<n> $1 ago')
    .replace(/0x[0-9a-fA-F]{64,}/g, '0x<hash>')
    .replace(/0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/g, '0x<short address>')
    .replace(/0x[0-9a-fA-F]{12,39}…/g, '0x<address>')
    .replace(/\b(bcrt1|tb1|bc1)[02-9ac-hj-np-z]{0,6}…[02-9ac-hj-np-z]{4}\b/g, '<short bitcoin address>')
    .replace(/\b[1-9A-HJ-NP-Za-km-z]{4,6}…[1-9A-HJ-NP-Za-km-z]{4}\b/g, '<short base58>')
    .replace(/0x[0-9a-fA-F]{40}/g, '0x<address>')
    .replace(/\b(bcrt1|tb1|bc1)[02-9ac-hj-np-z]{20,}\b/g, '<bitcoin address>')
    .replace(/\b[1-9A-HJ-NP-Za-km-z]{32,90}\b/g, '<base58>')
    .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>')
    .replace(/\b\d+(\.\d+)?\s?ms\b/g, '<n> ms')
    .replace(/\|/g, '\\|')
    .slice(0, 400)
}
