import { createWalletClient, defineChain, formatEther, hexToString, http, isHex, type Hex, type PrivateKeyAccount } from 'viem'
import { formatMessage } from '../siteMessages.js'
import { FrameRequestError } from './channel.js'
import { withAccount } from './keyShares.js'
import { classifyMethod, methodNamespace } from './rpcPolicy.js'
import { SIGN_PARAMS, TypedData } from './rpcParams.js'
import { badParams, parseParams, rpcCall, type RpcContext } from './rpcContext.js'
import { solanaRequest } from './solanaRpc.js'
import { evmNetworkName, type FrameNetworks } from './frameNetworks.js'
import type { StoredSession } from './siteApi.js'
import { walletRequest } from './walletRpc.js'
import { typedDataRows, visibleText } from './signDisplay.js'
import { smartAccountBatches, smartAccountRequest, smartAccountSignature, type SmartAccountSettings, type SmartRpcContext } from './smartAccountRpc.js'

/**
 * A message as the visitor should read it: UTF-8 text when it is, else the hex; direction-changing
 * and invisible characters shown as visible escapes (`\u{202E}`), never applied.
 */
function readable(message: string): string {
  if (!isHex(message)) return visibleText(message)
  try {
    const text = hexToString(message)
    // Text with stray control bytes (not format characters, which are escaped) is binary: show the hex.
    return /^[^\p{Cc}]*$/u.test(text.replace(/[\n\r\t]/g, '')) && !text.includes('\uFFFD') ? visibleText(text) : message
  } catch {
    return message
  }
}

/** The frame's chains at the time of a request. */
export interface ActiveChains {
  evm: number
  solana: string | undefined
}

/** What {@link rpcRequest} needs from the frame besides the request. */
export interface RpcDeps extends Omit<RpcContext, 'session'> {
  networks: FrameNetworks
  chains: ActiveChains
  /** The signed-in session and EVM address (4100 when nobody is). */
  signedIn(): Promise<{ session: StoredSession; address: string }>
  /** The smart account when it is the active EVM account on `chainId` (undefined: the EOA is). */
  activeSmartAccount?(chainId: number, owner: Hex): Promise<{ address: Hex; settings: SmartAccountSettings } | undefined>
  /** The chains with smart accounts (where a batch of the smart account is atomic). */
  smartAccountChains?: ReadonlySet<number>
  /** The page's project (a paymaster's sponsorship policy is per project). */
  projectId?: string | undefined
}

