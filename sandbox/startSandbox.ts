import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startAdminService } from './admin/server.js'
import { startAnalyticsService } from './analytics/server.js'
import { startCatalogueService } from './catalogue/server.js'
import { sandboxAccounts } from './chains/accounts.js'
import { CHAIN_DEFINITIONS } from './chains/definitions.js'
import { describeNetworks } from './chains/networks.js'
import { startChains } from './chains/startChains.js'
import { sandboxSmartAccounts, SMART_ACCOUNT_CHAIN_IDS, startBundler } from './bundler/index.js'
import { sandboxPaymasterPolicy, startPaymaster } from './paymaster/index.js'
import { SandboxControl } from './control.js'
import { startDataService } from './data/server.js'
import { startDemoServer } from './demo/server.js'
import { openSandboxSecureSiteDatabase, startSandboxSecureSite } from './mail/sandboxSecureSite.js'
import { startMailService } from './mail/startMailService.js'
import { startOnrampProvider } from './onramp/startOnrampProvider.js'
import { startExchangeAccount } from './exchange-account/index.js'
import { providerUrlKey, sandboxProviderSettings, SANDBOX_SOCIAL_PROVIDERS, startFarcasterRelay, startOAuthProviders } from './oauth/index.js'
import { builtInExtensions, type SandboxExtension } from './extensions.js'
import type { ActiveFault, FaultSpec } from './http/faults.js'
import { DEFAULT_PROJECT_ID, type ProjectConfig, type ProjectPatch } from './http/projects.js'
import type { StoredAnalyticsEvent } from './analytics/server.js'
import type { SandboxInfo, SandboxNetwork, SandboxUrls, SandboxAccount } from './types.js'

/** Ports to listen on; 0 or absent = any free port. */
export interface SandboxPorts {
  catalogue?: number
  data?: number
  analytics?: number
  admin?: number
  demo?: number
  /** One per chain, in order: Hatch Mainnet, Hatch Layer, Hatch Testnet. */
  chains?: number[]
  /** Ports of extensions, by extension name (relay ...). */
  [extension: string]: number | number[] | undefined
}

/**
 * Parts of the stack that can be left out (each defaults to true: the whole sandbox). The
 * catalogue, data, analytics and admin services always start (in-process, milliseconds);
 * `hatch/testing`'s `startStack` turns the slow parts off unless a test asks for them.
 */
export interface SandboxParts {
  /** The three anvil chains with their contracts; without them no bundler, on-ramp or exchange account. */
  evm?: boolean
  /** The SMTP server and mailbox page (the secure site sends its codes there). */
  mailbox?: boolean
  /** The six OAuth identity providers and the Farcaster relay (the secure site's social logins). */
  oauth?: boolean
  /** The ERC-4337 bundler (needs `evm`). */
  bundler?: boolean
  /** The on-ramp provider page (needs `evm`). */
  onramp?: boolean
  /** The exchange account page of the pay plugin (needs `evm`). */
  exchangeAccount?: boolean
}

/** Options for {@link startSandbox}. */
export interface StartSandboxOptions {
  ports?: SandboxPorts
  /** Parts to leave out (`{ oauth: false }` ...); absent = every part. */
  parts?: SandboxParts
  /** Start the demo host (bundles the demo app with esbuild, about 1 s). Default true. */
  demo?: boolean
  /** Start the phone wallet page (`urls.phoneWallet`, a WalletConnect wallet on the relay). Default true. */
  phoneWallet?: boolean
  /** Extensions to start (default: {@link builtInExtensions}); pass [] for none. */
  extensions?: SandboxExtension[]
  /**
   * Page origins, besides the demo's, allowed to embed the secure site's frame. The secure site
   * (`urls.secureSite`) starts when this list or the demo gives it at least one origin.
   */
  secureSiteOrigins?: string[]
  /**
   * Passkeys on the secure site (`urls.secureSite`, on 127.0.0.1 either way): browsers bind a
   * passkey to a host name, never an IP address, so they are bound to `http://localhost:<port>`, the
   * same site by another name, where the frame opens its passkey window for every ceremony. Default:
   * on with the demo (`npm start`, the repository's tests), off without it (`hatch/testing`'s stacks
   * unless they ask for passkeys, the bench). A browser that cannot reach `localhost` loses only
   * passkey login.
   */
  secureSitePasskeys?: boolean
  /**
   * Directory for state that survives a restart: the names visitors register (`names.json`) and
   * their sign-in sessions (`sessions.json`).
   * Default: a fresh temporary directory, removed on stop (so each run starts with the seeded
   * names only). `npm start` passes `.sandbox-state/`.
   */
  dataDir?: string
}

