import { createWalletClient, defineChain, formatEther, hexToString, http, isHex, type Hex, type PrivateKeyAccount } from 'viem'
import { withAccount } from './keyShares.js'
import type { MethodClass } from './rpcPolicy.js'
import { SIGN_PARAMS, TypedData } from './rpcParams.js'
import { badParams, parseParams } from './rpcContext.js'
import { evmNetworkName } from './frameNetworks.js'
import type { RpcDeps } from './rpcRequest.js'
import type { StoredSession } from './siteApi.js'
import { walletRequest } from './walletRpc.js'
import { typedDataRows, visibleText } from './signDisplay.js'
import type { SmartRpcContext } from './smartAccountRpc.js'
import { text } from './frameText.js'
import { tokenActionRows } from './tokenActions.js'

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

const evmChain = (id: number, url: string) =>
  defineChain({ id, name: `eip155:${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [url] } } })

/** The request as rpcRequest.ts routed it: its class, the frame's EVM chain and endpoint, and who is signed in. */
export interface EvmTarget {
  kind: MethodClass
  chainId: number
  url: string
  session: StoredSession
  address: string
}

/**
 * An EVM request of a signed-in account that signs, sends or reads the wallet's own state
 * (`wallet_*`): loaded by the first such request (rpcRequest.ts routes here after the policy, the
 * chain check and the session). The smart account's code (smartAccountRpc.ts) loads only while
 * the smart account is the active account.
 */
export async function evmRequest(method: string, params: unknown, { kind, chainId, url, session, address }: EvmTarget, deps: RpcDeps): Promise<unknown> {
  // What signs fetches its server half before any prompt (SiteApi.requiredServerKey).
  const serverKey = kind === 'sign' ? await deps.api.requiredServerKey() : undefined
  const sign = async <T>(use: (account: PrivateKeyAccount) => Promise<T>) =>
    withAccount(deps.storage, session.userId, (serverKey ?? (await deps.api.requiredServerKey())).serverShare, use)
  // The smart account is the active account (smartAccountRpc.ts): its own answers come first.
  const smart = await deps.activeSmartAccount?.(chainId, address as Hex)
  const smartRpc = smart ? await import('./smartAccountRpc.js') : undefined
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
  if (smartCtx && smartRpc) {
    const handled = await smartRpc.smartAccountRequest(method, params, smartCtx)
    if (handled) return handled.result
  }
  const send = (account: PrivateKeyAccount, tx: { to?: Hex; value: bigint; data?: Hex; gas?: bigint; nonce?: number }) =>
    createWalletClient({ account, chain: evmChain(chainId, url), transport: http(url) }).sendTransaction(tx)

  if (method.startsWith('wallet_')) {
    return walletRequest(method, params, {
      storage: deps.storage,
      userId: session.userId,
      // The smart account's batches are its own: one user operation, atomic.
      address: smartCtx ? smartCtx.smartAddress : address,
      ...(smartCtx && smartRpc ? { atomic: smartRpc.smartAccountBatches(smartCtx, deps.smartAccountChains ?? new Set([chainId])) } : {}),
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
  const asSigner = async (signature: Hex) => (smartCtx && smartRpc ? smartRpc.smartAccountSignature(smartCtx, signature) : signature)
  if (method === 'personal_sign') {
    const [message, from] = parseParams(SIGN_PARAMS.personal_sign, method, params)
    if (from.toLowerCase() !== signer.toLowerCase()) throw badParams(method, `address ${from} is not this account`)
    await deps.approve(text('request.signMessage'), [
      [text('label.message'), readable(message)],
      [text('label.account'), signerLabel],
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
    await deps.approve(text('request.signTypedData'), [...typedDataRows(typed), [text('label.account'), signerLabel]])
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
  // An ERC-20 transfer or approval said in words first, its token read from the frame's endpoint; the raw data stays below.
  const [action = []] = await tokenActionRows([tx], url, deps.signal, () => text('label.action'))
  await deps.approve(text('request.sendTransaction'), [
    ...action,
    [text('label.to'), tx.to ?? text('value.contractCreation')],
    [text('label.amount'), `${formatEther(value)} ETH`],
    [text('label.network'), evmNetworkName(deps.networks, chainId)],
    ...(tx.data && tx.data !== '0x' ? [[text('label.data'), tx.data] as [string, string]] : []),
    ...(tx.gas ? [[text('label.gasLimit'), BigInt(tx.gas).toString()] as [string, string]] : []),
    ...(tx.nonce ? [[text('label.nonce'), BigInt(tx.nonce).toString()] as [string, string]] : []),
    ...(pageFees.length ? [[text('label.fee'), text('value.pageFees', { fees: pageFees.join(', ') })] as [string, string]] : []),
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
