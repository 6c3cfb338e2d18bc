import { Keypair, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { getJson, sdkQuery, sandbox } from '../../integration/sandbox/helpers.js'
import { connection, fundedKeypair, solanaCluster, tokenBalanceOf } from './solanaStack.js'

const dataUrl = (path: string, query: Record<string, string | number>) => `${sandbox().urls.data}${path}?${sdkQuery(query)}`

describe('the data service on the sandbox Solana cluster (balance and history from the real RPC)', () => {
  it('reports SOL of a Solana address as the RPC has it, with or without chainId; the supported chains list the cluster', async () => {
    const { caipNetworkId } = solanaCluster()
    const owner = await fundedKeypair(3.5)
    const one = await getJson(dataUrl(`/v1/account/${owner.publicKey.toBase58()}/balance`, { currency: 'usd', chainId: caipNetworkId }))
    expect(one.status).toBe(200)
    expect(one.body.balances).toEqual([
      expect.objectContaining({ name: 'Solana', symbol: 'SOL', chainId: caipNetworkId, quantity: { decimals: '9', numeric: '3.5' } }),
    ])
    const all = await getJson(dataUrl(`/v1/account/${owner.publicKey.toBase58()}/balance`, { currency: 'usd' }))
    expect(all.body.balances.map((b: { symbol: string }) => b.symbol)).toEqual(['SOL'])
    const chains = await getJson(dataUrl('/v1/supported-chains', {}))
    expect(chains.body.http).toContain(caipNetworkId)
  })

  it('lists the sandbox USDC (SPL) of a funded genesis account as USDC with 6 decimals, and its Token-2022 fee token with 8', async () => {
    const accounts = (sandbox().extensions['solana'] as { accounts: string[] }).accounts
    const holder = accounts[2] as string
    const res = await getJson(dataUrl(`/v1/account/${holder}/balance`, { currency: 'usd', chainId: solanaCluster().caipNetworkId }))
    const usdc = res.body.balances.find((b: { symbol: string }) => b.symbol === 'USDC')
    // The sandbox gives each genesis account 1,000 USDC; other files may have moved some since.
    const onNode = await tokenBalanceOf(holder, (sandbox().extensions['solana'] as { usdcMint: string }).usdcMint)
    expect(usdc).toMatchObject({ name: 'USD Coin', quantity: { decimals: '6', numeric: onNode.balance }, price: 1, value: Number(onNode.balance) })
    expect(usdc.address).toBe(`${solanaCluster().caipNetworkId}:${(sandbox().extensions['solana'] as { usdcMint: string }).usdcMint}`)
    // Token-2022 accounts are listed too (the Send view's token list comes from here), with their mint's decimals.
    const feeMint = (sandbox().extensions['solana'] as { feeTokenMint: string }).feeTokenMint
    const feeToken = res.body.balances.find((b: { address?: string }) => b.address === `${solanaCluster().caipNetworkId}:${feeMint}`)
    expect(feeToken).toMatchObject({ quantity: { decimals: '8', numeric: (await tokenBalanceOf(holder, feeMint)).balance } })
  })

  it('history shows a SOL transfer as send for the sender and receive for the receiver, newest first, with a working cursor', async () => {
    const { caipNetworkId } = solanaCluster()
    const sender = await fundedKeypair(2)
    const receiver = Keypair.generate()
    const send = (lamports: number) =>
      sendAndConfirmTransaction(
        connection(),
        new Transaction().add(SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver.publicKey, lamports })),
        [sender],
        { commitment: 'confirmed' },
      )
    const first = await send(500_000_000)
    const second = await send(100_000_000)

    const received = await getJson(dataUrl(`/v1/account/${receiver.publicKey.toBase58()}/history`, { chainId: caipNetworkId, limit: 1 }))
    expect(received.status).toBe(200)
    expect(received.body.data).toHaveLength(1)
    expect(received.body.data[0].metadata).toMatchObject({
      operationType: 'receive',
      hash: second,
      sentFrom: sender.publicKey.toBase58(),
      sentTo: receiver.publicKey.toBase58(),
      status: 'confirmed',
      chain: caipNetworkId,
    })
    expect(received.body.data[0].transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '0.1' }, fungible_info: expect.objectContaining({ symbol: 'SOL' }) }),
    ])
    const older = await getJson(
      dataUrl(`/v1/account/${receiver.publicKey.toBase58()}/history`, { chainId: caipNetworkId, limit: 1, cursor: received.body.next }),
    )
    expect(older.body.data.map((t: { metadata: { hash: string } }) => t.metadata.hash)).toEqual([first])
    expect(older.body.next).toBeNull()

    const sent = await getJson(dataUrl(`/v1/account/${sender.publicKey.toBase58()}/history`, { chainId: caipNetworkId }))
    const sendTx = sent.body.data.find((t: { metadata: { hash: string } }) => t.metadata.hash === first)
    expect(sendTx.metadata).toMatchObject({ operationType: 'send', sentTo: receiver.publicKey.toBase58() })
    // The fee is not part of the transfer.
    expect(sendTx.transfers).toEqual([expect.objectContaining({ direction: 'out', quantity: { numeric: '0.5' } })])
  })

  it('names what is wrong: an EVM address on the Solana chain, an unknown Solana chain, a bad cursor', async () => {
    const { caipNetworkId } = solanaCluster()
    const evm = await getJson(dataUrl('/v1/account/0x52908400098527886E0F7030069857D2E4169EE7/balance', { currency: 'usd', chainId: caipNetworkId }))
    expect(evm.status).toBe(400)
    expect(JSON.stringify(evm.body)).toContain('expected a Solana address of 32 to 44 base58 characters')
    const owner = Keypair.generate().publicKey.toBase58()
    const unknown = await getJson(dataUrl(`/v1/account/${owner}/balance`, { currency: 'usd', chainId: 'solana:unknowncluster' }))
    expect(unknown.status).toBe(400)
    expect(JSON.stringify(unknown.body)).toContain(`Unsupported chainId 'solana:unknowncluster'; supported Solana chains: ${caipNetworkId}`)
    const cursor = await getJson(dataUrl(`/v1/account/${owner}/history`, { chainId: caipNetworkId, cursor: 'nope' }))
    expect(cursor.status).toBe(400)
    expect(JSON.stringify(cursor.body)).toContain("Invalid cursor 'nope'")
  })
})
