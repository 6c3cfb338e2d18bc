/**
 * The data service's history of an ERC-4337 smart account: a HatchSmartAccount on EntryPoint v0.8 (built with the
 * frame's own code) sends ETH in a user operation through the sandbox bundler, so the ETH moves
 * inside the bundle's `EntryPoint.handleOps` (the account calls the recipient with value) and the
 * transaction is the bundler's. The history lists it for the account as a send of exactly that
 * amount to the recipient, the gas prefund it paid the EntryPoint not listed as a transfer; and for
 * the recipient as a receive from the account.
 */
import { createPublicClient, http, numberToHex, parseEther, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createBundlerClient } from 'viem/account-abstraction'
import { beforeAll, describe, expect, it } from 'vitest'
import { erc4337Addresses } from '../../../sandbox/bundler/index.js'
import { toHatchSmartAccount, userOperationHashOf } from '../../../secure-site/frame/hatchSmartAccount.js'
import { getJson, sandbox, sdkQuery } from './helpers.js'

describe('data service: history of a smart account sending ETH in a user operation', () => {
  const recipient = privateKeyToAccount(generatePrivateKey()).address.toLowerCase()
  let sender: string
  let caip: string
  const bundles: `0x${string}`[] = []

  beforeAll(async () => {
    const network = sandbox().networks.find((n) => n.id === 713102) ?? sandbox().networks[0]!
    caip = network.caipNetworkId
    const client = createPublicClient({
      chain: { id: network.id, name: network.name, nativeCurrency: network.nativeCurrency, rpcUrls: network.rpcUrls },
      transport: http(network.rpcUrls.default.http[0]),
    }) as PublicClient
    const bundler = createBundlerClient({ client, transport: http(`${sandbox().urls.bundler}/${network.id}`) })
    const owner = privateKeyToAccount(generatePrivateKey())
    const contracts = erc4337Addresses()
    const account = await toHatchSmartAccount(client, owner.address, contracts)
    sender = (await account.getAddress()).toLowerCase()
    await client.request({ method: 'anvil_setBalance' as 'eth_chainId', params: [sender, numberToHex(parseEther('1'))] as never })
    // The first operation also deploys the account; the second is a plain one.
    for (const value of [parseEther('0.01'), parseEther('0.02')]) {
      const prepared = await bundler.prepareUserOperation({ account, calls: [{ to: recipient as `0x${string}`, value }] })
      const signature = await owner.sign({ hash: userOperationHashOf(network.id, contracts.entryPoint, { ...prepared, sender } as never) })
      const { account: _account, ...request } = prepared
      const hash = await bundler.sendUserOperation({ ...request, signature, entryPointAddress: contracts.entryPoint } as never)
      const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 20_000 })
      expect(receipt.success).toBe(true)
      bundles.push(receipt.receipt.transactionHash)
    }
  }, 60_000)

  it("lists each operation in the smart account's history as a send of its amount to the recipient, from the account, its prefund not a transfer", async () => {
    const res = await getJson(`${sandbox().urls.data}/v1/account/${sender}/history?${sdkQuery({ chainId: caip, limit: 10 })}`)
    expect(res.status).toBe(200)
    const summary = res.body.data.map((tx: any) => ({
      hash: tx.metadata.hash,
      operationType: tx.metadata.operationType,
      sentFrom: tx.metadata.sentFrom,
      sentTo: tx.metadata.sentTo,
      status: tx.metadata.status,
      nonce: tx.metadata.nonce,
      transfers: tx.transfers.map((t: any) => ({
        symbol: t.fungible_info?.symbol,
        direction: t.direction,
        numeric: t.quantity.numeric,
        sender: t.sender,
        recipient: t.recipient,
      })),
    }))
    const row = (hash: string, nonce: number, numeric: string) => ({
      hash,
      operationType: 'send',
      sentFrom: sender,
      sentTo: recipient,
      status: 'confirmed',
      nonce,
      transfers: [{ symbol: 'ETH', direction: 'out', numeric, sender, recipient }],
    })
    // Newest first. `nonce` is the operation's sequence under its nonce key: viem takes a new key
    // for each operation, so each is the first (0) under its key, not the bundler's transaction nonce.
    expect(summary).toEqual([row(bundles[1]!, 0, '0.02'), row(bundles[0]!, 0, '0.01')])
  })

  it("lists them in the recipient's history as receives from the smart account", async () => {
    const res = await getJson(`${sandbox().urls.data}/v1/account/${recipient}/history?${sdkQuery({ chainId: caip, limit: 10 })}`)
    expect(res.status).toBe(200)
    expect(
      res.body.data.map((tx: any) => ({
        hash: tx.metadata.hash,
        operationType: tx.metadata.operationType,
        transfers: tx.transfers.map((t: any) => ({ direction: t.direction, numeric: t.quantity.numeric, sender: t.sender })),
      })),
    ).toEqual([
      { hash: bundles[1], operationType: 'receive', transfers: [{ direction: 'in', numeric: '0.02', sender }] },
      { hash: bundles[0], operationType: 'receive', transfers: [{ direction: 'in', numeric: '0.01', sender }] },
    ])
  })
})
