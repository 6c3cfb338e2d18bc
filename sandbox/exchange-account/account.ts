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
import type { SandboxNetwork } from '../types.js'

/**
 * The exchange's hot wallet on the EVM chains: the sandbox mnemonic's account after the on-ramp
 * treasury (index {@link SANDBOX_ACCOUNT_COUNT} + 2), so it shares a nonce with nobody.
 */
export function exchangeHotWallet() {
  return mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: SANDBOX_ACCOUNT_COUNT + 2 })
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
 * Keeps the hot wallet able to pay `units` (the visitors' exchange balances are sandbox money):
 * ETH topped up with `anvil_setBalance`, the sandbox USDC by writing its `balanceOf` slot
 * (mapping at slot 1, as SandboxUSDC.sol lays it out). The payment itself is then an ordinary
 * transfer the node mines.
 */
async function ensureFunds(network: SandboxNetwork, token: 'native' | 'usdc', units: bigint): Promise<void> {
  const url = network.rpcUrls.default.http[0] as string
  const hot = exchangeHotWallet().address
  const client = createPublicClient({ transport: http(url) })
  const needed = (token === 'native' ? units : 0n) + parseEther('1')
  if ((await client.getBalance({ address: hot })) < needed) await rpc(url, 'anvil_setBalance', [hot, numberToHex(needed + parseEther('1000'))])
  if (token !== 'usdc') return
  const usdc = network.contracts.usdc.address
  if ((await client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [hot] })) >= units) return
  const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [hot, 1n]))
  await rpc(url, 'anvil_setStorageAt', [usdc, slot, pad(numberToHex(units + 1_000_000_000_000n), { size: 32 })])
}

/** A payment the exchange makes on a chain. */
export interface Withdrawal {
  network: SandboxNetwork
  token: 'native' | 'usdc'
  to: Address
  units: bigint
}

/** What a payment left on the chain. */
export interface SentWithdrawal {
  hash: Hex
  from: Address
  /** Settles once the node mined it; rejects when it reverted. */
  mined: Promise<void>
}

/**
 * A payer: it sends each withdrawal from the hot wallet and resolves with the hash as soon as the
 * node took it (`mined` follows it); payments on one chain go one after the other, each once the
 * previous one was mined, so the nonces never collide.
 */
export function createPayer(): (withdrawal: Withdrawal) => Promise<SentWithdrawal> {
  const queues = new Map<number, Promise<unknown>>()
  const send = async ({ network, token, to, units }: Withdrawal): Promise<SentWithdrawal> => {
    await ensureFunds(network, token, units)
    const url = network.rpcUrls.default.http[0] as string
    const chain = { id: network.id, name: network.name, nativeCurrency: network.nativeCurrency, rpcUrls: { default: { http: [url] } } }
    const account = exchangeHotWallet()
    const wallet = createWalletClient({ account, chain, transport: http(url) })
    const client = createPublicClient({ chain, transport: http(url) })
    const hash =
      token === 'usdc'
        ? await wallet.writeContract({ address: network.contracts.usdc.address, abi: erc20Abi, functionName: 'transfer', args: [to, units] })
        : await wallet.sendTransaction({ to, value: units })
    const mined = client.waitForTransactionReceipt({ hash, timeout: 30_000 }).then((receipt) => {
      if (receipt.status !== 'success') throw new Error(`the transfer ${hash} reverted`)
    })
    return { hash, from: account.address, mined }
  }
  return (withdrawal) => {
    const previous = queues.get(withdrawal.network.id) ?? Promise.resolve()
    const next = previous.then(() => send(withdrawal))
    // The next payment on this chain waits until this one is mined, so its nonce is settled.
    queues.set(
      withdrawal.network.id,
      next.then((sent) => sent.mined).catch(() => undefined),
    )
    return next
  }
}
