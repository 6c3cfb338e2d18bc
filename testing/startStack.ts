import type { Sandbox } from '../sandbox/startSandbox.js'
import { HatchTestingError } from './errors.js'
import { parseStackOptions, type StackOptions } from './stackOptions.js'
import type { StackInfo, BitcoinStackAccount, SolanaStackAccount } from './stackInfo.js'

/** A running stack: what {@link StackInfo} describes, the sandbox's controls, and `stop()`. */
export interface Stack extends StackInfo {
  /** A JSON-serialisable snapshot, for test workers and `installTestWallets`. */
  info: StackInfo
  /**
   * Faults, projects, identities, prices: the sandbox's controls (docs/sandbox.md), for tests
   * that check how their app behaves when a service fails.
   */
  sandbox: Pick<Sandbox, 'faults' | 'setProject' | 'setIdentity' | 'setPrice' | 'events' | 'reset'>
  /** Stops every node and server; resolves when all processes have exited. */
  stop(): Promise<void>
}

/**
 * Starts the parts of Hatch's local stack a test asks for, on 127.0.0.1 and free ports: anvil
 * chains with funded accounts and tokens, the catalogue, data and analytics services, and, when
 * named, Solana and Bitcoin, the WalletConnect relay with the phone wallet, the mailbox, the
 * embedded wallet's secure site and the OAuth providers. The same code as `npm start`'s sandbox.
 *
 * @example
 * const stack = await startStack({ mailbox: true, walletConnect: true })
 * console.log(stack.networks[0].rpcUrls.default.http[0], stack.accounts.evm[0].address)
 * await stack.stop()
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const parsed = parseStackOptions(options)
  const evm = parsed.chains?.evm ?? true
  const extensionNames = new Set<string>([
    ...(parsed.walletConnect ? ['relay', 'verify'] : []),
    ...(parsed.chains?.solana ? ['solana'] : []),
    ...(parsed.chains?.bitcoin ? ['bitcoin'] : []),
  ])
  const services = parsed.services ?? {}
  for (const [name, on] of Object.entries(services))
    if (on && !evm)
      throw new HatchTestingError('TESTING_PART_NOT_STARTED', { what: `services.${name}`, part: 'the EVM chains', option: 'chains: { evm: true }' })
  // The Solana stand-in runs on litesvm, which Hatch does not install (its dependencies need Node 22.12).
  if (extensionNames.has('solana'))
    await import('litesvm').catch(() => {
      throw new HatchTestingError('TESTING_MISSING_PACKAGE', { what: 'The Solana cluster (chains: { solana: true })', package: 'litesvm' })
    })
  // Loaded on the first call: importing hatch/testing starts, loads and changes nothing (no side effects).
  const [{ startSandbox }, { builtInExtensions }] = await Promise.all([import('../sandbox/startSandbox.js'), import('../sandbox/extensions.js')])
  const sandbox = await startSandbox({
    demo: false,
    phoneWallet: parsed.walletConnect ?? false,
    extensions: builtInExtensions().filter((e) => extensionNames.has(e.name)),
    secureSiteOrigins: parsed.secureSite?.origins.map((o) => new URL(o).origin) ?? [],
    secureSitePasskeys: parsed.secureSite?.passkeys ?? false,
    parts: {
      evm,
      mailbox: (parsed.mailbox ?? false) || parsed.secureSite !== undefined,
      oauth: parsed.oauth ?? false,
      bundler: evm && (services.bundler ?? false),
      onramp: evm && (services.onramp ?? false),
      exchangeAccount: evm && (services.exchangeAccount ?? false),
    },
    ...(parsed.ports ? { ports: parsed.ports } : {}),
    ...(parsed.dataDir ? { dataDir: parsed.dataDir } : {}),
  })
  try {
    const info: StackInfo = {
      projectId: sandbox.projectId,
      urls: sandbox.urls,
      networks: sandbox.networks,
      accounts: {
        evm: evm ? sandbox.accounts : [],
        solana: extensionNames.has('solana') ? await solanaAccounts(sandbox) : [],
        bitcoin: extensionNames.has('bitcoin') ? await bitcoinAccounts(sandbox) : [],
      },
      ...clusterFacts(sandbox),
    }
    return {
      ...info,
      info,
      sandbox: {
        faults: sandbox.faults,
        setProject: sandbox.setProject,
        setIdentity: sandbox.setIdentity,
        setPrice: sandbox.setPrice,
        events: sandbox.events,
        reset: sandbox.reset,
      },
      stop: sandbox.stop,
    }
  } catch (error) {
    await sandbox.stop()
    throw error
  }
}

/** The Solana cluster's and Bitcoin backend's ids, as the extensions published them. */
function clusterFacts(sandbox: Sandbox): Pick<StackInfo, 'solana' | 'bitcoin'> {
  const solana = sandbox.extensions['solana'] as { caipNetworkId: string; usdcMint: string; usdcDecimals: number } | undefined
  const bitcoin = sandbox.extensions['bitcoin'] as { caipNetworkId: string } | undefined
  return {
    ...(solana && sandbox.urls['solana']
      ? {
          solana: {
            caipNetworkId: solana.caipNetworkId,
            rpcUrl: sandbox.urls['solana'],
            wsUrl: sandbox.urls['solanaWs'] ?? sandbox.urls['solana'],
            usdcMint: solana.usdcMint,
            usdcDecimals: solana.usdcDecimals,
          },
        }
      : {}),
    ...(bitcoin && sandbox.urls['bitcoin'] ? { bitcoin: { caipNetworkId: bitcoin.caipNetworkId, esploraUrl: sandbox.urls['bitcoin'] } } : {}),
  }
}

/** The funded Solana genesis accounts with their secret keys (the cluster derives them the same way). */
async function solanaAccounts(sandbox: Sandbox): Promise<SolanaStackAccount[]> {
  const { solanaTestKeypair } = await import('../sandbox/solana/solanaKeys.js')
  const published = (sandbox.extensions['solana'] as { accounts: string[] }).accounts
  return published.map((publicKey, index) => {
    const keypair = solanaTestKeypair(index)
    if (keypair.publicKey.toBase58() !== publicKey) throw new Error(`startStack: Solana account ${index} is not the sandbox's deterministic key`)
    return { index, publicKey, secretKey: [...keypair.secretKey] }
  })
}

/** The funded regtest accounts with their private keys. */
async function bitcoinAccounts(sandbox: Sandbox): Promise<BitcoinStackAccount[]> {
  const { bitcoinTestAccount } = await import('../sandbox/bitcoin/bitcoinKeys.js')
  const published = (sandbox.extensions['bitcoin'] as { accounts: { paymentAddress: string }[] }).accounts
  return published.map(({ paymentAddress }, index) => {
    const account = bitcoinTestAccount(index)
    if (account.paymentAddress !== paymentAddress) throw new Error(`startStack: Bitcoin account ${index} is not the sandbox's deterministic key`)
    return { index, privateKeyHex: account.privateKeyHex, paymentAddress, ordinalAddress: account.ordinalAddress }
  })
}