const evmChain = (id: number, url: string) =>
  defineChain({ id, name: `eip155:${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [url] } } })

/**
 * One RPC_REQUEST under the frame's method policy (rpcPolicy.ts): refused names answer 4200 before
 * anything else; a chain id that is not the frame's current chain of the method's family is
 * refused (-32602: the approval shows the frame's chain, so nothing may run on another); reads go
 * to the frame's own endpoint; signing needs a session and an approval inside the frame.
 */
export async function rpcRequest(method: string, params: unknown, requestedChain: string | number | undefined, deps: RpcDeps): Promise<unknown> {
  const kind = classifyMethod(method)
  if (kind === 'refused') throw new FrameRequestError(formatMessage('RPC_NOT_ALLOWED'), 4200)
  if (kind === 'unsupported') throw new FrameRequestError(formatMessage('FRAME_METHOD_UNSUPPORTED', { method }), 4200)

  if (methodNamespace(method) === 'solana') {
    const chainId = deps.chains.solana
    const url = chainId ? deps.networks.solana.get(chainId) : undefined
    if (!chainId || !url) throw new FrameRequestError(formatMessage('UNSUPPORTED_CHAIN'), 4901)
    if (requestedChain !== undefined && requestedChain !== chainId)
      throw badParams(method, `chainId ${String(requestedChain)} is not the frame's Solana network ${chainId}`)
    if (kind === 'read') return solanaRequest(method, params, { chainId, url }, deps)
    const { session } = await deps.signedIn()
    return solanaRequest(method, params, { chainId, url, names: deps.networks.names }, { ...deps, session })
  }

  const chainId = deps.chains.evm
  if (requestedChain !== undefined && requestedChain !== chainId && requestedChain !== `eip155:${chainId}`) {
    throw badParams(method, `chainId ${String(requestedChain)} is not the frame's chain ${chainId}`)
  }
  const url = deps.networks.evm.get(chainId)
  if (!url) throw new FrameRequestError(formatMessage('UNSUPPORTED_CHAIN'), 4901)
  if (kind === 'read') return rpcCall(url, method, params, deps.signal)

  const { session, address } = await deps.signedIn()
  // What signs fetches its server half before any prompt (SiteApi.requiredServerKey).
  const serverKey = kind === 'sign' ? await deps.api.requiredServerKey() : undefined
  const sign = async <T>(use: (account: PrivateKeyAccount) => Promise<T>) =>
    withAccount(deps.storage, session.userId, (serverKey ?? (await deps.api.requiredServerKey())).serverShare, use)
  // The smart account is the active account (smartAccountRpc.ts): its own answers come first.
  const smart = await deps.activeSmartAccount?.(chainId, address as Hex)
  const smartCtx: SmartRpcContext | undefined = smart && {
    chainId,
    networkName: evmNetworkName(deps.networks, chainId),
    rpcUrl: url,
    settings: smart.settings,
    owner: address as Hex,
    smartAddress: smart.address,
    ...(deps.projectId ? { projectId: deps.projectId } : {}),
    signal: deps.signal,
    approve: deps.approve,
    ...(deps.confirmSend ? { confirmSend: deps.confirmSend } : {}),
    sign,
  }
  if (smartCtx) {
    const handled = await smartAccountRequest(method, params, smartCtx)
    if (handled) return handled.result
  }
  if (kind === 'local') return method === 'eth_chainId' ? `0x${chainId.toString(16)}` : [address]
  const send = (account: PrivateKeyAccount, tx: { to?: Hex; value: bigint; data?: Hex; gas?: bigint; nonce?: number }) =>
    createWalletClient({ account, chain: evmChain(chainId, url), transport: http(url) }).sendTransaction(tx)

  if (method.startsWith('wallet_')) {
    return walletRequest(method, params, {
      storage: deps.storage,
      userId: session.userId,
      // The smart account's batches are its own: one user operation, atomic.
      address: smartCtx ? smartCtx.smartAddress : address,
      ...(smartCtx ? { atomic: smartAccountBatches(smartCtx, deps.smartAccountChains ?? new Set([chainId])) } : {}),
      chainId,
      networkName: evmNetworkName(deps.networks, chainId),
      chains: deps.networks.evm,
      signal: deps.signal,
      approve: deps.approve,
      ...(deps.confirmSend ? { confirmSend: async (value: bigint) => deps.confirmSend?.(`eip155:${chainId}`, value) } : {}),
      withAccount: sign,
      send,
    })
  }
  // Messages and typed data of the active account: the smart account's is the owner's signature,
  // checked by its ERC-1271 (ERC-6492-wrapped while it has no code).
  const signer = smartCtx ? smartCtx.smartAddress : address
  const signerLabel = smartCtx ? `${signer} (smart account)` : address
  const asSigner = async (signature: Hex) => (smartCtx ? smartAccountSignature(smartCtx, signature) : signature)
  if (method === 'personal_sign') {
    const [message, from] = parseParams(SIGN_PARAMS.personal_sign, method, params)
    if (from.toLowerCase() !== signer.toLowerCase()) throw badParams(method, `address ${from} is not this account`)
    await deps.approve('Sign message', [
      ['Message', readable(message)],
      ['Account', signerLabel],
    ])
    return asSigner(await sign((account) => account.signMessage({ message: isHex(message) ? { raw: message } : message })))
  }
  if (method === 'eth_signTypedData_v4') {
    const [from, raw] = parseParams(SIGN_PARAMS.eth_signTypedData_v4, method, params)
    if (from.toLowerCase() !== signer.toLowerCase()) throw badParams(method, `address ${from} is not this account`)
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
    if (domainChain !== undefined && Number(domainChain) !== chainId)
      throw badParams(method, `domain chainId ${String(domainChain)} is not the frame's chain ${chainId}`)
    // Decoded by its own types, domain first, nothing cut; fields the types do not sign are named, not shown.
    await deps.approve('Sign typed data', [...typedDataRows(typed), ['Account', signerLabel]])
    return asSigner(await sign((account) => account.signTypedData(typed as Parameters<typeof account.signTypedData>[0])))
  }
  // eth_sendTransaction
  const [tx] = parseParams(SIGN_PARAMS.eth_sendTransaction, method, params)
  if (tx.from.toLowerCase() !== address.toLowerCase()) throw badParams(method, `from ${tx.from} is not this account`)
  if (tx.chainId !== undefined && Number(tx.chainId) !== chainId) throw badParams(method, `chainId ${Number(tx.chainId)} is not the frame's chain ${chainId}`)
  const value = tx.value ? BigInt(tx.value) : 0n
  // Everything that is sent is shown, whole; the page's fee fields are not used (the wallet sets the
  // fee), and the prompt says so rather than dropping them silently.
  const pageFees = [tx.gasPrice && 'gasPrice', tx.maxFeePerGas && 'maxFeePerGas', tx.maxPriorityFeePerGas && 'maxPriorityFeePerGas'].filter(Boolean)
  await deps.approve('Send transaction', [
    ['To', tx.to ?? '(contract creation)'],
    ['Amount', `${formatEther(value)} ETH`],
    ['Network', evmNetworkName(deps.networks, chainId)],
    ...(tx.data && tx.data !== '0x' ? [['Data', tx.data] as [string, string]] : []),
    ...(tx.gas ? [['Gas limit', BigInt(tx.gas).toString()] as [string, string]] : []),
    ...(tx.nonce ? [['Nonce', BigInt(tx.nonce).toString()] as [string, string]] : []),
    ...(pageFees.length ? [['Fee', `set by this wallet (the page's ${pageFees.join(', ')} not used)`] as [string, string]] : []),
  ])
  await deps.confirmSend?.(`eip155:${chainId}`, value)
  return sign((account) =>
    send(account, {
      to: tx.to as Hex | undefined,
      value,
      ...(tx.data ? { data: tx.data as Hex } : {}),
      ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
      ...(tx.nonce ? { nonce: Number(tx.nonce) } : {}),
    }),
  )
}
