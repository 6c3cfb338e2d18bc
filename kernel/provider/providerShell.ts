/** The arguments of an EIP-1193 `request`. */
export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

/** The events an EIP-1193 provider emits. */
export type ProviderEvent = 'connect' | 'disconnect' | 'accountsChanged' | 'chainChanged' | 'message'

type Listener = (...args: never[]) => void

/** An EIP-1193 provider (the object `window.ethereum` is), as `hatch.getProvider('eip155')` returns it. */
export interface HatchEip1193Provider {
  request(args: RequestArguments): Promise<unknown>
  on(event: ProviderEvent, listener: Listener): HatchEip1193Provider
  removeListener(event: ProviderEvent, listener: Listener): HatchEip1193Provider
}

/** What the lazily loaded implementation offers the shell. */
export interface ProviderCore {
  request(args: RequestArguments): Promise<unknown>
}

/**
 * The providers `hatch.getProvider(namespace)` returns, by namespace. The kernel knows `eip155`; an
 * adapter that offers a provider for its namespace adds it by declaration merging
 * (`hatch/adapters/solana` adds `solana`), so the type follows what the page imports.
 */
export interface HatchProviders {
  eip155: HatchEip1193Provider
}
