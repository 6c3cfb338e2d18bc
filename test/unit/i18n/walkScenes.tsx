import type { Hatch } from '../../../kernel/createHatch.js'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import { preloadHatch } from '../../../kernel/instance/startLoader.js'
import type { HatchOptions } from '../../../kernel/instance/resolveCoreOptions.js'
import type { scriptedAdapter } from '../../fixtures/createTestHatch.js'
import { activity } from '../../../plugins/activity/index.js'
import { emailCapture } from '../../../plugins/email-capture/index.js'
import { email } from '../../../plugins/email/index.js'
import { multiWallet } from '../../../plugins/multi-wallet/index.js'
import { names } from '../../../plugins/names/index.js'
import { nfts } from '../../../plugins/nfts/index.js'
import { onramp } from '../../../plugins/onramp/index.js'
import { pay, requestPayment } from '../../../plugins/pay/index.js'
import { receive } from '../../../plugins/receive/index.js'
import { send } from '../../../plugins/send/index.js'
import { siwx } from '../../../plugins/siwx/index.js'
import { socials } from '../../../plugins/socials/index.js'
import { swaps } from '../../../plugins/swaps/index.js'
import { passkey } from '../../../plugins/passkey/index.js'
import { testNetworks } from '../../fixtures/createTestHatch.js'
import { PEER } from './sceneServer.js'
import { choose, click, type } from './sceneActions.js'
import { defineAdapter } from '../../../kernel/contracts/defineAdapter.js'
import { embedded } from '../../../adapters/embedded/index.js'
import type { EmbeddedOptions } from '../../../adapters/embedded/options.js'
import { createEmbeddedRuntime } from '../../../adapters/embedded/runtime/createEmbeddedRuntime.js'
import { createEmbeddedService } from '../../../adapters/embedded/runtime/createEmbeddedService.js'
import { walletConnect } from '../../../adapters/walletconnect/index.js'
import { FRAME_ACCOUNT, scriptedFrames, type ScriptOptions } from '../adapters/embedded/scriptedFrame.js'

/** What a scene's options are built from. */
export interface SceneEnv {
  /** The scene's data service and catalogue. */
  serverUrl: string
  /** The scripted EVM wallet the instance connects. */
  wallet: ReturnType<typeof scriptedAdapter>
  /** The embedded wallet's scripted secure frame, when the scene has the embedded adapter. */
  frames?: ReturnType<typeof scriptedFrames>
}

/** What a scene's `act` may use to put its view in a state. */
export interface SceneTools {
  hatch: Hatch
  root: ShadowRoot
  env: SceneEnv
  settle: (fn?: () => void | Promise<void>) => Promise<void>
  until: <T>(check: () => T | undefined, what: string, timeoutMs?: number) => Promise<T>
}

/** One view in one state a visitor meets. */
export interface Scene {
  /** What the visitor sees, for messages ("Buy: amount below the card's limit"). */
  name: string
  /** The router's view id the scene opens on. */
  view: string
  /** Other views the scene's actions lead to (a wallet row to ConnectingExternal …). */
  reaches?: string[]
  params?: unknown
  /** Plugins, adapters and other options of the instance. */
  options?: (env: SceneEnv) => Partial<HatchOptions>
  /** Remote features the project configuration turns on. */
  features?: Record<string, unknown>
  /** Service paths answered with an error status (`{ '/projects/v1/origins': 429 }`). */
  failures?: Record<string, number>
  /** How the scripted wallet answers (connect, switchNetwork …); its chain. */
  wallet?: Parameters<typeof scriptedAdapter>[1]
  /** Connect the scripted wallet before opening (default true). */
  connected?: boolean
  /** Puts the view in the scene's state: types, clicks, waits for services. */
  act?: (tools: SceneTools) => Promise<void>
  /** The scene is on screen (checked by structure, never by text: it runs in every language). */
  ready: (root: ShadowRoot) => boolean
  /** Strings from the wallet and services this scene shows besides the shared ones. */
  data?: string[]
  /** Strings the services put on screen that the scene cannot list ahead (a catalogue's wallet names). */
  dataOf?: (root: ShadowRoot) => string[]
  /**
   * Examples a language must write in Latin letters (a field that accepts nothing else): exempt
   * from the Latin-word rule, still a leftover when they are the English example.
   */
  latinExamples?: (root: ShadowRoot) => string[]
  /** The scene's catalogue is the sandbox's real wallet catalogue service. */
  catalogue?: boolean
}

