/**
 * `hatch/adapters/solana`: the Solana adapter. The descriptor is small: Wallet Standard discovery
 * (`@wallet-standard/app`) runs at start; the runtime (plain JSON-RPC, @solana/kit's transaction
 * compiler, no @solana/web3.js) loads on first need.
 * @packageDocumentation
 */
import { getWallets } from '@wallet-standard/app'
import { defineAdapter, type Adapter } from '../../kernel/contracts/defineAdapter.js'
import { perInstance } from '../../kernel/contracts/perInstance.js'
import { HatchError } from '../../kernel/errors/HatchError.js'
import { startDiscovery } from './discovery/createDiscovery.js'
import type { WalletRegistry } from './discovery/types.js'
import { isPreflightCommitment, preflightCommitments, type PreflightCommitment } from './preflight.js'
import type { HatchSolanaProvider } from './provider/types.js'

export { isSolanaAddress, describeSolanaAddressProblem, SOLANA_ADDRESS_PATTERN } from './address.js'
export { formatUnits, formatLamports, parseUnits, SOL_DECIMALS } from './amounts.js'
export { preflightCommitments, isPreflightCommitment, type PreflightCommitment } from './preflight.js'
export { solanaMainnet, solanaDevnet, solanaTestnet, defineSolanaNetwork, type SolanaNetworkInput } from './networks.js'
export { findSolanaNetwork, walletChainIdsOf } from './walletChains.js'
export type { WalletRegistry } from './discovery/types.js'
export type { SolanaRuntime, SplTokenBalance } from './runtime/types.js'
export type { HatchSolanaProvider, SolanaPublicKey, SolanaTransaction, SolanaSendOptions, SolanaProviderEvents } from './provider/types.js'

declare module '../../kernel/provider/providerShell.js' {
  /** `hatch.getProvider('solana')`, with `solana()` among the adapters (docs/solana-dapps.md). */
  interface HatchProviders {
    solana: HatchSolanaProvider
  }
}

// One import() for the runtime and the provider: one chunk, and one preload list on the page's static path.
const runtimeCode = () => import('./runtime/runtimeCode.js')

/** Options of {@link solana}. */
export interface SolanaAdapterOptions {
  /**
   * Commitment used for preflight checks when sending (spec §5: processed, confirmed, finalized,
   * recent, single, singleGossip, root or max). Default `confirmed`; a call may override it.
   */
  preflightCommitment?: PreflightCommitment
  /**
   * Where wallets come from. Default: the page's Wallet Standard registry (`getWallets()`).
   * Tests and hosts embedding a wallet may pass their own.
   */
  registry?: WalletRegistry
  /**
   * The priority fee of transfers Hatch builds when the call gives none (the Send view's SOL and
   * token transfers): `{ computeUnitLimit, microLamports }`, set with ComputeBudget instructions.
   * Default none. Checked when the runtime loads (INVALID_OPTIONS naming the field).
   */
  priorityFee?: { computeUnitLimit: number; microLamports: bigint | string }
}

/**
 * Creates the Solana adapter.
 *
 * @example
 * ```ts
 * import { solana, solanaMainnet } from 'hatch/adapters/solana'
 * const hatch = createHatch({ projectId, networks: [mainnet, solanaMainnet], adapters: [evm(), solana()] })
 * ```
 */
export function solana(options: SolanaAdapterOptions = {}): Adapter {
  const preflightCommitment = options.preflightCommitment ?? 'confirmed'
  if (!isPreflightCommitment(preflightCommitment)) {
    throw new HatchError('INVALID_OPTIONS', {
      params: { path: 'solana.preflightCommitment', issue: `must be one of ${preflightCommitments.join(', ')}, got ${JSON.stringify(preflightCommitment)}` },
    })
  }
  // One discovery per instance: the same descriptor may serve two instances on one page.
  const discovery = perInstance((ctx) => startDiscovery(ctx, options.registry ?? (typeof window === 'undefined' ? undefined : getWallets())))
  return defineAdapter({
    namespace: 'solana',
    name: 'Solana',
    setup: discovery.start,
    // hatch.getProvider('solana'): its code comes with the runtime's, when a page first asks for it.
    provider: {
      methods: ['connect', 'disconnect', 'signMessage', 'signTransaction', 'signAndSendTransaction', 'signAllTransactions'],
      load: (...args) => runtimeCode().then((m) => m.createSolanaProvider(...args)),
    },
    async load(ctx) {
      const { createSolanaRuntime } = await runtimeCode()
      return createSolanaRuntime(ctx, await discovery.get(ctx), { preflightCommitment, priorityFee: options.priorityFee })
    },
  })
}
