/**
 * The EIP-1193 surface the EVM adapter relies on. Declared here (not taken from viem) so the
 * discovery code in the descriptor stays free of the chain SDK.
 */

/** A listener for a provider event; payload shapes differ per event. */
export type ProviderListener = (payload: never) => void

/** An EIP-1193 provider as wallets inject or announce it. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

/** EIP-6963 provider info, as the wallet announced it (validated before use). */
export interface Eip6963Info {
  uuid: string
  name: string
  icon: string
  rdns: string
}

/** One announced wallet. */
export interface AnnouncedWallet {
  info: Eip6963Info
  provider: Eip1193Provider
}

/**
 * A connector the host adds itself (spec §3 type EXTERNAL): for instance a wallet SDK that is not
 * injected into the page. `getProvider` is called on connect, so the SDK can load lazily.
 */
export interface ExternalConnector {
  id: string
  name: string
  imageUrl?: string
  rdns?: string
  getProvider(): Eip1193Provider | Promise<Eip1193Provider>
}

/**
 * The page a discovery runs in: the browser's `window` (or another window-like object with its
 * own `Event`, such as a test DOM). Events are built with the page's own constructor.
 */
export interface DiscoveryTarget {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
  Event: typeof Event
}
