import * as v from 'valibot'
import { createWalletClient, defineChain, formatEther, hexToString, http, isHex, type Hex } from 'viem'
import { formatMessage } from '../../kernel/errors/catalogue.js'
import { FrameRequestError, type FrameHandlers } from './channel.js'
import type { ApprovalPrompt } from './approvalPrompt.js'
import type { FrameStorage } from './frameStorage.js'
import { decodeBase58, encodeBase58 } from '../../kernel/units/base58.js'
import { adoptShare, createKey, deviceAddress, signSolanaMessage, withAccount } from './keyShares.js'
import { classifyMethod } from './rpcPolicy.js'
import { SIGN_PARAMS, TypedData } from './rpcParams.js'
import type { SiteApi } from './siteApi.js'

/** What the handlers work with. */
export interface FrameDeps {
  api: SiteApi
  storage: FrameStorage
  prompt: ApprovalPrompt
  /** The frame's own RPC endpoints by numeric EVM chain id (from the secure site's configuration). */
  rpcUrls: ReadonlyMap<number, string>
  /** The page origin pinned at the handshake. */
  parentOrigin: string
  /** The chain to start on. */
  chainId: number
  /** Random per frame load: codes requested here only work here. */
  binding: string
  deviceKey: string
}

const refused = () => new FrameRequestError(formatMessage('RPC_NOT_ALLOWED'), 4200)
const badParams = (method: string, issue: string) => new FrameRequestError(formatMessage('INVALID_PARAMETERS', { method, issue }), -32602)

function parseParams<S extends v.GenericSchema>(schema: S, method: string, params: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, params ?? [])
  if (result.success) return result.output
  const issue = result.issues[0]
  throw badParams(method, `${v.getDotPath(issue) ?? 'params'} ${issue.message}`)
}

/** A message as the visitor should read it: UTF-8 text when it is, else the hex. */
function readable(message: string): string {
  if (!isHex(message)) return message
  try {
    const text = hexToString(message as Hex)
    return /^[\P{C}\n\r\t]*$/u.test(text) ? text : message
  } catch {
    return message
  }
}

/**
 * The app events the frame serves (spec §7): e-mail login through its own secure site, the user,
 * the network, sign-out, and RPC under the method policy with approvals inside the frame.
 */