const never = () => new Promise<never>(() => undefined)
const has = (selector: string) => (root: ShadowRoot) => root.querySelector(selector) !== null
const count = (selector: string, n: number) => (root: ShadowRoot) => root.querySelectorAll(selector).length >= n

/** Every plugin that adds to the Account view (tabs, actions). */
const accountPlugins = () => [
  receive(),
  send(),
  swaps({ chainIds: [testNetworks.one.id] }),
  onramp({ quoteDelayMs: 0 }),
  names(),
  activity(),
  nfts(),
  multiWallet(),
]

const SECURE_ORIGIN = 'http://127.0.0.1:8787'

/**
 * The embedded wallet with its secure frame scripted (test/unit/adapters/embedded/scriptedFrame.ts:
 * the real page side on a real MessageChannel, the frame answering as secure-site/frame does).
 */
function embeddedWallet(env: SceneEnv, script: ScriptOptions = {}, loadTimeoutMs?: number) {
  const frames = scriptedFrames({ smartAccountChains: [testNetworks.one.id], ...script })
  env.frames = frames
  const options: EmbeddedOptions = { secureSiteUrl: SECURE_ORIGIN, timers: frames.timers, ...(loadTimeoutMs ? { loadTimeoutMs } : {}) }
  const deps = { openFrame: frames.openFrame }
  return defineAdapter({
    ...embedded(options),
    load: async (ctx) => createEmbeddedRuntime(ctx, options, SECURE_ORIGIN, deps),
    services: { embeddedWallet: async (ctx) => createEmbeddedService(ctx, options, SECURE_ORIGIN, deps) },
  })
}

/** Waits for `check` while the scripted frame gets ready and answers. */
async function withFrame<T>({ env, until }: SceneTools, check: () => T | undefined, what: string): Promise<T> {
  return until(() => {
    void env.frames?.settle()
    return check()
  }, what)
}

/** The e-mail login with the right code, up to the Account view; then `view` over it, when given. */
async function emailLogInThenOpen(tools: SceneTools, view?: string): Promise<void> {
  const code = await emailToCode(tools)
  await type(code, FRAME_ACCOUNT.code)
  await click(tools.root.querySelector('form button[type="submit"]'))
  await withFrame(tools, () => (tools.hatch.getState().router.stack.at(-1)?.view === 'Account' ? true : undefined), 'the Account')
  if (view) await tools.settle(() => (tools.hatch.context.router.push as (id: string) => void)(view))
}

/** The e-mail login up to the code step: the address typed and sent. */
async function emailToCode(tools: SceneTools): Promise<HTMLInputElement> {
  const { root } = tools
  const address = await withFrame(tools, () => root.querySelector<HTMLInputElement>('input[type="email"], input') ?? undefined, 'the e-mail field')
  await type(address, FRAME_ACCOUNT_EMAIL)
  await click(root.querySelector('form button[type="submit"]'))
  return withFrame(tools, () => root.querySelector<HTMLInputElement>('input[inputmode="numeric"]') ?? undefined, 'the code field')
}

const FRAME_ACCOUNT_EMAIL = 'visitor@example.test'

