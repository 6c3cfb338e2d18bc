/** Shared shapes of the sandbox's public API: all JSON-serialisable. */

/** A funded test account on every sandbox EVM chain. */
export interface SandboxAccount {
  /** Index in anvil's default mnemonic (m/44'/60'/0'/0/index). */
  index: number
  address: `0x${string}`
  privateKey: `0x${string}`
}

/** A deployed sandbox token contract. */
export interface SandboxTokenContract {
  address: `0x${string}`
  name: string
  symbol: string
  decimals: number
}

/**
 * One sandbox EVM chain, shaped like the spec's Caip network (§3) plus the sandbox's contracts.
 */
export interface SandboxNetwork {
  id: number
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: string[] } }
  blockExplorers: { default: { name: string; url: string } }
  chainNamespace: 'eip155'
  caipNetworkId: `eip155:${number}`
  testnet: boolean
  assets: { imageId: string; imageUrl: string }
  /** `spamNft`: an unsolicited "airdrop" collection anyone can mint to anyone; the data service flags its transfers as spam. */
  contracts: { usdc: SandboxTokenContract; nft: SandboxTokenContract; spamNft: SandboxTokenContract }
  /** The Uniswap V2 exchange on this chain (sandbox/exchange; docs/sandbox-exchange.md), when deployed. */
  exchange?: SandboxExchange
}

/** A chain's sandbox exchange: Uniswap V2 from the published artifacts, pools seeded at start. */
export interface SandboxExchange {
  router: `0x${string}`
  factory: `0x${string}`
  weth: SandboxTokenContract
  /** The second ERC20 of the pools (HTK, 18 decimals). */
  hatchToken: SandboxTokenContract
  /** The account that seeded the pools (it holds their liquidity tokens). */
  liquidityProvider: `0x${string}`
}

/** Base URLs of the sandbox's servers (no trailing slash). */
export interface SandboxUrls {
  catalogue: string
  data: string
  analytics: string
  /** Admin routes (`/sandbox/...`): faults, projects, identities, prices, events. */
  admin: string
  /** The demo page, when the demo host was started. */
  demo?: string
  /** The sandbox phone wallet page (WalletConnect wallet on the relay), when started. */
  phoneWallet?: string
  /** The mailbox page: every e-mail sent to the sandbox's SMTP server (one-time codes). */
  mailbox?: string
  /** The sandbox's SMTP server, `smtp://127.0.0.1:<port>` (no TLS, no authentication). */
  smtp?: string
  /**
   * The embedded wallet's secure site (its own origin), when started: `http://127.0.0.1:<port>`.
   * Its passkeys, when on, are bound to `http://localhost:<port>`, the same site by a host name.
   */
  secureSite?: string
  /** The sandbox on-ramp provider page (`/buy?…`, where `/v1/generators/onrampurl` links). */
  onramp?: string
  /** The sandbox exchange account's page (`/pay?…`) and order status (`/orders/<id>`), for the pay plugin. */
  exchangeAccount?: string
  /** The ERC-7677 paymaster service (`<url>/<chainId>`), sponsoring the sandbox project's token calls on the smart-account chains. */
  paymaster?: string
  /** Extra services added by later modules (solana, bitcoin, relay ...), by name. */
  [service: string]: string | undefined
}

/** Everything a test (in any worker or a browser) needs to talk to a running sandbox. */
export interface SandboxInfo {
  projectId: string
  urls: SandboxUrls
  networks: SandboxNetwork[]
  accounts: SandboxAccount[]
  /** Facts published by extensions (solana: caipNetworkId, accounts, usdcMint ...), by extension name. */
  extensions: Record<string, unknown>
}
