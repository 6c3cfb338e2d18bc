import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletClient, http, parseEther, parseGwei, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import { followTransaction, type FollowFailure } from '../../../kernel/chain/followTransaction.js'
import { startAnvil, type AnvilNode } from '../../../sandbox/chains/anvil.js'
import { jsonRpc } from '../../fixtures/jsonRpc.js'

/** Anvil's first dev account (its default mnemonic), funded on a node of this file's own. */
const payer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcab7ee0aca8bc6ad7')
const recipient: Hex = '0x000000000000000000000000000000000000dEaD'
/** A contract whose code always reverts (PUSH1 0 PUSH1 0 REVERT), deployed by its creation code. */
const REVERTING_CREATION = '0x6005600c60003960056000f360006000fd' as Hex

let node: AnvilNode
const rpc = (method: string, params: unknown[] = []) => jsonRpc(node.url, method, params)
const send = (tx: { to?: Hex; value?: bigint; data?: Hex; gas?: bigint; nonce?: number; gasPrice?: bigint }) =>
  createWalletClient({ account: payer, transport: http(node.url) }).sendTransaction({ chain: null, ...tx } as never)
// As the pay plugin words it: every failure is PAY_FAILED with the follower's reason (and why, here, to check it).
const makeError = (why: FollowFailure, reason: string) => new HatchError('PAY_FAILED', { params: { reason, why } })
const follow = (hash: string, timeoutMs?: number) =>
  followTransaction({ namespace: 'eip155', rpcUrl: node.url, hash, ...(timeoutMs === undefined ? {} : { timeoutMs }) }, makeError)

beforeAll(async () => {
  node = await startAnvil({ chainId: 31_337 })
  await rpc('anvil_setBalance', [payer.address, `0x${parseEther('10').toString(16)}`])
})
afterAll(() => node?.stop())

describe('the shared follower (pay, swaps, send) follows an EVM transaction on its node', () => {
  it('resolves with the block a sent transfer was mined in', async () => {
    const hash = await send({ to: recipient, value: parseEther('0.01') })
    const { block } = await follow(hash)
    expect(block).toBe(BigInt((await rpc('eth_blockNumber')) as string))
  })

  it('fails with PAY_FAILED when the transfer reverted on chain', async () => {
    const deploy = await send({ data: REVERTING_CREATION })
    // Anvil may answer the hash before its receipt is readable (a loaded machine): wait for the block.
    await follow(deploy)
    const receipt = (await rpc('eth_getTransactionReceipt', [deploy])) as { contractAddress: Hex }
    const hash = await send({ to: receipt.contractAddress, gas: 50_000n })
    const error = await follow(hash).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HatchError)
    expect((error as HatchError).code).toBe('PAY_FAILED')
    expect(String((error as HatchError).params?.['reason'])).toBe(`transaction ${hash} reverted on chain`)
    expect((error as HatchError).params?.['why']).toBe('reverted')
  })

  it('says the transfer was replaced when the wallet sped it up, without waiting for the deadline', async () => {
    await rpc('evm_setAutomine', [false])
    try {
      const nonce = Number(await rpc('eth_getTransactionCount', [payer.address, 'latest']))
      const first = await send({ to: recipient, value: 1n, nonce, gasPrice: parseGwei('2') })
      const following = follow(first).catch((e: unknown) => e)
      // The follower sees the first one pending, then the wallet replaces it (same nonce, a higher price).
      await expect.poll(async () => (await rpc('eth_getTransactionByHash', [first])) !== null).toBe(true)
      await new Promise((resolve) => setTimeout(resolve, 600))
      await send({ to: recipient, value: 2n, nonce, gasPrice: parseGwei('20') })
      await rpc('evm_mine')
      const error = await following
      expect((error as HatchError).code).toBe('PAY_FAILED')
      expect(String((error as HatchError).params?.['reason'])).toContain('was replaced in the wallet')
      expect((error as HatchError).params?.['why']).toBe('replaced')
    } finally {
      await rpc('evm_setAutomine', [true])
    }
  })

  it('gives up at its deadline on a hash the node never saw', async () => {
    const unknown = `0x${'ab'.repeat(32)}`
    const error = await follow(unknown, 700).catch((e: unknown) => e)
    expect((error as HatchError).code).toBe('PAY_FAILED')
    expect(String((error as HatchError).params?.['reason'])).toBe(`transaction ${unknown} was not confirmed within 1 s`)
    expect((error as HatchError).params?.['why']).toBe('timeout')
  })
})
