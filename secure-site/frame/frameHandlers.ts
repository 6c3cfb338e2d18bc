import { formatMessage } from '../siteMessages.js'
import { FrameRequestError, type FrameHandlers } from './channel.js'
import type { ApprovalPrompt } from './approvalPrompt.js'
import type { FrameNetworks } from './frameNetworks.js'
import type { FrameStorage } from './frameStorage.js'
import { deviceAddress, exportedKey } from './keyShares.js'
import type { SecretToReveal } from './secretReveal.js'
import { setUpAccountKeys } from './accountKeys.js'
import { rpcRequest, type ActiveChains } from './rpcRequest.js'
import type { SiteApi } from './siteApi.js'
import type { EvmAccountType, SmartAccountSettings } from './smartAccountRpc.js'
import { evmNetworkName } from './frameNetworks.js'
import type { TwoStepGate } from './twoStepGate.js'
import { text, textLanguage } from './frameText.js'

/** What the handlers work with. */
export interface FrameDeps {
  api: SiteApi
  storage: FrameStorage
  /** The approval prompt (main.ts loads its chunk with the first approval). */
  prompt: Pick<ApprovalPrompt, 'ask'>
  /** The frame's own RPC endpoints (from the secure site's configuration), EVM and Solana. */
  networks: FrameNetworks
  /** The page origin pinned at the handshake. */
  parentOrigin: string
  /** The chain to start on (the frame URL's `chainId`: a number, or a `solana:` CAIP-2 id). */
  chainId: number | string
  /** Random per frame load: codes requested here only work here. */
  binding: string
  deviceKey: string
  /** The public half of the frame's non-extractable device key, registered at login. */
  devicePublicKey?: string
  /** The frame URL's project, whose allowed origins the site checks the page origin against before its e-mails name it. */
  projectId?: string | undefined
  /** Chains with smart accounts (their bundler and 4337 contracts), from the secure site's configuration. */
  smartAccounts?: ReadonlyMap<number, SmartAccountSettings>
  /** Shows an exported key inside the frame until it hides (secretReveal.ts, bound to the frame's root). */
  reveal?: (shown: SecretToReveal, signal: AbortSignal) => Promise<void>
  /** The second factor (issue 31 item 2): asked inside the frame before exports, e-mail changes and large sends. */
  twoStep?: TwoStepGate
  /** How many passkeys an account has (passkeyApi.ts), told to the page in GET_USER; undefined when unknown. */
  passkeyCount?: (userId: string) => Promise<number | undefined>
}

/** The chains the frame starts on: the requested one when it serves it, else its first of each family. */
function initialChains(networks: FrameNetworks, requested: number | string): ActiveChains & { active: 'eip155' | 'solana' } {
  const evm = typeof requested === 'number' && networks.evm.has(requested) ? requested : ([...networks.evm.keys()][0] ?? Number(requested))
  const solanaRequested = typeof requested === 'string' && networks.solana.has(requested)
  const solana = solanaRequested ? requested : [...networks.solana.keys()][0]
  return { evm, solana, active: solanaRequested || (networks.evm.size === 0 && solana) ? 'solana' : 'eip155' }
}

/**
 * The app events the frame serves (spec §7): e-mail login through its own secure site, the user,
 * the network, sign-out, and RPC under the method policy with approvals inside the frame.
 */
