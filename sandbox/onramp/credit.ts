import {
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  erc20Abi,
  http,
  keccak256,
  numberToHex,
  pad,
  parseEther,
  type Address,
  type Hex,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { SANDBOX_ACCOUNT_COUNT, SANDBOX_MNEMONIC } from '../chains/accounts.js'
import type { CreditTarget } from '../data/onrampOffer.js'
import type { SandboxNetwork } from '../types.js'

/**
 * The provider's treasury on the EVM chains: the sandbox mnemonic's account after the exchange's
 * operator (index {@link SANDBOX_ACCOUNT_COUNT} + 1), so it shares a nonce with nobody.
 */
export function onrampTreasury() {
  return mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: SANDBOX_ACCOUNT_COUNT + 1 })
}

/** What a credit left on the chain. */
export interface Credit {
  /** The transaction hash (EVM) or signature (Solana). */
  hash: string
  /** Who paid: the treasury (EVM) or the cluster's faucet (Solana airdrop). */
  from: string
}

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

/**
 * Tops the treasury up when it holds less than a purchase needs: ETH with `anvil_setBalance`, the
 * sandbox USDC by writing its `balanceOf` slot (mapping at slot 1, as SandboxUSDC.sol lays it
 * out). The purchase itself is then an ordinary transfer the node mines.
 */
async function ensureTreasury(network: SandboxNetwork, symbol: string, units: bigint): Promise<void> {
  const url = network.rpcUrls.default.http[0] as string
  const treasury = onrampTreasury().address
  const client = createPublicClient({ transport: http(url) })
  const wei = await client.getBalance({ address: treasury })
  const gasReserve = parseEther('1')
  const neededWei = (symbol === 'ETH' ? units : 0n) + gasReserve
  if (wei < neededWei) await rpc(url, 'anvil_setBalance', [treasury, numberToHex(neededWei + parseEther('1000'))])
  if (symbol !== 'USDC') return
  const usdc = network.contracts.usdc.address
  const held = await client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [treasury] })
  if (held >= units) return
  const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [treasury, 1n]))
  await rpc(url, 'anvil_setStorageAt', [usdc, slot, pad(numberToHex(units + 1_000_000_000_000n), { size: 32 })])
}

async function creditEvm(network: SandboxNetwork, symbol: string, to: Address, units: bigint): Promise<Credit> {
  await ensureTreasury(network, symbol, units)
  const url = network.rpcUrls.default.http[0] as string
  const chain = { id: network.id, name: network.name, nativeCurrency: network.nativeCurrency, rpcUrls: { default: { http: [url] } } }
  const account = onrampTreasury()
  const wallet = createWalletClient({ account, chain, transport: http(url) })
  const client = createPublicClient({ chain, transport: http(url) })
  const hash: Hex =
    symbol === 'USDC'
      ? await wallet.writeContract({ address: network.contracts.usdc.address, abi: erc20Abi, functionName: 'transfer', args: [to, units] })
      : await wallet.sendTransaction({ to, value: units })
  const receipt = await client.waitForTransactionReceipt({ hash, timeout: 30_000 })
  if (receipt.status !== 'success') throw new Error(`the ${symbol} transfer ${hash} reverted`)
  return { hash, from: account.address }
}

async function creditSolana(rpcUrl: string, to: string, lamports: bigint): Promise<Credit> {
  const signature = (await rpc(rpcUrl, 'requestAirdrop', [to, Number(lamports)])) as string
  for (let i = 0; i < 100; i++) {
    const statuses = (await rpc(rpcUrl, 'getSignatureStatuses', [[signature]])) as { value: ({ err: unknown; confirmationStatus?: string } | null)[] }
    const status = statuses.value[0]
    if (status?.err) throw new Error(`the SOL airdrop ${signature} failed: ${JSON.stringify(status.err)}`)
    if (status) return { hash: signature, from: 'faucet' }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the SOL airdrop ${signature} was not confirmed within 10 s`)
}

/** Credits purchases on the chains; one per provider. */
export type Creditor = (target: CreditTarget, symbol: string, to: string, units: bigint) => Promise<Credit>

/**
 * A creditor: it sends `units` of `symbol` to `to` on `target` and resolves once the chain holds
 * it. Credits on one chain run one after the other, so the treasury's nonces never collide.
 */
export function createCreditor(): Creditor {
  const queues = new Map<string, Promise<unknown>>()
  return (target, symbol, to, units) => {
    const run = () => (target.kind === 'eip155' ? creditEvm(target.network, symbol, to as Address, units) : creditSolana(target.rpcUrl, to, units))
    const previous = queues.get(target.caipNetworkId) ?? Promise.resolve()
    const next = previous.then(run, run)
    queues.set(
      target.caipNetworkId,
      next.catch(() => undefined),
    )
    return next
  }
}