/** Scenes of the embedded wallet: e-mail login, social login, the account it opens. */
const embeddedScenes: Scene[] = [
  {
    name: 'E-mail login: a wrong code',
    view: 'EmailLogin',
    connected: false,
    options: (env) => ({ adapters: [env.wallet.adapter, embeddedWallet(env)], plugins: [email()], basic: false }),
    features: { email: true },
    act: async (tools) => {
      const code = await emailToCode(tools)
      await type(code, '000000')
      await click(tools.root.querySelector('form button[type="submit"]'))
    },
    ready: has('[aria-invalid="true"], [role="alert"]'),
    data: [FRAME_ACCOUNT_EMAIL],
  },
  {
    name: 'E-mail login: a new code asked too soon',
    view: 'EmailLogin',
    connected: false,
    options: (env) => ({ adapters: [env.wallet.adapter, embeddedWallet(env)], plugins: [email()], basic: false }),
    features: { email: true },
    act: async (tools) => {
      await emailToCode(tools)
      const resend = await withFrame(
        tools,
        () => [...tools.root.querySelectorAll<HTMLButtonElement>('form button:not([type="submit"])')].find((b) => !b.disabled),
        'Resend code',
      )
      await click(resend)
    },
    ready: has('[role="alert"], [aria-invalid="true"]'),
    data: [FRAME_ACCOUNT_EMAIL],
  },
  {
    name: 'Account of the embedded wallet (e-mail, account type, Add a passkey)',
    view: 'EmailLogin',
    reaches: ['Account'],
    connected: false,
    // No passkey yet: Account offers "Add a passkey".
    options: (env) => ({ adapters: [env.wallet.adapter, embeddedWallet(env, { passkeys: 0 })], plugins: [email(), passkey()], basic: false }),
    features: { email: true, passkey: true },
    act: async (tools) => {
      await emailLogInThenOpen(tools)
    },
    ready: has('[data-testid="hatch-token-row"], [role="tabpanel"]'),
    data: [FRAME_ACCOUNT_EMAIL, FRAME_ACCOUNT.evm, 'USD Coin', 'USDC'],
  },
  {
    name: 'Change e-mail: the current address',
    view: 'EmailLogin',
    reaches: ['UpdateEmailWallet'],
    connected: false,
    options: (env) => ({ adapters: [env.wallet.adapter, embeddedWallet(env)], plugins: [email()], basic: false }),
    features: { email: true },
    act: async (tools) => {
      await emailLogInThenOpen(tools, 'UpdateEmailWallet')
    },
    ready: has('form input'),
    data: [FRAME_ACCOUNT_EMAIL],
  },
  {
    name: 'Devices: the browsers that hold a share of the wallet',
    view: 'EmailLogin',
    reaches: ['Devices'],
    connected: false,
    options: (env) => ({ adapters: [env.wallet.adapter, embeddedWallet(env)], plugins: [email()], basic: false }),
    features: { email: true },
    act: async (tools) => {
      await emailLogInThenOpen(tools, 'Devices')
    },
    ready: has('li button'),
    data: [FRAME_ACCOUNT_EMAIL, 'Firefox on Windows', 'Safari on macOS'],
  },
  {
    name: 'E-mail login: the secure wallet does not load',
    view: 'EmailLogin',
    connected: false,
    options: (env) => ({ adapters: [env.wallet.adapter, embeddedWallet(env, { neverReady: true }, 1000)], plugins: [email()], basic: false }),
    features: { email: true },
    act: async (tools) => {
      const address = await tools.until(() => tools.root.querySelector<HTMLInputElement>('input') ?? undefined, 'the e-mail field')
      await type(address, FRAME_ACCOUNT_EMAIL)
      await click(tools.root.querySelector('form button[type="submit"]'))
      await withFrame(tools, () => tools.root.querySelector('[role="alert"], [aria-invalid="true"]') ?? undefined, 'the failure')
    },
    ready: has('[role="alert"], [aria-invalid="true"]'),
    data: [FRAME_ACCOUNT_EMAIL],
  },
  {
    name: 'Social login: the providers',
    view: 'ConnectSocials',
    connected: false,
    options: (env) => ({ adapters: [env.wallet.adapter, embeddedWallet(env)], plugins: [socials()], basic: false }),
    features: { socials: true },
    act: async (tools) => {
      await withFrame(tools, () => (tools.root.querySelectorAll('button').length >= 3 ? true : undefined), 'the providers')
    },
    ready: count('button', 3),
  },
  {
    name: 'Farcaster: the QR code to scan',
    view: 'ConnectingFarcaster',
    connected: false,
    options: (env) => ({ adapters: [env.wallet.adapter, embeddedWallet(env)], plugins: [socials()], basic: false }),
    features: { socials: true },
    act: (tools) => withFrame(tools, () => tools.root.querySelector('a[href]') ?? undefined, 'the Farcaster link').then(() => undefined),
    ready: has('a[href]'),
  },
  {
    name: 'Passkey login: the secure wallet opening its prompt',
    view: 'ApproveTransaction',
    params: { kind: 'passkey' },
    connected: false,
    options: (env) => ({ adapters: [env.wallet.adapter, embeddedWallet(env)], plugins: [passkey()], basic: false }),
    features: { passkey: true },
    ready: has('[role="region"] p'),
  },
  {
    name: 'Add a passkey: the secure wallet opening its prompt',
    view: 'EmailLogin',
    reaches: ['ApproveTransaction'],
    connected: false,
    options: (env) => ({ adapters: [env.wallet.adapter, embeddedWallet(env, { passkeys: 0 })], plugins: [email(), passkey()], basic: false }),
    features: { email: true, passkey: true },
    act: async (tools) => {
      await emailLogInThenOpen(tools)
      await tools.settle(() => (tools.hatch.context.router.push as (id: string, params: unknown) => void)('ApproveTransaction', { kind: 'addPasskey' }))
    },
    ready: has('[role="region"] p'),
    data: [FRAME_ACCOUNT_EMAIL],
  },
  {
    name: 'Approve a message in the embedded wallet',
    view: 'ApproveTransaction',
    params: { kind: 'message' },
    connected: false,
    options: (env) => ({ adapters: [env.wallet.adapter, embeddedWallet(env)] }),
    ready: has('[role="region"] p'),
  },
]

