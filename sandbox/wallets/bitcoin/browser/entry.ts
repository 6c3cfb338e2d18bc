// Bundle entry (the only module here with an effect): defines window.HatchBitcoinTestWallet once,
// so the bundle can be injected more than once on a page without losing installed wallets.
import { createRegistry, type BitcoinWalletRegistry } from './registry.js'

const host = window as unknown as { HatchBitcoinTestWallet?: BitcoinWalletRegistry }
host.HatchBitcoinTestWallet ??= createRegistry()
