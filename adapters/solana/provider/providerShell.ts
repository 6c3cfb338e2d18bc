import type { ProviderAccess } from '../../../kernel/contracts/providerAccess.js'
import { solanaPublicKey } from './publicKey.js'
import type { HatchSolanaProvider, SolanaProviderCore, SolanaPublicKey } from './types.js'

/**
 * The object `hatch.getProvider('solana')` returns: what must answer at once (the key, from
 * state; listeners, on the instance's bus as `solana:<event>`) is here, the rest is a chunk
 * loaded on the first call or listener, so a page that never asks for it loads none of it.
 */
export function solanaProviderShell(access: ProviderAccess): HatchSolanaProvider {
  let core: Promise<SolanaProviderCore> | undefined
  const load = () => (core ??= import('./createSolanaProvider.js').then((m) => m.createSolanaProvider(access)))
  const call =
    <K extends keyof SolanaProviderCore>(name: K) =>
    async (...args: Parameters<SolanaProviderCore[K]>) =>
      ((await load())[name] as (...a: typeof args) => unknown)(...args)
  // The same key object while the address stays, so `publicKey` can be a React dependency.
  let key: SolanaPublicKey | undefined
  const shell = {
    get publicKey() {
      const account = access.getState().chains.solana?.account
      const address = account?.status === 'connected' ? account.address : undefined
      if (!address) return null
      if (key?.toBase58() !== address) key = solanaPublicKey(address)
      return key
    },
    get isConnected() {
      return shell.publicKey !== null
    },
    connect: call('connect'),
    disconnect: call('disconnect'),
    signMessage: call('signMessage'),
    signTransaction: call('signTransaction'),
    signAllTransactions: call('signAllTransactions'),
    signAndSendTransaction: call('signAndSendTransaction'),
    on(event: string, listener: () => void) {
      access.events.on(`solana:${event}`, listener)
      load().catch(access.report)
      return shell
    },
    removeListener(event: string, listener: () => void) {
      access.events.off(`solana:${event}`, listener)
      return shell
    },
  }
  return shell as HatchSolanaProvider
}
