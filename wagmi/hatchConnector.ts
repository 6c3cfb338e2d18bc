import { ChainNotConfiguredError, createConnector } from '@wagmi/core'
import { getAddress, numberToHex, SwitchChainError, UserRejectedRequestError, type Address } from 'viem'
import type { Hatch, HatchEip1193Provider } from '../kernel/index.js'

/** Options of {@link hatchConnector}. */
export interface HatchConnectorOptions {
  /** The connector's id in wagmi (default `'hatch'`); give two Hatch instances different ids. */
  id?: string
  /** The name wagmi shows for it (default `'Hatch'`). */
  name?: string
  /** An icon URL for wagmi's connector list. */
  icon?: string
}

/** The EIP-1193 "user rejected" code. */
const USER_REJECTED = 4001

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined)

/** wagmi tells a refusal from a failure by viem's error class: a 4001 from Hatch becomes one. */
const asWagmiError = (error: unknown): unknown => (codeOf(error) === USER_REJECTED ? new UserRejectedRequestError(error as Error) : error)

/**
 * A wagmi connector over a Hatch instance: connecting opens Hatch's modal (its own wallet list,
 * WalletConnect, e-mail …) and resolves once the visitor connects; wagmi's hooks then reach the
 * connected wallet through `hatch.getProvider('eip155')`. The two follow each other: an account,
 * network or disconnect in Hatch reaches wagmi, `disconnect()` in wagmi disconnects Hatch, and
 * after a reload wagmi takes the connection Hatch restored (no wallet prompt).
 *
 * @example
 * ```ts
 * const hatch = createHatch({ projectId, networks, adapters: [evm()] })
 * const config = createConfig({ chains: [mainnet], connectors: [hatchConnector(hatch)], transports: { [mainnet.id]: http() } })
 * ```
 */
export function hatchConnector(hatch: Hatch, options: HatchConnectorOptions = {}) {
  return createConnector<HatchEip1193Provider>((config) => {
    const provider = hatch.getProvider('eip155')
    let listening = false

    const accounts = async (): Promise<readonly Address[]> =>
      ((await provider.request({ method: 'eth_accounts' })) as string[]).map((address) => getAddress(address))
    const chainId = async (): Promise<number> => Number(await provider.request({ method: 'eth_chainId' }))

    const onAccountsChanged = async (next: string[]) => {
      if (next.length === 0) return config.emitter.emit('disconnect')
      const addresses = next.map((address) => getAddress(address))
      // wagmi listens for `connect` only while this connector holds no connection of its own
      // (the visitor connected from Hatch's button, not through wagmi).
      if (config.emitter.listenerCount('connect') > 0) config.emitter.emit('connect', { accounts: addresses, chainId: await chainId() })
      else config.emitter.emit('change', { accounts: addresses })
    }
    const onChainChanged = (hex: string) => config.emitter.emit('change', { chainId: Number(hex) })

    return {
      id: options.id ?? 'hatch',
      name: options.name ?? 'Hatch',
      type: 'hatch',
      ...(options.icon ? { icon: options.icon } : {}),

      async setup() {
        if (listening) return
        listening = true
        // Hatch's provider emits these whoever caused the change (its modal, its button, another tab's sign-out).
        provider.on('accountsChanged', (next: string[]) => void onAccountsChanged(next))
        provider.on('chainChanged', onChainChanged)
      },

      async connect({ chainId: wanted, isReconnecting, withCapabilities } = {}) {
        let connected: readonly Address[]
        try {
          if (isReconnecting) {
            // Hatch restores its own connection on load; wagmi takes what it restored.
            await hatch.ready.catch(() => undefined)
            connected = await accounts()
            if (connected.length === 0) throw new Error('Hatch has no connected eip155 account to restore')
          } else {
            connected = ((await provider.request({ method: 'eth_requestAccounts' })) as string[]).map((address) => getAddress(address))
          }
        } catch (error) {
          throw asWagmiError(error)
        }
        let current = await chainId()
        if (wanted !== undefined && wanted !== current) {
          const chain = await this.switchChain!({ chainId: wanted }).catch((error: unknown) => {
            if (error instanceof UserRejectedRequestError) throw error
            return { id: current }
          })
          current = chain.id
        }
        const list = withCapabilities ? connected.map((address) => ({ address, capabilities: {} })) : connected
        return { accounts: list as never, chainId: current }
      },

      async disconnect() {
        await hatch.disconnect({ namespace: 'eip155' })
      },

      getAccounts: accounts,
      getChainId: chainId,

      async getProvider() {
        return provider
      },

      async isAuthorized() {
        await hatch.ready.catch(() => undefined)
        return (await accounts().catch(() => [])).length > 0
      },

      async switchChain({ chainId: id }) {
        const chain = config.chains.find((c) => c.id === id)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
        try {
          await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(id) }] })
        } catch (error) {
          if (codeOf(error) === USER_REJECTED) throw new UserRejectedRequestError(error as Error)
          throw new SwitchChainError(error as Error)
        }
        config.emitter.emit('change', { chainId: id })
        return chain
      },

      onAccountsChanged: (next) => void onAccountsChanged(next),
      onChainChanged,
      onDisconnect: () => config.emitter.emit('disconnect'),
    }
  })
}
