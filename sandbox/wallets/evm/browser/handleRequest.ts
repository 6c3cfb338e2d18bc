import { formatEther, hexToBigInt, hexToString, isAddress, isAddressEqual, isHex } from 'viem'
import { parseAddParams, parseSwitchParams, toHexChainId } from './chainParams.js'
import { invalidParams, unauthorized, unrecognizedChain, unsupportedMethod } from './errors.js'
import { forwardRpc } from './rpc.js'
import { parseTransactionRequest, personalSign, sendTransaction, signTypedDataV4 } from './signer.js'
import type { WalletCore } from './walletCore.js'

// Methods a real wallet refuses rather than forwarding: old signing schemes and node-admin calls.
const REFUSED = new Set(['eth_sign', 'eth_signTransaction', 'eth_signTypedData', 'eth_signTypedData_v1', 'eth_signTypedData_v3'])
const FORWARDED_PREFIXES = ['eth_', 'net_', 'web3_']

const ACCOUNTS_PERMISSION = 'eth_accounts'

function permissions(wallet: WalletCore): unknown[] {
  if (!wallet.connected) return []
  return [
    {
      parentCapability: ACCOUNTS_PERMISSION,
      invoker: window.location.origin,
      caveats: [{ type: 'restrictReturnedAccounts', value: wallet.visibleAddresses() }],
    },
  ]
}

function requireAccountsPermission(method: string, params: unknown): void {
  const first = Array.isArray(params) ? (params[0] as unknown) : undefined
  if (typeof first !== 'object' || first === null || !(ACCOUNTS_PERMISSION in first)) {
    throw invalidParams(`${method} expects [{ eth_accounts: {} }]`)
  }
}

function messagePreview(message: unknown): string {
  if (typeof message !== 'string') return String(message)
  if (!isHex(message)) return message
  try {
    return hexToString(message)
  } catch {
    return message
  }
}

/**
 * Answers one EIP-1193 request: account and chain methods from the wallet's state, user actions
 * through the current mode, signing with the private key, and every other eth_/net_/web3_ read
 * forwarded to the active chain's node.
 */
export async function handleRequest(wallet: WalletCore, method: string, params: unknown): Promise<unknown> {
  switch (method) {
    case 'eth_chainId':
      return toHexChainId(wallet.chainId)
    case 'net_version':
      return String(wallet.chainId)
    case 'eth_accounts':
      return wallet.visibleAddresses()
    case 'eth_coinbase':
      return wallet.visibleAddresses()[0] ?? null
    case 'eth_requestAccounts':
      return wallet.connect(method)
    case 'wallet_requestPermissions':
      requireAccountsPermission(method, params)
      await wallet.connect(method)
      return permissions(wallet)
    case 'wallet_getPermissions':
      return permissions(wallet)
    case 'wallet_revokePermissions':
      requireAccountsPermission(method, params)
      wallet.revoke()
      return null
    case 'personal_sign': {
      const account = wallet.requireSigner(method)
      const [first, second] = Array.isArray(params) ? (params as unknown[]) : []
      const message = typeof first === 'string' && isAddress(first, { strict: false }) ? second : first
      await wallet.userAction({ question: 'Sign message?', details: [messagePreview(message), `Account: ${account.address}`] })
      return personalSign(account, params)
    }
    case 'eth_signTypedData_v4': {
      const account = wallet.requireSigner(method)
      await wallet.userAction({ question: 'Sign typed data?', details: [`Account: ${account.address}`] })
      return signTypedDataV4(account, params)
    }
    case 'eth_sendTransaction': {
      const account = wallet.requireSigner(method)
      const request = parseTransactionRequest(account, params)
      const chain = wallet.activeChain
      await wallet.userAction({
        question: 'Send transaction?',
        details: [
          `To: ${request.to ?? '(contract creation)'}`,
          `Value: ${formatEther(request.value ? hexToBigInt(request.value) : 0n)} ${chain.symbol ?? 'ETH'}`,
          `Network: ${chain.name} (${chain.chainId})`,
          ...((request.data ?? request.input) ? [`Data: ${(request.data ?? request.input ?? '').slice(0, 74)}`] : []),
        ],
      })
      return sendTransaction(account, chain, request)
    }
    case 'wallet_switchEthereumChain': {
      const chainId = parseSwitchParams(params)
      const chain = wallet.chains.get(chainId)
      if (!chain) throw unrecognizedChain(toHexChainId(chainId))
      if (chainId === wallet.chainId) return null
      await wallet.userAction({ question: `Switch to ${chain.name}?`, details: [`Chain id: ${chainId}`] })
      wallet.setChain(chainId)
      return null
    }
    case 'wallet_addEthereumChain': {
      const chain = parseAddParams(params)
      await wallet.userAction({
        question: `Add network ${chain.name}?`,
        details: [`Chain id: ${chain.chainId}`, `RPC: ${chain.rpcUrl}`],
      })
      wallet.addChain(chain)
      if (wallet.config.switchOnAdd !== false) wallet.setChain(chain.chainId)
      return null
    }
    case 'wallet_getCapabilities':
      return capabilities(wallet, params)
    default:
      if (!REFUSED.has(method) && FORWARDED_PREFIXES.some((prefix) => method.startsWith(prefix))) {
        return forwardRpc(wallet.activeChain.rpcUrl, method, params)
      }
      throw unsupportedMethod(method)
  }
}

/**
 * EIP-5792 wallet_getCapabilities([address, chainIds?]): this wallet sends one call at a time, so
 * every chain reports atomic batches as unsupported.
 */
function capabilities(wallet: WalletCore, params: unknown): Record<string, unknown> {
  const [address, chainIds] = Array.isArray(params) ? (params as unknown[]) : []
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
    throw invalidParams(`wallet_getCapabilities expects [address, chainIds?], got address ${JSON.stringify(address)}`)
  }
  if (!wallet.visibleAddresses().some((a) => isAddressEqual(a, address))) {
    throw unauthorized(`wallet_getCapabilities: ${address} is not an account this site may use.`)
  }
  if (chainIds !== undefined && (!Array.isArray(chainIds) || chainIds.some((id) => typeof id !== 'string' || !isHex(id)))) {
    throw invalidParams('wallet_getCapabilities chainIds must be an array of hex chain ids')
  }
  const wanted = chainIds === undefined ? undefined : new Set((chainIds as string[]).map((id) => Number.parseInt(id, 16)))
  const result: Record<string, unknown> = {}
  for (const chainId of wallet.chains.keys()) {
    if (wanted && !wanted.has(chainId)) continue
    result[toHexChainId(chainId)] = { atomic: { status: 'unsupported' } }
  }
  return result
}
