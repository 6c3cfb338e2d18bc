// Bundle entry (the only module here with an effect): defines window.HatchSolanaTestWallet once,
// so the bundle can be injected more than once on a page without losing installed wallets.
import { createSolanaRegistry, type SolanaTestWalletRegistry } from './registry.js'

const host = window as unknown as { HatchSolanaTestWallet?: SolanaTestWalletRegistry }
host.HatchSolanaTestWallet ??= createSolanaRegistry()