/** A running sandbox. Everything in {@link SandboxInfo} plus the controls tests need. */
export interface Sandbox extends SandboxInfo {
  /** A JSON-serialisable snapshot (what tests in workers and pages receive). */
  info: SandboxInfo
  /** The demo app's build error, when it failed to build. */
  demoBuildError: string | undefined
  /** The phone wallet app's build error, when it failed to build. */
  phoneWalletBuildError: string | undefined
  faults: {
    set(service: string, spec: FaultSpec): void
    clear(service?: string, projectId?: string): void
    list(): Record<string, ActiveFault[]>
  }
  setProject(projectId: string, patch?: ProjectPatch): ProjectConfig
  setIdentity(address: string, identity: { name?: string | null; avatar?: string | null }): void
  /** Sets a USD price for every project, or for `projectId`'s requests only. */
  setPrice(symbol: string, price: number, projectId?: string): void
  setImageBroken(imageId: string, broken?: boolean): void
  events(projectId?: string): StoredAnalyticsEvent[]
  /** Faults, projects, identities, prices, broken images and events back to the start state. */
  reset(): void
  /** The underlying state object (for extensions). */
  control: SandboxControl
  /** Stops every node and server; resolves when all processes have exited. */
  stop(): Promise<void>
}

const HOST = '127.0.0.1'

/** The data directory: `dir` (created if missing), or a temporary one that `stoppers` remove. */
async function openDataDir(dir: string | undefined, stoppers: (() => Promise<void>)[]): Promise<string> {
  if (dir !== undefined) {
    await mkdir(dir, { recursive: true })
    return dir
  }
  const temporary = await mkdtemp(join(tmpdir(), 'hatch-sandbox-'))
  stoppers.push(() => rm(temporary, { recursive: true, force: true }))
  return temporary
}

