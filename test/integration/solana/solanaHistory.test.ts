import { Connection, Keypair, PublicKey, Transaction, sendAndConfirmTransaction } from '@solana/web3.js'
import { createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PriceTable } from '../../../sandbox/data/prices.js'
import { solanaHistoryPage } from '../../../sandbox/data/solanaHistory.js'
import { startSolanaRpc, type SolanaRpcHandle } from '../../../sandbox/solana/index.js'
import { closeSolanaSocket } from '../../fixtures/closeSolanaSocket.js'

/**
 * The data service's Solana history (sandbox/data/solanaHistory.ts) read from the Solana stand-in:
 * a USDC send to a new holder, which also pays the rent of the holder's token account, reads as
 * the USDC sent to that holder, as a wallet shows it.
 */
describe('sandbox data service: Solana history of an SPL send', () => {
  let node: SolanaRpcHandle
  let connection: Connection
  let alice: Keypair

  beforeAll(async () => {
    node = await startSolanaRpc({ port: 0, fundedAccounts: 1 })
    connection = new Connection(node.url, { commitment: 'confirmed', wsEndpoint: node.wsUrl })
    alice = Keypair.fromSecretKey(node.accounts[0]!.secretKey)
  })
  afterAll(async () => {
    closeSolanaSocket(connection)
    await node?.stop()
  })

  it('1.5 USDC to a fresh receiver (its token account opened in the same transaction): the USDC send leads, to the receiver; the rent follows', async () => {
    const mint = new PublicKey(node.usdcMint)
    const receiver = Keypair.generate().publicKey
    const to = getAssociatedTokenAddressSync(mint, receiver)
    const tx = new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(alice.publicKey, to, receiver, mint),
      createTransferCheckedInstruction(getAssociatedTokenAddressSync(mint, alice.publicKey), mint, to, alice.publicKey, 1_500_000n, 6),
    )
    const signature = await sendAndConfirmTransaction(connection, tx, [alice])
    const rent = await connection.getMinimumBalanceForRentExemption(165)

    const chain = { caipNetworkId: `solana:${node.genesisHash.slice(0, 32)}`, rpcUrl: node.url, usdcMint: node.usdcMint }
    const page = await solanaHistoryPage({
      chain,
      address: alice.publicKey.toBase58(),
      cursor: undefined,
      limit: 5,
      prices: new PriceTable(),
      imageUrl: () => '',
    })
    const sent = page.data.find((t) => t.metadata.hash === signature)
    expect(sent?.metadata).toMatchObject({ operationType: 'send', sentFrom: alice.publicKey.toBase58(), sentTo: receiver.toBase58() })
    expect(sent?.transfers.map((t) => [t.fungible_info?.symbol, t.direction, t.quantity.numeric])).toEqual([
      ['USDC', 'out', '1.5'],
      ['SOL', 'out', String(rent / 1e9)],
    ])
    expect(sent?.transfers[0]).toMatchObject({ sender: alice.publicKey.toBase58(), recipient: receiver.toBase58() })

    // A second send to the same holder opens nothing: USDC only.
    const again = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(createTransferCheckedInstruction(getAssociatedTokenAddressSync(mint, alice.publicKey), mint, to, alice.publicKey, 250_000n, 6)),
      [alice],
    )
    const second = (
      await solanaHistoryPage({ chain, address: alice.publicKey.toBase58(), cursor: undefined, limit: 5, prices: new PriceTable(), imageUrl: () => '' })
    ).data.find((t) => t.metadata.hash === again)
    expect(second?.transfers.map((t) => [t.fungible_info?.symbol, t.direction, t.quantity.numeric])).toEqual([['USDC', 'out', '0.25']])
    expect(second?.metadata.sentTo).toBe(receiver.toBase58())
  })
})
