// The rule lives with the code the Solana and embedded runtimes share; this is its public home.
export { describeSolanaAddressProblem, isSolanaAddress, SOLANA_ADDRESS_PATTERN } from '../shared/solana/address.js'
