/**
 * The sandbox bundler (sandbox/bundler) as a wallet uses it: a HatchSmartAccount (EntryPoint v0.8) of a fresh owner
 * key, built with the frame's own smart-account code (secure-site/frame/hatchSmartAccount.ts),
 * sends ETH through eth_sendUserOperation; the operation is mined, the account deployed by it, and
 * bad operations are refused with ERC-7769 codes.
 */
import { createPublicClient, http, numberToHex, parseEther, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createBundlerClient, entryPoint08Address } from 'viem/account-abstraction'
import { describe, expect, inject, it } from 'vitest'
import { erc4337Addresses } from '../../../sandbox/bundler/index.js'
import { toHatchSmartAccount, userOperationHashOf } from '../../../secure-site/frame/hatchSmartAccount.js'

const sandbox = inject('sandbox')
const network = sandbox.networks.find((n) => n.id === 713102) ?? sandbox.networks[0]!
const rpcUrl = network.rpcUrls.default.http[0] as string
const bundlerUrl = `${sandbox.urls.bundler}/${network.id}`
const client = createPublicClient({
  chain: { id: network.id, name: network.name, nativeCurrency: network.nativeCurrency, rpcUrls: network.rpcUrls },
  transport: http(rpcUrl),
}) as PublicClient
const bundler = createBundlerClient({ client, transport: http(bundlerUrl) })

const rpc = async (method: string, params: unknown[]) =>
  (await (
    await fetch(bundlerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
  ).json()) as { result?: unknown; error?: { code: number; message: string } }

async function fundedAccount() {
  const owner = privateKeyToAccount(generatePrivateKey())
  const contracts = erc4337Addresses()
  const account = await toHatchSmartAccount(client, owner.address, contracts)
  await client.request({ method: 'anvil_setBalance' as 'eth_chainId', params: [await account.getAddress(), numberToHex(parseEther('1'))] as never })
  return { owner, account, contracts }
}

describe('the sandbox bundler', () => {
  it('serves EntryPoint v0.8 at its canonical address, deployed with the factory on the chain', async () => {
    const contracts = erc4337Addresses()
    expect(contracts.entryPoint).toBe(entryPoint08Address)
    expect(await bundler.getSupportedEntryPoints()).toEqual([entryPoint08Address])
    expect(await client.getCode({ address: contracts.entryPoint })).toMatch(/^0x[0-9a-f]{100,}/)
    expect(await client.getCode({ address: contracts.factory })).toMatch(/^0x[0-9a-f]{100,}/)
  })

  it('is what the sandbox secure site gives its frame for Hatch Layer only, with the bundler and the paymaster service in connect-src', async () => {
    const response = await fetch(`${sandbox.urls.secureSite}/frame?projectId=${sandbox.projectId}&chainId=${network.id}`)
    const html = await response.text()
    const config = JSON.parse(/id="hatch-frame-config">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as { smartAccounts: Record<string, unknown> }
    expect(config.smartAccounts).toEqual({
      'eip155:713102': { bundlerUrl, entryPoint: entryPoint08Address, factory: erc4337Addresses().factory, paymasterUrl: `${sandbox.urls.paymaster}/713102` },
    })
    expect(response.headers.get('content-security-policy')).toMatch(
      new RegExp(`connect-src [^;]*${new URL(sandbox.urls.paymaster ?? '').origin.replace(/[.]/g, '\\.')}`),
    )
    expect(response.headers.get('content-security-policy')).toMatch(new RegExp(`connect-src [^;]*${new URL(bundlerUrl).origin.replace(/[.]/g, '\\.')}`))
  })

  it('mines a user operation that deploys the account and sends ETH, then reports its receipt', async () => {
    const { owner, account, contracts } = await fundedAccount()
    const sender = await account.getAddress()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    expect(await client.getCode({ address: sender })).toBeUndefined()

    const prepared = await bundler.prepareUserOperation({ account, calls: [{ to: recipient, value: parseEther('0.25') }] })
    expect((prepared as { factory?: string }).factory).toBe(contracts.factory)
    const signature = await owner.sign({ hash: userOperationHashOf(network.id, contracts.entryPoint, { ...prepared, sender } as never) })
    const { account: _a, ...request } = prepared
    const hash = await bundler.sendUserOperation({ ...request, signature, entryPointAddress: contracts.entryPoint } as never)
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 20_000 })

    expect(receipt.success).toBe(true)
    expect(receipt.sender.toLowerCase()).toBe(sender.toLowerCase())
    expect(receipt.receipt.status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.25'))
    expect(await client.getCode({ address: sender })).toMatch(/^0x[0-9a-f]+/)
    const byHash = await bundler.getUserOperation({ hash })
    expect(byHash.transactionHash).toBe(receipt.receipt.transactionHash)

    // A second operation: the account exists now, no factory.
    const second = await bundler.prepareUserOperation({ account, calls: [{ to: recipient, value: parseEther('0.1') }] })
    expect((second as { factory?: string }).factory).toBeUndefined()
  })

  it('refuses an operation signed by another key (-32507) and another EntryPoint (-32602), sending nothing', async () => {
    const { account, contracts } = await fundedAccount()
    const sender = await account.getAddress()
    const prepared = await bundler.prepareUserOperation({ account, calls: [{ to: sender, value: 0n }] })
    const stranger = privateKeyToAccount(generatePrivateKey())
    const signature = await stranger.sign({ hash: userOperationHashOf(network.id, contracts.entryPoint, { ...prepared, sender } as never) })
    const { account: _a, ...request } = prepared
    const body = { ...request, signature } as Record<string, unknown>
    const asRpc = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'bigint' ? numberToHex(v) : v]))
    const bad = await rpc('eth_sendUserOperation', [asRpc, contracts.entryPoint])
    expect(bad.error).toEqual({ code: -32507, message: 'Invalid UserOperation signature' })
    const other = await rpc('eth_sendUserOperation', [asRpc, '0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789'])
    expect(other.error?.code).toBe(-32602)
    expect(other.error?.message).toContain('is not supported')
    expect(await client.getCode({ address: sender })).toBeUndefined()
    const missing = await rpc('eth_sendUserOperation', [{ ...asRpc, callGasLimit: undefined }, contracts.entryPoint])
    expect(missing.error).toEqual({ code: -32602, message: 'eth_sendUserOperation: callGasLimit is required' })
    expect((await rpc('eth_getUserOperationReceipt', [`0x${'ab'.repeat(32)}`])).result).toBeNull()
    expect((await rpc('eth_fooBar', [])).error?.code).toBe(-32601)
  })
})
