// Bundle entry (the only module here with an effect): defines window.HatchTestWallet once, so the
// bundle can be injected more than once on a page without losing installed wallets.
import { createRegistry, type TestWalletRegistry } from './registry.js'

const host = window as unknown as { HatchTestWallet?: TestWalletRegistry }
host.HatchTestWallet ??= createRegistry()