export function createFrameHandlers(deps: FrameDeps): FrameHandlers {
  let chainId = deps.rpcUrls.has(deps.chainId) ? deps.chainId : ([...deps.rpcUrls.keys()][0] ?? deps.chainId)
  let challengeId: string | undefined
  let pendingDevice: { approvalId: string; email: string } | undefined
  let updateChallenge: string | undefined

  const signedIn = async () => {
    const session = await deps.api.session()
    if (!session) throw new FrameRequestError(formatMessage('NOT_CONNECTED_EMAIL_SOCIAL'), 4100)
    const address = await deviceAddress(deps.storage, session.userId)
    if (!address) throw new FrameRequestError(formatMessage('FRAME_DEVICE_NOT_VERIFIED'), 'DEVICE_NOT_VERIFIED')
    return { session, address }
  }

  const rpcUrl = (id: number) => {
    const url = deps.rpcUrls.get(id)
    if (!url) throw new FrameRequestError(formatMessage('UNSUPPORTED_CHAIN'), 4901)
    return url
  }

  const approve = async (title: string, details: [string, string][], signal: AbortSignal) => {
    const ok = await deps.prompt.ask({ title, origin: deps.parentOrigin, details }, signal)
    if (!ok) throw new FrameRequestError(formatMessage('WALLET_REQUEST_REJECTED'), 4001)
  }

  const sign = async <T>(userId: string, use: Parameters<typeof withAccount<T>>[3]) => {
    const key = await deps.api.serverKey()
    if (!key) throw new FrameRequestError(formatMessage('FRAME_DEVICE_NOT_VERIFIED'), 'DEVICE_NOT_VERIFIED')
    return withAccount(deps.storage, userId, key.serverShare, use)
  }

  return {
    async APP_CONNECT_EMAIL({ email }) {
      const issued = await deps.api.requestCode(email, deps.binding, deps.deviceKey)
      if (issued.action === 'VERIFY_DEVICE') {
        pendingDevice = { approvalId: issued.approvalId, email }
        challengeId = undefined
        return { action: 'VERIFY_DEVICE' as const }
      }
      pendingDevice = undefined
      challengeId = issued.challengeId
      return { action: 'VERIFY_OTP' as const, resendAt: issued.resendAt }
    },

    async CONNECT_DEVICE(_payload, { signal }) {
      const device = pendingDevice
      if (!device) throw new FrameRequestError(formatMessage('DEVICE_APPROVAL_INVALID'), 'DEVICE_APPROVAL_INVALID')
      // Checked every second (spec §9) until the link is approved; the page's 120 s timeout ends it.
      // Approving sends the login code for this frame session; its challenge comes with the status.
      let status = await deps.api.deviceStatus(device.approvalId, deps.binding)
      while (!status.approved) {
        if (signal.aborted) throw new FrameRequestError(formatMessage('REQUEST_ABORTED'))
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        status = await deps.api.deviceStatus(device.approvalId, deps.binding)
      }
      pendingDevice = undefined
      challengeId = status.challengeId
      return {}
    },

    async CONNECT_OTP({ otp }) {
      if (!challengeId) throw new FrameRequestError(formatMessage('OTP_EXPIRED'), 'OTP_EXPIRED')
      const session = await deps.api.verifyCode(challengeId, otp, deps.binding, deps.deviceKey)
      challengeId = undefined
      const existing = await deps.api.serverKey()
      if (!existing) {
        // A new account: an EVM key and a Solana key, each made and split here.
        for (const namespace of ['eip155', 'solana'] as const) {
          const created = await createKey(deps.storage, session.userId, namespace)
          await deps.api.saveKey(namespace, created.address, created.serverShare, created.recoveryShare)
        }
      } else if ((await deviceAddress(deps.storage, session.userId)) !== existing.address) {
        // A browser approved from the mailbox receives the recovery shares once, as its own shares.
        for (const recovery of await deps.api.recoveryShares()) {
          const server = recovery.namespace === 'eip155' ? existing : await deps.api.serverKey(recovery.namespace)
          if (server) await adoptShare(deps.storage, session.userId, recovery.address, recovery.recoveryShare, server.serverShare, recovery.namespace)
        }
      }
      return {}
    },

    async UPDATE_EMAIL({ email }) {
      await signedIn()
      const started = await deps.api.updateEmail('start', { email, binding: deps.binding })
      updateChallenge = started.challengeId
      return { action: 'VERIFY_PRIMARY_OTP' as const }
    },

    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      if (!updateChallenge) throw new FrameRequestError(formatMessage('OTP_EXPIRED'), 'OTP_EXPIRED')
      const next = await deps.api.updateEmail('primary', { challengeId: updateChallenge, code: otp, binding: deps.binding })
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
      if (typeof requested === 'string' && requested.startsWith('solana:')) {
        const solana = await deviceAddress(deps.storage, session.userId, 'solana')
        if (!solana) throw new FrameRequestError(formatMessage('UNSUPPORTED_CHAIN'), 4901)
        return { email: session.email, address: solana, chainId: requested, accounts: [{ address: solana, type: 'eoa' as const }] }
      }
      return { email: session.email, address, chainId, accounts: [{ address, type: 'eoa' as const }] }
    },

    async IS_CONNECTED() {
      const session = await deps.api.session()
      return { isConnected: Boolean(session && (await deviceAddress(deps.storage, session.userId))) }
    },

    async SIGN_OUT() {
      await deps.api.signOut()
      return {}
    },

    GET_CHAIN_ID: () => ({ chainId }),

    SWITCH_NETWORK({ chainId: wanted }) {
      const id = typeof wanted === 'number' ? wanted : Number(/^eip155:(\d+)$/.exec(wanted)?.[1] ?? NaN)
      rpcUrl(id)
      chainId = id
      return { chainId }
    },

    async RPC_REQUEST({ method, params, chainId: requestedChain }, { signal }) {
      if (requestedChain !== undefined && requestedChain !== chainId && requestedChain !== `eip155:${chainId}`) {
        throw badParams(method, `chainId ${String(requestedChain)} is not the frame's chain ${chainId}`)
      }
      const kind = classifyMethod(method)
      if (kind === 'refused') throw refused()
      if (kind === 'read') {
        const response = await fetch(rpcUrl(chainId), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }), signal, credentials: 'omit' })
        const json = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
        if (json.error) throw new FrameRequestError(json.error.message, json.error.code)
        return { result: json.result }
      }
      const { session, address } = await signedIn()
      if (kind === 'local') return { result: method === 'eth_chainId' ? `0x${chainId.toString(16)}` : [address] }

      if (method === 'solana_signMessage') {
        const { message, pubkey } = parseParams(SIGN_PARAMS.solana_signMessage, method, params)
        const solana = await deviceAddress(deps.storage, session.userId, 'solana')
        if (!solana || pubkey !== solana) throw badParams(method, `pubkey ${pubkey} is not this account`)
        const bytes = decodeBase58(message)
        const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
        const shown = /^[\P{C}\n\r\t]*$/u.test(text) && !text.includes('\uFFFD') ? text : encodeBase58(bytes)
        await approve('Sign message', [['Message', shown], ['Account', solana], ['Network', 'Solana']], signal)
        const key = await deps.api.serverKey('solana')
        if (!key) throw new FrameRequestError(formatMessage('FRAME_DEVICE_NOT_VERIFIED'), 'DEVICE_NOT_VERIFIED')
        const signature = await signSolanaMessage(deps.storage, session.userId, key.serverShare, bytes)
        return { result: { signature: encodeBase58(signature) } }
      }
      if (method === 'personal_sign') {
        const [message, from] = parseParams(SIGN_PARAMS.personal_sign, method, params)
        if (from.toLowerCase() !== address.toLowerCase()) throw badParams(method, `address ${from} is not this account`)
        const shown = readable(message)
        await approve('Sign message', [['Message', shown], ['Account', address]], signal)
        const result = await sign(session.userId, (account) => account.signMessage({ message: isHex(message) ? { raw: message as Hex } : message }))
        return { result }
      }
      if (method === 'eth_signTypedData_v4') {
        const [from, raw] = parseParams(SIGN_PARAMS.eth_signTypedData_v4, method, params)
        if (from.toLowerCase() !== address.toLowerCase()) throw badParams(method, `address ${from} is not this account`)
        let data: unknown = raw
        if (typeof raw === 'string') {
          try {
            data = JSON.parse(raw)
          } catch {
            throw badParams(method, 'typed data is not JSON')
          }
        }
        const typed = parseParams(TypedData, method, data)
        const domainChain = typed.domain.chainId
        if (domainChain !== undefined && Number(domainChain) !== chainId) throw badParams(method, `domain chainId ${String(domainChain)} is not the frame's chain ${chainId}`)
        await approve('Sign typed data', [['Type', typed.primaryType], ['Domain', String(typed.domain.name ?? '')], ['Data', JSON.stringify(typed.message, null, 1).slice(0, 2000)], ['Account', address]], signal)
        const result = await sign(session.userId, (account) => account.signTypedData(typed as Parameters<typeof account.signTypedData>[0]))
        return { result }
      }
      // eth_sendTransaction
      const [tx] = parseParams(SIGN_PARAMS.eth_sendTransaction, method, params)
      if (tx.from.toLowerCase() !== address.toLowerCase()) throw badParams(method, `from ${tx.from} is not this account`)
      if (tx.chainId !== undefined && Number(tx.chainId) !== chainId) throw badParams(method, `chainId ${Number(tx.chainId)} is not the frame's chain ${chainId}`)
      const value = tx.value ? BigInt(tx.value) : 0n
      await approve('Send transaction', [['To', tx.to ?? '(contract creation)'], ['Amount', `${formatEther(value)} ETH`], ['Network', `eip155:${chainId}`], ...(tx.data && tx.data !== '0x' ? [['Data', tx.data.slice(0, 200)] as [string, string]] : [])], signal)
      const url = rpcUrl(chainId)
      const chain = defineChain({ id: chainId, name: `eip155:${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [url] } } })
      const result = await sign(session.userId, (account) =>
        createWalletClient({ account, chain, transport: http(url) }).sendTransaction({
          to: tx.to as `0x${string}` | undefined,
          value,
          ...(tx.data ? { data: tx.data as Hex } : {}),
          ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
          ...(tx.nonce ? { nonce: Number(tx.nonce) } : {}),
        }),
      )
      return { result }
    },
  }
}
