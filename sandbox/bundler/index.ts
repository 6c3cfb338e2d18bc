/** The sandbox's ERC-4337 bundler and the EntryPoint v0.8 / HatchSmartAccountFactory deployment (docs/smart-accounts.md). */
export { startBundler, type RunningBundler, type StartBundlerOptions } from './server.js'
export { deployErc4337, erc4337Addresses, CANONICAL_SALT, CREATE2_DEPLOYER, type Erc4337Addresses } from './deploy4337.js'
export { sandboxSmartAccounts, SMART_ACCOUNT_CHAIN_IDS } from './sandboxSmartAccounts.js'
