/**
 * `hatch/testing`: Hatch's local stack for an app's own end-to-end tests, on 127.0.0.1 (Node only).
 * Page-side helpers (test wallets, mailbox, phone wallet) are in `hatch/testing/browser`.
 * See docs/testing-your-app.md.
 */
export { startStack, type Stack } from './startStack.js'
export type { StackOptions } from './stackOptions.js'
export type { StackInfo, SolanaStackAccount, BitcoinStackAccount } from './stackInfo.js'
export type {
  SandboxAccount as EvmStackAccount,
  SandboxNetwork as StackNetwork,
  SandboxUrls as StackUrls,
  SandboxTokenContract as StackTokenContract,
} from '../sandbox/types.js'
export { HatchTestingError, testingErrorCatalogue, type TestingErrorCode } from './errors.js'
