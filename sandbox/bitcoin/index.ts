/** Esplora-compatible Bitcoin backend stand-in for the sandbox (see docs/stand-ins.md). */
export { startBitcoinBackend, type BitcoinBackendHandle, type BitcoinBackendOptions } from './startBitcoinBackend.js'
export { getECPair, REGTEST, bitcoinTestAccount, describeKey, ensureEccLib, sandboxBitcoinKey, type BitcoinTestAccount } from './bitcoinKeys.js'
export { UtxoLedger, type LedgerOutput, type LedgerTransaction } from './utxoLedger.js'
export { TxRejection, verifyInputs } from './verifyInputs.js'
