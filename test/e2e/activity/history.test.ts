import { createAssociatedTokenAccountIdempotentInstruction, createMintToInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Keypair, Transaction, sendAndConfirmTransaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { faucetKeypair, usdcMintKeypair } from '../../../sandbox/solana/solanaGenesis.js'
import { getJson, sdkQuery, sandbox } from '../../integration/sandbox/helpers.js'
import { faucet, freshBitcoinKey } from '../bitcoin/bitcoinStack.js'
import { connection, solanaCluster } from '../solana/solanaStack.js'

const history = (address: string, query: Record<string, string | number>) => getJson(`${sandbox().urls.data}/v1/account/${address}/history?${sdkQuery(query)}`)

interface Tx {
  metadata: { hash: string; operationType: string }
  transfers: {
    direction: string
    quantity: { numeric: string }
    fungible_info?: { symbol: string }
    nft_info?: { name: string; flags: { is_spam: boolean } }
  }[]
}

describe('sandbox history: what the data service serves for the Activity tab', () => {
  it('every seeded account has a spam-only transaction on every EVM chain: the airdrop of the spam collection, flagged is_spam', async () => {
    const holder = sandbox().accounts[3]!.address
    for (const network of sandbox().networks) {
      const res = await history(holder, { chainId: network.caipNetworkId, limit: 100 })
      expect(res.status).toBe(200)
      const spamOnly = (res.body.data as Tx[]).filter((tx) => tx.transfers.length > 0 && tx.transfers.every((t) => t.nft_info?.flags.is_spam === true))
      expect(spamOnly).toHaveLength(1)
      expect(spamOnly[0]!.metadata.operationType).toBe('mint')
      expect(spamOnly[0]!.transfers[0]!.nft_info!.name).toMatch(/^Claim Your Reward Pass #\d+$/)
      // The other seeded transfers (the USDC mint) are not flagged.
      const usdc = (res.body.data as Tx[]).find((tx) => tx.transfers.some((t) => t.fungible_info?.symbol === 'USDC'))
      expect(usdc?.transfers.every((t) => t.nft_info === undefined)).toBe(true)
    }
  })

  it('EVM: the seeded NFT mint (ERC721) is in its holder’s history as an unflagged NFT transfer with sender and recipient', async () => {
    const holder = sandbox().accounts[1]!.address.toLowerCase()
    const network = sandbox().networks[0]!
    const res = await history(holder, { chainId: network.caipNetworkId, limit: 100 })
    const nft = (res.body.data as (Tx & { transfers: { sender?: string; recipient?: string }[] })[]).find((tx) =>
      tx.transfers.some((t) => t.nft_info?.name === 'Hatch Sandbox Hatchlings #3'),
    )
    expect(nft?.metadata.operationType).toBe('mint')
    expect(nft?.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '1' },
        sender: '0x0000000000000000000000000000000000000000',
        recipient: holder,
        nft_info: expect.objectContaining({ flags: { is_spam: false } }),
      }),
    ])
  })

  it('Solana: an SPL transfer into a token account that already exists is in its owner’s history, though it never names the owner', async () => {
    const { caipNetworkId } = solanaCluster()
    const owner = Keypair.generate().publicKey
    const faucet = faucetKeypair()
    const mint = usdcMintKeypair().publicKey
    const ata = getAssociatedTokenAddressSync(mint, owner)
    // Opening the account names the owner; the second mint names only the token account.
    const opened = await sendAndConfirmTransaction(
      connection(),
      new Transaction().add(
        createAssociatedTokenAccountIdempotentInstruction(faucet.publicKey, ata, owner, mint),
        createMintToInstruction(mint, ata, faucet.publicKey, 5_000_000n),
      ),
      [faucet],
    )
    const topUp = await sendAndConfirmTransaction(connection(), new Transaction().add(createMintToInstruction(mint, ata, faucet.publicKey, 2_500_000n)), [
      faucet,
    ])

    const res = await history(owner.toBase58(), { chainId: caipNetworkId })
    expect(res.status).toBe(200)
    const data = res.body.data as Tx[]
    expect(data.map((tx) => tx.metadata.hash)).toEqual([topUp, opened])
    expect(data[0]!.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '2.5' }, fungible_info: expect.objectContaining({ symbol: 'USDC' }) }),
    ])
    expect(data[1]!.transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: { numeric: '5' } })])

    // Paged one by one through the cursor, in the same order.
    const first = await history(owner.toBase58(), { chainId: caipNetworkId, limit: 1 })
    const second = await history(owner.toBase58(), { chainId: caipNetworkId, limit: 1, cursor: first.body.next })
    expect([...first.body.data, ...second.body.data].map((tx: Tx) => tx.metadata.hash)).toEqual([topUp, opened])
    expect(second.body.next).toBeNull()
  })

  it('Bitcoin: all of 60 payments to an address are served, paged by cursor (the backend pages its history by 25)', async () => {
    const { payment } = freshBitcoinKey()
    const txids: string[] = []
    for (let i = 1; i <= 60; i++) txids.push(await faucet(payment, 10_000 + i))
    const seen: Tx[] = []
    let cursor: string | null = null
    do {
      const page: { status: number; body: { data: Tx[]; next: string | null } } = await history(payment, { ...(cursor ? { cursor } : {}) })
      expect(page.status).toBe(200)
      seen.push(...page.body.data)
      cursor = page.body.next
    } while (cursor && seen.length < 200)
    expect(seen.map((tx) => tx.metadata.hash)).toEqual([...txids].reverse())
    expect(seen[0]!.transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: { numeric: '0.0001006' } })])
  })
})
