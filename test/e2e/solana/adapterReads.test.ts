import { afterEach, describe, expect, it } from 'vitest'
import { defineSolanaNetwork, solana, type SolanaRuntime, type WalletRegistry } from '../../../adapters/solana/index.js'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import { createTestHatch } from '../../fixtures/createTestHatch.js'
import { sandbox } from '../../integration/sandbox/helpers.js'
import { fundedKeypair, lamportsOf, tokenBalanceOf } from './solanaStack.js'

/** A registry with no wallets: these reads need none. */
const noWallets: WalletRegistry = { get: () => [], on: () => () => undefined }

const facts = () => sandbox().extensions['solana'] as { genesisHash: string; caipNetworkId: string; usdcMint: string; feeTokenMint: string; accounts: string[] }
const network = () => defineSolanaNetwork({ genesisHash: facts().genesisHash, name: 'Hatch Solana', rpcUrl: sandbox().urls['solana'] as string })

let destroy: (() => void) | undefined
afterEach(() => destroy?.())

async function runtime(): Promise<SolanaRuntime> {
  const hatch = createTestHatch({ networks: [network()], adapters: [solana({ registry: noWallets })] })
  destroy = () => hatch.destroy()
  await hatch.started
  return (await hatch.context.getAdapter('solana')) as SolanaRuntime
}

describe('the Solana adapter runtime against the sandbox RPC (reads need no wallet)', () => {
  it('reads SOL exactly (9 decimals, bigint formatting) as the RPC reports it', async () => {
    const keypair = await fundedKeypair(7.000000123)
    const read = await (await runtime()).getBalance({ address: keypair.publicKey.toBase58(), network: network() })
    expect(await lamportsOf(keypair.publicKey)).toBe(7_000_000_123n)
    expect(read).toEqual({ balance: '7.000000123', symbol: 'SOL' })
  })

  it('reads token balances of both token programs: the sandbox USDC (SPL, 6 decimals) and fee token (Token-2022, 8 decimals) of a genesis account, exact', async () => {
    const holder = facts().accounts[2] as string
    const tokens = await (await runtime()).getTokenBalances({ address: holder, network: network() })
    // The sandbox gives each genesis account 1,000 USDC; other files may have moved some since.
    const onNode = await tokenBalanceOf(holder, facts().usdcMint)
    expect(BigInt(onNode.amount)).toBeGreaterThan(0n)
    const feeToken = await tokenBalanceOf(holder, facts().feeTokenMint)
    expect(feeToken.decimals).toBe(8)
    expect(tokens).toEqual([
      expect.objectContaining({ mint: facts().usdcMint, decimals: 6, amount: onNode.amount, balance: onNode.balance }),
      expect.objectContaining({ mint: facts().feeTokenMint, decimals: 8, amount: feeToken.amount, balance: feeToken.balance }),
    ])
  })

  it('refuses to sign or send without a connected wallet (NO_ACTIVE_CAIP_ADDRESS), and checks params first', async () => {
    const rt = await runtime()
    await expect(rt.signMessage({ message: 'hi', address: facts().accounts[0] as string })).rejects.toMatchObject({ code: 'NO_ACTIVE_CAIP_ADDRESS' })
    const bad = await rt.sendTransaction({ to: facts().accounts[1], value: 1n, options: { preflightCommitment: 'soon' } }).catch((e: unknown) => e)
    expect(bad).toBeInstanceOf(HatchError)
    expect((bad as HatchError).code).toBe('INVALID_PARAMETERS')
    expect((bad as HatchError).shortMessage).toContain(
      'preflightCommitment must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max',
    )
  })
})