export function createFrameHandlers(deps: FrameDeps): FrameHandlers {
  const chains = initialChains(deps.networks, deps.chainId)
  const activeChain = () => (chains.active === 'solana' && chains.solana ? chains.solana : chains.evm)
  let challengeId: string | undefined
  let updateChallenge: string | undefined
  // The EOA until the page asks for the smart account (SET_PREFERRED_ACCOUNT; the page's default is spec §6's).
  let preferred: EvmAccountType = 'eoa'
  const smartAccounts = deps.smartAccounts ?? new Map<number, SmartAccountSettings>()
  /** The smart account of `owner` on `chainId` when that chain has smart accounts. */
  const smartAccount = async (chainId: number, owner: string) => {
    const settings = smartAccounts.get(chainId)
    const url = deps.networks.evm.get(chainId)
    if (!settings || !url) return undefined
    // The smart account's code is a chunk of its own, loaded only for a chain that has smart accounts.
    const { smartAccountOf } = await import('./smartAccountRpc.js')
    return { settings, ...(await smartAccountOf(chainId, url, settings, owner as `0x${string}`)) }
  }
  /**
   * The smart account, or undefined with the reason when its lookup failed (the factory reverted,
   * the node did not answer): login and requests then fall back to the EOA instead of failing.
   */
  const smartAccountOrFallback = async (chainId: number, owner: string) => {
    try {
      return { smart: await smartAccount(chainId, owner) }
    } catch (error) {
      return { smart: undefined, unavailable: error instanceof Error ? error.message.split('\n')[0] : String(error) }
    }
  }

  const signedIn = async () => {
    const session = await deps.api.session()
    if (!session) throw new FrameRequestError(formatMessage('NOT_CONNECTED_EMAIL_SOCIAL'), 4100)
    const address = await deviceAddress(deps.storage, session.userId)
    if (!address) throw new FrameRequestError(formatMessage('FRAME_DEVICE_NOT_VERIFIED'), 'DEVICE_NOT_VERIFIED')
    return { session, address }
  }

  const approve = async (title: string, details: [string, string][], signal: AbortSignal) => {
    const ok = await deps.prompt.ask({ title, origin: deps.parentOrigin, details }, signal)
    if (!ok) throw new FrameRequestError(formatMessage('WALLET_REQUEST_REJECTED'), 4001)
  }

  /** The page the site's code e-mails name (the site checks it against the project's allowed origins). */
  const page = { pageOrigin: deps.parentOrigin, ...(deps.projectId ? { projectId: deps.projectId } : {}) }

  return {
    async APP_CONNECT_EMAIL({ email }) {
      // A new browser of an account with a key gets an approval link first, then this challenge's
      // code: the site answers alike for every address, so the visitor's mailbox says which.
      const issued = await deps.api.requestCode(email, deps.binding, deps.deviceKey, page)
      challengeId = issued.challengeId
      return { action: 'VERIFY_OTP' as const, resendAt: issued.resendAt }
    },

    // The site no longer answers VERIFY_DEVICE (it would tell who has an account), so there is
    // never an approval to wait for here: the code of the challenge follows the approval link.
    async CONNECT_DEVICE() {
      throw new FrameRequestError(formatMessage('DEVICE_APPROVAL_INVALID'), 'DEVICE_APPROVAL_INVALID')
    },

    async CONNECT_OTP({ otp }) {
      if (!challengeId) throw new FrameRequestError(formatMessage('OTP_EXPIRED'), 'OTP_EXPIRED')
      const session = await deps.api.verifyCode(challengeId, otp, deps.binding, deps.deviceKey, deps.devicePublicKey)
      challengeId = undefined
      await setUpAccountKeys(deps.api, deps.storage, session.userId)
      return {}
    },

    async UPDATE_EMAIL({ email }, { signal }) {
      await signedIn()
      const twoStepChallengeId = await deps.twoStep?.require('email', text('twoStep.forEmail'), signal)
      const started = await deps.api.updateEmail('start', { email, binding: deps.binding, ...page, ...(twoStepChallengeId ? { twoStepChallengeId } : {}) })
      updateChallenge = started.challengeId
      return { action: 'VERIFY_PRIMARY_OTP' as const }
    },

    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      if (!updateChallenge) throw new FrameRequestError(formatMessage('OTP_EXPIRED'), 'OTP_EXPIRED')
      const next = await deps.api.updateEmail('primary', { challengeId: updateChallenge, code: otp, binding: deps.binding, ...page })
      updateChallenge = next.challengeId
      return { action: 'VERIFY_SECONDARY_OTP' as const }
    },

    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      if (!updateChallenge) throw new FrameRequestError(formatMessage('OTP_EXPIRED'), 'OTP_EXPIRED')
      const done = await deps.api.updateEmail('secondary', { challengeId: updateChallenge, code: otp, binding: deps.binding })
      updateChallenge = undefined
      return { email: String(done.email) }
    },

    async GET_USER({ chainId: requested }) {
      const { session, address } = await signedIn()
      const count = await deps.passkeyCount?.(session.userId)
      const passkeys = count === undefined ? {} : { passkeys: count }
      if ((typeof requested === 'string' && requested.startsWith('solana:')) || (requested === undefined && chains.active === 'solana')) {
        const solana = await deviceAddress(deps.storage, session.userId, 'solana')
        if (!solana) throw new FrameRequestError(formatMessage('UNSUPPORTED_CHAIN'), 4901)
        return {
          email: session.email,
          address: solana,
          chainId: requested ?? activeChain(),
          accounts: [{ address: solana, type: 'eoa' as const }],
          ...passkeys,
        }
      }
      const { smart, unavailable } = await smartAccountOrFallback(chains.evm, address)
      if (!smart)
        return {
          email: session.email,
          address,
          chainId: chains.evm,
          accounts: [{ address, type: 'eoa' as const }],
          ...(unavailable !== undefined ? { smartAccountUnavailable: true } : {}),
          ...passkeys,
        }
      return {
        email: session.email,
        address: preferred === 'smartAccount' ? smart.address : address,
        chainId: chains.evm,
        accounts: [
          { address, type: 'eoa' as const },
          { address: smart.address, type: 'smartAccount' as const },
        ],
        accountType: preferred,
        smartAccountDeployed: smart.deployed,
        preferredAccountType: preferred,
        ...passkeys,
      }
    },

    SET_PREFERRED_ACCOUNT({ type }) {
      preferred = type
      return { type }
    },

    async GET_DEVICES() {
      await signedIn()
      return { devices: await deps.api.devices() }
    },

    async REMOVE_DEVICES({ deviceId }, { signal }) {
      await signedIn()
      const devices = await deps.api.devices()
      const others = devices.filter((device) => !device.current)
      const when = (ms: number) => new Intl.DateTimeFormat(textLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(ms)
      if (deviceId) {
        const device = devices.find((d) => d.id === deviceId)
        if (!device) throw new FrameRequestError(formatMessage('DEVICE_NOT_FOUND'), 'DEVICE_NOT_FOUND')
        if (device.current) throw new FrameRequestError(formatMessage('DEVICE_IS_THIS_BROWSER'), 'DEVICE_IS_THIS_BROWSER')
        await approve(
          text('request.removeDevice'),
          [
            [text('label.device'), device.browser],
            [text('label.lastUsed'), when(device.lastUsedAt)],
            [text('label.after'), text('value.removeDeviceAfter')],
          ],
          signal,
        )
      } else {
        if (!others.length) return { removed: 0 }
        await approve(
          text('request.removeOtherDevices'),
          [
            ...others.map((device, i): [string, string] => [
              text('label.deviceN', { n: i + 1 }),
              text('value.deviceLastUsed', { device: device.browser, time: when(device.lastUsedAt) }),
            ]),
            [text('label.after'), text('value.removeOthersAfter')],
          ],
          signal,
        )
      }
      return { removed: await deps.api.removeDevices(deviceId) }
    },

    async EXPORT_KEY({ namespace }, { signal }) {
      const { session } = await signedIn()
      const account = await deviceAddress(deps.storage, session.userId, namespace)
      if (!account) throw new FrameRequestError(formatMessage('FRAME_DEVICE_NOT_VERIFIED'), 'DEVICE_NOT_VERIFIED')
      if (!deps.reveal) throw new FrameRequestError(formatMessage('FRAME_METHOD_UNSUPPORTED', { method: 'EXPORT_KEY' }), 4200)
      // Before the prompt, as for a signature (SiteApi.requiredServerKey).
      const key = await deps.api.requiredServerKey(namespace)
      const solana = namespace === 'solana'
      await approve(
        text('request.exportKey'),
        [
          [text('label.account'), account],
          [text('label.warning'), text('value.exportWarning')],
        ],
        signal,
      )
      await deps.twoStep?.require('export_key', text('twoStep.forExport'), signal)
      await deps.reveal(
        {
          title: text('reveal.title'),
          account,
          label: text(solana ? 'reveal.solanaLabel' : 'reveal.evmLabel'),
          secret: await exportedKey(deps.storage, session.userId, namespace, key.serverShare),
        },
        signal,
      )
      return {}
    },

    async TWO_STEP(_payload, { signal }) {
      await signedIn()
      if (!deps.twoStep) throw new FrameRequestError(formatMessage('FRAME_METHOD_UNSUPPORTED', { method: 'TWO_STEP' }), 4200)
      await deps.twoStep.manage(signal)
      return {}
    },

    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [...smartAccounts.keys()] }),

    async IS_CONNECTED() {
      const session = await deps.api.session()
      return { isConnected: Boolean(session && (await deviceAddress(deps.storage, session.userId))) }
    },

    async SIGN_OUT({ everywhere }) {
      await deps.api.signOut(everywhere === true)
      return {}
    },

    GET_CHAIN_ID: () => ({ chainId: activeChain() }),

    SWITCH_NETWORK({ chainId: wanted }) {
      // Chains of the frame's own RPC list only; a Solana cluster by its CAIP-2 id.
      if (typeof wanted === 'string' && deps.networks.solana.has(wanted)) {
        chains.solana = wanted
        chains.active = 'solana'
        return { chainId: wanted }
      }
      const id = typeof wanted === 'number' ? wanted : Number(/^eip155:(\d+)$/.exec(wanted)?.[1] ?? NaN)
      if (!deps.networks.evm.has(id)) throw new FrameRequestError(formatMessage('UNSUPPORTED_CHAIN'), 4901)
      chains.evm = id
      chains.active = 'eip155'
      return { chainId: id }
    },

    async ESTIMATE_USER_OPERATION_FEE({ to, value, data }) {
      const { address } = await signedIn()
      const rpcUrl = deps.networks.evm.get(chains.evm)
      const smart = preferred === 'smartAccount' ? (await smartAccountOrFallback(chains.evm, address)).smart : undefined
      if (!smart || !rpcUrl)
        throw new FrameRequestError(
          formatMessage('SMART_ACCOUNT_NOT_ENABLED', { network: evmNetworkName(deps.networks, chains.evm) }),
          'SMART_ACCOUNT_NOT_ENABLED',
        )
      const { estimateUserOperationFee } = await import('./smartAccountRpc.js')
      const estimate = await estimateUserOperationFee(
        {
          chainId: chains.evm,
          rpcUrl,
          settings: smart.settings,
          owner: address as `0x${string}`,
          smartAddress: smart.address,
          ...(deps.projectId ? { projectId: deps.projectId } : {}),
        },
        [{ to: to as `0x${string}`, value: BigInt(value), ...(data && data !== '0x' ? { data: data as `0x${string}` } : {}) }],
      )
      return { fee: estimate.fee.toString(), sponsored: estimate.sponsored }
    },

    async RPC_REQUEST({ method, params, chainId: requestedChain }, { signal }) {
      const result = await rpcRequest(method, params, requestedChain, {
        api: deps.api,
        storage: deps.storage,
        signal,
        networks: deps.networks,
        chains,
        signedIn,
        activeSmartAccount: async (chainId, owner) => (preferred === 'smartAccount' ? (await smartAccountOrFallback(chainId, owner)).smart : undefined),
        projectId: deps.projectId,
        smartAccountChains: new Set(smartAccounts.keys()),
        approve: (title, details) => approve(title, details, signal),
        ...(deps.twoStep ? { confirmSend: (chain: string, value: bigint) => deps.twoStep?.forSend(chain, value, signal) ?? Promise.resolve() } : {}),
      })
      return { result }
    },
  }
}
