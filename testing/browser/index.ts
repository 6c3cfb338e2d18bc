/**
 * `hatch/testing/browser`: what a test does in the app's page as a person would: test wallets
 * that hold the stack's funded keys, the e-mailed code, the phone wallet and the wallet's panel.
 * Pairs with `hatch/testing`'s `startStack`. See docs/testing-your-app.md.
 */
export { installTestWallets, type InstalledTestWallets } from './installTestWallets.js'
export type { InstallTestWalletsOptions, TestWalletMode, EvmTestWalletOptions, SolanaTestWalletOptions, BitcoinTestWalletOptions } from './walletConfigs.js'
export type { TestWalletTarget, PlaywrightPageLike, PuppeteerPageLike } from './targets.js'
export type { RolePageLike, LocatorLike } from './pageLike.js'
export { readEmailedCode, type EmailedCode } from './mailbox.js'
export { openPhoneWallet, pairPhoneWallet, approveInPhoneWallet, approveInTestWallet } from './phoneWallet.js'
export { isLoopbackOrigin } from '../loopback.js'
export { HatchTestingError, type TestingErrorCode } from '../errors.js'
export type { StackInfo } from '../stackInfo.js'