/**
 * Starts the whole local stack on 127.0.0.1: three anvil chains (contracts deployed), the wallet
 * catalogue, blockchain data and analytics services, the admin service, the extensions (relay ...)
 * and the demo host, in parallel where they do not depend on each other.
 *
 * @example
 * const sandbox = await startSandbox()
 * console.log(sandbox.urls.demo, sandbox.networks[0].rpcUrls.default.http[0])
 * await sandbox.stop()
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<Sandbox> {
  const ports = options.ports ?? {}
  const part = (name: keyof SandboxParts): boolean => options.parts?.[name] ?? true
  const wantsDemo = options.demo ?? true
  // The secure site sends its codes by e-mail: without the mailbox it cannot start.
  const wantsSecureSite = wantsDemo || (options.secureSiteOrigins?.length ?? 0) > 0
  if (wantsSecureSite && !part('mailbox')) throw new Error('startSandbox: the secure site (demo or secureSiteOrigins) needs the mailbox part')
  for (const dependent of ['bundler', 'onramp', 'exchangeAccount'] as const)
    if (options.parts?.[dependent] === true && !part('evm')) throw new Error(`startSandbox: the ${dependent} part needs the evm part`)
  const control = new SandboxControl()
  const accounts: SandboxAccount[] = sandboxAccounts()
  const stoppers: (() => Promise<void>)[] = []
  const urls: SandboxUrls = { catalogue: '', data: '', analytics: '', admin: '' }
  let networks: SandboxNetwork[] = []
  const extensionDetails: Record<string, unknown> = {}
  const info = (): SandboxInfo => ({ projectId: DEFAULT_PROJECT_ID, urls: { ...urls }, networks, accounts, extensions: { ...extensionDetails } })
  const port = (name: string): number => {
    const value = ports[name]
    return typeof value === 'number' ? value : 0
  }
  const track = async <T extends { stop(): Promise<void> }>(started: Promise<T>): Promise<T> => {
    const value = await started
    stoppers.push(() => value.stop())
    return value
  }
  const stopAll = async (): Promise<void> => {
    const all = stoppers.splice(0).reverse()
    await Promise.allSettled(all.map((stop) => stop()))
  }

  try {
    const dataDir = await openDataDir(options.dataDir, stoppers)
    const chainIds = CHAIN_DEFINITIONS.map((d) => `eip155:${d.id}`)
    const defaultChains = { eip155: chainIds, solana: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], bip122: ['bip122:000000000019d6689c085ae165831e93'] }
    const extensionList = options.extensions ?? builtInExtensions()
    const [chains, catalogue, data, analytics, admin, extensions, mail, secureSiteDb, oauthProviders, farcaster] = await Promise.all([
      part('evm')
        ? startChains({ accounts, host: HOST, ...(ports.chains ? { ports: ports.chains } : {}) }).then((list) => {
            stoppers.push(() => Promise.all(list.map((c) => c.node.stop())).then(() => undefined))
            return list
          })
        : [],
      track(
        startCatalogueService({
          host: HOST,
          port: port('catalogue'),
          faults: control.faultStore,
          projects: control.projects,
          state: control.catalogue,
          chains: defaultChains,
        }),
      ),
      track(
        startDataService({
          host: HOST,
          port: port('data'),
          faults: control.faultStore,
          projects: control.projects,
          state: control.data,
          catalogueUrl: () => urls.catalogue,
          namesFile: join(dataDir, 'names.json'),
          sessionsFile: join(dataDir, 'sessions.json'),
          onrampUrl: () => urls.onramp,
        }),
      ),
      track(startAnalyticsService({ host: HOST, port: port('analytics'), faults: control.faultStore, projects: control.projects, store: control.analytics })),
      track(startAdminService({ host: HOST, port: port('admin'), control, info })),
      Promise.all(
        extensionList.map((ext) =>
          track(
            ext.start({ host: HOST, port: port(ext.name), control }).catch((error: unknown) => {
              throw new Error(`Sandbox extension '${ext.name}' failed to start: ${error instanceof Error ? error.message : String(error)}`)
            }),
          ),
        ),
      ),
      part('mailbox') ? track(startMailService({ host: HOST, port: port('mailbox'), smtpPort: port('smtp') })) : undefined,
      // Opened now (PGlite takes a second or two) so the secure site starts at once after the demo.
      wantsSecureSite ? track(openSandboxSecureSiteDatabase()) : undefined,
      // The six sandbox identity providers (sandbox/oauth), for the secure site's social login.
      part('oauth')
        ? track(startOAuthProviders({ host: HOST, ports: Object.fromEntries(SANDBOX_SOCIAL_PROVIDERS.map((p) => [p, port(providerUrlKey(p))])) }))
        : undefined,
      // The Sign In With Farcaster relay, its "Farcaster app" page and ID registry (sandbox/oauth/farcaster).
      part('oauth') ? track(startFarcasterRelay({ host: HOST, port: port('farcaster') })) : undefined,
    ])
    if (farcaster) urls.farcaster = farcaster.url
    if (oauthProviders) for (const p of SANDBOX_SOCIAL_PROVIDERS) urls[providerUrlKey(p)] = oauthProviders.providers[p].url
    if (mail) {
      urls.mailbox = mail.url
      urls.smtp = `smtp://${mail.smtp.host}:${mail.smtp.port}`
    }
    Object.assign(urls, { catalogue: catalogue.url, data: data.url, analytics: analytics.url, admin: admin.url })
    const solana = extensions.flatMap((ext) => ext.chains?.solana ?? [])
    const bip122 = extensions.flatMap((ext) => ext.chains?.bip122 ?? [])
    extensions.forEach((ext, i) => {
      Object.assign(urls, ext.urls)
      if (ext.details !== undefined) extensionDetails[(extensionList[i] as SandboxExtension).name] = ext.details
    })
    control.data.extraChains.push(...solana, ...bip122)
    // Regenerated so wallets list the chain ids the extensions actually serve.
    control.catalogue.generate({
      baseUrl: catalogue.url,
      chains: { eip155: chainIds, solana: solana.length ? solana : defaultChains.solana, bip122: bip122.length ? bip122 : defaultChains.bip122 },
    })
    networks = describeNetworks(chains, urls, DEFAULT_PROJECT_ID)
    control.data.setNetworks(networks)
    // The on-ramp provider page (sandbox/onramp): reads the chains through the data state at each purchase.
    if (part('evm') && part('onramp')) {
      const onramp = await track(
        startOnrampProvider({
          host: HOST,
          port: port('onramp'),
          state: control.data,
          explorerUrl: (caip, hash) => networks.find((n) => n.caipNetworkId === caip)?.blockExplorers.default.url.replace(/\/?$/, `/tx/${hash}`),
        }),
      )
      urls.onramp = onramp.url
    }
    // The ERC-4337 bundler (sandbox/bundler): EntryPoint v0.8 and HatchSmartAccountFactory on every chain, one endpoint per chain.
    const bundler =
      part('evm') && part('bundler')
        ? await track(startBundler({ host: HOST, port: port('bundler'), chains: chains.map((c) => ({ chainId: c.definition.id, rpcUrl: c.node.url })) }))
        : undefined
    if (bundler) urls.bundler = bundler.url
    // The ERC-7677 paymaster service (sandbox/paymaster): sponsors the sandbox project's token calls on the smart-account chains.
    const smartChains = chains.filter((c) => SMART_ACCOUNT_CHAIN_IDS.includes(c.definition.id))
    const paymaster = bundler
      ? await track(
          startPaymaster({
            host: HOST,
            port: port('paymaster'),
            chains: smartChains.map((c) => ({ chainId: c.definition.id, rpcUrl: c.node.url })),
            entryPoint: bundler.contracts.entryPoint,
            projects: { [DEFAULT_PROJECT_ID]: sandboxPaymasterPolicy(smartChains.map((c) => c.contracts)) },
          }),
        )
      : undefined
    if (paymaster) urls.paymaster = paymaster.url
    // The exchange account (sandbox/exchange-account): the pay plugin's "pay with your exchange balance" page.
    if (part('evm') && part('exchangeAccount'))
      urls.exchangeAccount = (await track(startExchangeAccount({ host: HOST, port: port('exchangeAccount'), networks: () => networks }))).url

    let demoBuildError: string | undefined
    let phoneWalletBuildError: string | undefined
    const startPhoneWallet = async () => {
      const { startPhoneWalletServer } = await import('./wallets/phone/index.js')
      return track(startPhoneWalletServer({ host: HOST, port: port('phoneWallet'), info }))
    }
    const [demo, phoneWallet] = await Promise.all([
      wantsDemo ? track(startDemoServer({ host: HOST, port: port('demo'), info })) : undefined,
      (options.phoneWallet ?? true) && urls.relay ? startPhoneWallet() : undefined,
    ])
    if (demo) {
      urls.demo = demo.url
      demoBuildError = demo.buildError
    }
    if (phoneWallet) {
      urls.phoneWallet = phoneWallet.url
      phoneWalletBuildError = phoneWallet.buildError
    }
    const secureSiteOrigins = [...(demo ? [demo.url] : []), ...(options.secureSiteOrigins ?? [])]
    if (secureSiteOrigins.length && mail && secureSiteDb) {
      const client = { clientId: 'hatch-sandbox-wallet', clientSecret: randomBytes(24).toString('base64url') }
      const providerUrls = oauthProviders ? Object.fromEntries(SANDBOX_SOCIAL_PROVIDERS.map((p) => [p, oauthProviders.providers[p].url])) : undefined
      const secureSite = await track(
        startSandboxSecureSite({
          host: HOST,
          port: port('secureSite'),
          allowedOrigins: secureSiteOrigins,
          smtp: mail.smtp,
          networks,
          rpcUrls: Object.fromEntries(urls.solana ? solana.map((id) => [id, urls.solana as string]) : []),
          networkNames: Object.fromEntries(extensions.flatMap((ext) => Object.entries(ext.names ?? {}))),
          db: secureSiteDb.db,
          ...(providerUrls ? { oauthProviders: sandboxProviderSettings(providerUrls, client) } : {}),
          ...(farcaster ? { farcasterRelay: farcaster.url } : {}),
          ...(bundler ? { smartAccounts: sandboxSmartAccounts(bundler, SMART_ACCOUNT_CHAIN_IDS, paymaster) } : {}),
          ...((options.secureSitePasskeys ?? wantsDemo) ? { passkeyHostname: 'localhost' } : {}),
        }),
      )
      urls.secureSite = secureSite.origin
      // Each provider accepts exactly the secure site's callback as redirect URI.
      oauthProviders?.registerClient({ ...client, name: 'Hatch Wallet (sandbox)', redirectUri: (p) => `${secureSite.origin}/oauth/callback/${p}` })
    }

    const snapshot = info()
    return {
      ...snapshot,
      info: snapshot,
      demoBuildError,
      phoneWalletBuildError,
      control,
      faults: {
        set: (service, spec) => control.setFault(service, spec),
        clear: (service, projectId) => control.clearFaults(service, projectId),
        list: () => control.listFaults(),
      },
      setProject: (id, patch) => control.setProject(id, patch),
      setIdentity: (address, identity) => control.setIdentity(address, identity),
      setPrice: (symbol, price, projectId) => control.setPrice(symbol, price, projectId),
      setImageBroken: (id, broken) => control.setImageBroken(id, broken),
      events: (projectId) => control.analytics.list(projectId),
      reset: () => control.reset(),
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
