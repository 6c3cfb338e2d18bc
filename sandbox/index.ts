/**
 * The Hatch sandbox: real local chains and the services of spec §7 on 127.0.0.1.
 * See docs/sandbox.md.
 */
export { startSandbox, type Sandbox, type SandboxPorts, type StartSandboxOptions } from './startSandbox.js'
export { createSandboxAdmin, type SandboxAdmin } from './adminClient.js'
export type { SandboxInfo, SandboxNetwork, SandboxAccount, SandboxUrls, SandboxTokenContract } from './types.js'
export type { FaultSpec, ActiveFault } from './http/faults.js'
export { DEFAULT_PROJECT_ID, EMAIL_CAPTURE_PROJECT_ID, REMOTE_FEATURE_IDS, type ProjectConfig, type ProjectPatch, type RemoteFeature } from './http/projects.js'
export { CHAIN_DEFINITIONS, type ChainDefinition } from './chains/definitions.js'
export { SANDBOX_MNEMONIC } from './chains/accounts.js'
export { TEST_WALLET_ENTRIES, type CatalogueWallet } from './catalogue/generate.js'
export type { TokenBalance } from './data/balance.js'
export type { HistoryTransaction, HistoryTransfer } from './data/history.js'
export type { StoredAnalyticsEvent } from './analytics/server.js'
export type { SandboxExtension, RunningExtension, ExtensionContext } from './extensions.js'