/** Scenes of the WalletConnect adapter (its relay unreachable: the QR waits for a pairing). */
const walletConnectScenes: Scene[] = [
  {
    name: 'WalletConnect: scan with your phone',
    view: 'ConnectingWalletConnect',
    connected: false,
    options: (env) => ({ adapters: [env.wallet.adapter, walletConnect({ relayUrl: 'ws://127.0.0.1:9' })] }),
    ready: has('[role="status"], p'),
  },
  {
    name: 'WalletConnect: the basic view',
    view: 'ConnectingWalletConnectBasic',
    connected: false,
    options: (env) => ({ adapters: [env.wallet.adapter, walletConnect({ relayUrl: 'ws://127.0.0.1:9' })] }),
    ready: has('[role="status"], p'),
  },
]

/** The remote features of the Account's plugins that are off by default. */
const accountFeatures = { swaps: true, onramp: true, multiWallet: true }

/** The scenes, one or more per view: the UI's core views, then each plugin's. */
export const scenes: Scene[] = [
  {
    name: 'Connect with wallets, e-mail, social and passkey login',
    view: 'Connect',
    connected: false,
    options: () => ({ plugins: [email(), socials(), passkey()], basic: false }),
    features: { email: true, socials: true, passkey: true },
    ready: has('[data-testid="hatch-connect-view"]'),
  },
  {
    name: 'Connecting to an extension wallet',
    view: 'Connect',
    reaches: ['ConnectingExternal'],
    connected: false,
    wallet: { connect: never },
    act: async ({ root, until }) => {
      const row = await until(
        () => [...root.querySelectorAll('button')].find((b) => b.querySelector('.row-name')?.textContent === 'Test Wallet'),
        'the wallet row',
      )
      await click(row)
    },
    ready: (root) => root.querySelector('[data-testid="hatch-connect-view"]') === null,
  },
  {
    name: 'Connection declined in the wallet',
    view: 'Connect',
    reaches: ['ConnectingExternal'],
    connected: false,
    wallet: {
      connect: async () => {
        throw new HatchError('CONNECTION_REJECTED')
      },
    },
    act: async ({ root, until }) => {
      const row = await until(
        () => [...root.querySelectorAll('button')].find((b) => b.querySelector('.row-name')?.textContent === 'Test Wallet'),
        'the wallet row',
      )
      await click(row)
    },
    ready: count('button', 3),
  },
  {
    name: 'Account with tokens, tabs and actions',
    view: 'Account',
    options: () => ({ plugins: accountPlugins(), basic: false }),
    features: accountFeatures,
    ready: has('[data-testid="hatch-token-row"]'),
    data: ['USD Coin', 'USDC'],
  },
  {
    name: 'Switching network',
    view: 'SwitchNetwork',
    params: { network: testNetworks.two.caipNetworkId },
    wallet: { switchNetwork: never },
    ready: has('[role="status"]'),
  },
  {
    name: 'Unsupported network',
    view: 'UnsupportedChain',
    wallet: { chainId: 999 },
    ready: count('button', 2),
  },
  {
    name: 'Buy: limits, a quote',
    view: 'onramp/buy',
    options: () => ({ plugins: [onramp({ quoteDelayMs: 0 })], basic: false }),
    features: { onramp: true },
    act: async ({ root, until }) => {
      const amount = await until(() => root.querySelector<HTMLInputElement>('input[inputmode="decimal"]') ?? undefined, 'the amount field')
      await type(amount, '50')
      await until(() => root.querySelector('section') ?? undefined, 'the quote')
    },
    ready: has('section li'),
    data: ['USD', 'EUR', 'USDC', 'USD Coin'],
  },
  {
    name: 'Buy: an amount under the card limit',
    view: 'onramp/buy',
    options: () => ({ plugins: [onramp({ quoteDelayMs: 0 })], basic: false }),
    features: { onramp: true },
    act: async ({ root, until }) => {
      const amount = await until(() => root.querySelector<HTMLInputElement>('input[inputmode="decimal"]') ?? undefined, 'the amount field')
      await type(amount, '5')
    },
    ready: has('[role="alert"], [aria-invalid="true"]'),
    data: ['USD', 'EUR', 'USDC', 'USD Coin'],
  },
  {
    name: 'Buy: not an amount',
    view: 'onramp/buy',
    options: () => ({ plugins: [onramp({ quoteDelayMs: 0 })], basic: false }),
    features: { onramp: true },
    act: async ({ root, until }) => {
      const amount = await until(() => root.querySelector<HTMLInputElement>('input[inputmode="decimal"]') ?? undefined, 'the amount field')
      await type(amount, 'abc')
    },
    ready: has('[aria-invalid="true"]'),
    data: ['USD', 'EUR', 'USDC', 'USD Coin', 'abc'],
  },
  ...[1, 2].map((tab): Scene => ({
    name: `Account, tab ${tab + 1} (NFTs, Activity)`,
    view: 'Account',
    options: () => ({ plugins: accountPlugins(), basic: false }),
    features: accountFeatures,
    act: async ({ root, until }) => {
      const tabs = await until(() => (root.querySelectorAll('[role="tab"]').length > tab ? root.querySelectorAll('[role="tab"]') : undefined), 'the tabs')
      await click(tabs[tab])
    },
    ready: (root) => root.querySelector('[role="tabpanel"] li, [role="tabpanel"] [role="listitem"], [role="tabpanel"] img') !== null,
    data: ['USD Coin', 'USDC', 'Test Hatchlings', 'Hatchling #1', 'Hatchling #2', 'TEST'],
  })),
  {
    name: 'All wallets from the catalogue',
    view: 'AllWallets',
    connected: false,
    catalogue: true,
    ready: count('.aw-name', 3),
    dataOf: (root) => [...root.querySelectorAll('.aw-name')].map((name) => name.textContent ?? ''),
  },
  {
    name: 'Activity',
    view: 'activity/list',
    options: () => ({ plugins: [activity()], basic: false }),
    ready: count('li', 2),
    data: ['USDC'],
  },
  {
    name: 'Send: more than the balance',
    view: 'send/main',
    wallet: { sendTransaction: never, writeContract: never },
    options: () => ({ plugins: [send()], basic: false }),
    act: async ({ root, until }) => {
      await until(() => (root.querySelectorAll('input').length >= 2 ? true : undefined), 'the fields')
      const token = root.querySelector('select')
      if (token) await choose(token, [...token.options].at(-1)!.value)
      const inputs = root.querySelectorAll<HTMLInputElement>('input')
      await type(inputs[0]!, '99')
      await type(inputs[1]!, PEER)
      await click(root.querySelector('form button[type="submit"]'))
    },
    ready: has('[aria-invalid="true"], [role="alert"]'),
    data: ['USDC', 'USD Coin'],
  },
  {
    name: 'Receive',
    view: 'receive/main',
    options: () => ({ plugins: [receive()], basic: false }),
    ready: has('button'),
  },
  {
    name: 'Swap with a quote',
    view: 'swaps/main',
    wallet: { sendTransaction: never, writeContract: never },
    options: () => ({ plugins: [swaps({ chainIds: [testNetworks.one.id] })], basic: false }),
    features: { swaps: true },
    act: async ({ root, until }) => {
      const amount = await until(() => root.querySelector<HTMLInputElement>('input') ?? undefined, 'the amount field')
      await type(amount, '0.5')
    },
    ready: (root) => root.querySelectorAll('p').length >= 4,
    data: ['USDC', 'USD Coin'],
  },
  {
    name: 'Swap off its networks',
    view: 'swaps/main',
    options: () => ({ plugins: [swaps({ chainIds: [1] })], basic: false }),
    features: { swaps: true },
    ready: has('[role="alert"]'),
  },
  {
    name: 'Register a name: too short, then suggestions',
    view: 'RegisterAccountName',
    options: () => ({ plugins: [names()], basic: false }),
    act: async ({ root, until }) => {
      const name = await until(() => root.querySelector<HTMLInputElement>('input') ?? undefined, 'the name field')
      await type(name, 'ab')
    },
    ready: has('[aria-invalid="true"]'),
    data: ['ab', 'hatch.id'],
    // A name holds only a-z, 0-9 and hyphens, so every language's example name is written in them.
    latinExamples: (root) => [...root.querySelectorAll('input')].map((input) => input.getAttribute('placeholder') ?? ''),
  },
  {
    // The wallet's refusal under "Error registering name …" reads in the visitor's language too.
    name: 'Register a name: the wallet refuses to sign',
    view: 'RegisterAccountName',
    options: () => ({ plugins: [names()], basic: false }),
    act: async ({ hatch, root, until }) => {
      // The error texts, as a page has them once the modal opened (the refusal's English words).
      await preloadHatch()
      const runtime = await hatch.context.getAdapter('eip155')
      runtime.signMessage = async () => {
        throw new HatchError('WALLET_REQUEST_REJECTED')
      }
      const name = await until(() => root.querySelector<HTMLInputElement>('input') ?? undefined, 'the name field')
      await type(name, 'mywallet')
      await click(root.querySelector('button[type="submit"]'))
    },
    ready: (root) => (root.querySelector('[role="alert"]')?.querySelectorAll('p').length ?? 0) >= 2,
    data: ['mywallet', 'mywallet.hatch.id', 'hatch.id'],
    latinExamples: (root) => [...root.querySelectorAll('input')].map((input) => input.getAttribute('placeholder') ?? ''),
  },
  {
    name: 'Name registered',
    view: 'RegisterAccountNameSuccess',
    params: { name: 'mywallet.hatch.id' },
    options: () => ({ plugins: [names()], basic: false }),
    ready: has('button'),
    data: ['mywallet.hatch.id'],
  },
  {
    name: 'Wallets (multi-wallet)',
    view: 'ProfileWallets',
    options: () => ({ plugins: [multiWallet()], basic: false }),
    features: { multiWallet: true },
    ready: has('li'),
  },
  {
    name: 'Stay updated: an address that is not one',
    view: 'DataCapture',
    options: () => ({ plugins: [emailCapture()], basic: false }),
    features: { emailCapture: true },
    act: async ({ root, until }) => {
      const address = await until(() => root.querySelector<HTMLInputElement>('input') ?? undefined, 'the e-mail field')
      await type(address, 'not-an-address')
      await click(root.querySelector('form button[type="submit"]') ?? root.querySelector('form button'))
    },
    ready: has('[aria-invalid="true"], [role="alert"]'),
    data: ['not-an-address'],
  },
  {
    name: 'Sign in with the wallet',
    view: 'SIWXSignMessage',
    options: () => ({ plugins: [siwx()], siwx: { required: true }, basic: false }),
    ready: count('button', 2),
    // The message to sign is EIP-4361's text, in English by the standard; the domain is the page's.
    dataOf: (root) => [...root.querySelectorAll('pre')].map((pre) => pre.textContent ?? '').concat(location.host),
  },
  {
    name: 'Pay a request',
    view: 'pay/main',
    wallet: { sendTransaction: never, writeContract: never },
    options: () => ({ plugins: [pay()], basic: false, features: { pay: true } }),
    act: async ({ hatch, settle }) => {
      await settle(
        () => void requestPayment(hatch, { recipient: PEER, amount: '1.5', asset: 'native', network: testNetworks.one.caipNetworkId }).catch(() => undefined),
      )
    },
    ready: count('button', 2),
  },
  {
    name: 'Alert: the project configuration is rate limited',
    view: 'Connect',
    connected: false,
    options: () => ({ basic: false }),
    failures: { '/projects/v1/origins': 429, '/appkit/v1/config': 429 },
    ready: has('[role="alert"]'),
  },
  {
    name: 'A network of another chain',
    view: 'SwitchActiveChain',
    params: { network: testNetworks.sol.caipNetworkId },
    options: () => ({ networks: [testNetworks.one, testNetworks.two, testNetworks.sol] }),
    ready: has('[data-testid="hatch-switch-active-chain"]'),
    data: [testNetworks.sol.name, 'solana'],
  },
  ...embeddedScenes,
  ...walletConnectScenes,
]
