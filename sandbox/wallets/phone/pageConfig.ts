import * as v from 'valibot'
import type { SandboxInfo } from '../../types.js'
import { sandboxAccountAt } from '../../chains/accounts.js'
import type { PhoneWalletConfig } from './config.js'

/**
 * The sandbox EVM account the phone wallet holds unless the page asks for another (`?account=`).
 * Accounts 0 and 1 are the demo's injected wallets, 7 the sandbox's own integration tests, 8 and 9
 * the test-wallet e2e tests; 5 and 6 are the phone wallet's (6 for its integration test). From 10 on
 * the mnemonic's unfunded accounts: a test that funds its holder itself (`?account=11`) shares it with nobody.
 */
export const PHONE_WALLET_DEFAULT_ACCOUNT = 5

const SolanaDetails = v.object({ caipNetworkId: v.string(), accounts: v.array(v.string()) })
const BitcoinDetails = v.object({ caipNetworkId: v.string(), accounts: v.array(v.object({ paymentAddress: v.string() })) })

/**
 * Builds the page configuration for sandbox account `index`: relay, chains with their node RPC
 * URLs, the EVM key, and the last Solana / Bitcoin test account when those stand-ins run (their
 * keys are re-derived here because SandboxInfo publishes public keys and addresses only).
 */
export async function phoneWalletConfig(info: SandboxInfo, index: number): Promise<PhoneWalletConfig> {
  // Past the funded accounts: the same mnemonic's next keys, for a test that funds its own holder.
  const account = info.accounts[index] ?? sandboxAccountAt(index)
  const relayUrl = info.urls.relay
  if (!relayUrl) throw new Error('The sandbox runs no WalletConnect relay (extension "relay"); the phone wallet needs one')
  const config: PhoneWalletConfig = {
    projectId: info.projectId,
    relayUrl,
    evm: {
      index,
      address: account.address,
      privateKey: account.privateKey,
      chains: info.networks.map((n) => ({
        caipNetworkId: n.caipNetworkId,
        id: n.id,
        name: n.name,
        rpcUrl: n.rpcUrls.default.http[0] ?? '',
        symbol: n.nativeCurrency.symbol,
        decimals: n.nativeCurrency.decimals,
      })),
    },
  }
  const solana = v.safeParse(SolanaDetails, info.extensions.solana)
  if (solana.success && solana.output.accounts.length > 0) {
    const solanaIndex = solana.output.accounts.length - 1
    const { solanaTestKeypair } = await import('../../solana/solanaKeys.js')
    const keypair = solanaTestKeypair(solanaIndex)
    const address = keypair.publicKey.toBase58()
    if (address !== solana.output.accounts[solanaIndex]) {
      throw new Error(`Solana test account ${solanaIndex} is ${solana.output.accounts[solanaIndex]} but its derived key is ${address}; the key scheme changed`)
    }
    config.solana = { caipNetworkId: solana.output.caipNetworkId, address, seed: `0x${Buffer.from(keypair.secretKey.subarray(0, 32)).toString('hex')}` }
  }
  const bitcoin = v.safeParse(BitcoinDetails, info.extensions.bitcoin)
  if (bitcoin.success && bitcoin.output.accounts.length > 0) {
    const bitcoinIndex = bitcoin.output.accounts.length - 1
    const { bitcoinTestAccount } = await import('../../bitcoin/index.js')
    const key = bitcoinTestAccount(bitcoinIndex)
    const published = bitcoin.output.accounts[bitcoinIndex]?.paymentAddress
    if (key.paymentAddress !== published) {
      throw new Error(`Bitcoin test account ${bitcoinIndex} is ${published} but its derived key pays ${key.paymentAddress}; the key scheme changed`)
    }
    config.bitcoin = { caipNetworkId: bitcoin.output.caipNetworkId, address: key.paymentAddress, privateKey: `0x${key.privateKeyHex}` }
  }
  return config
}
