/**
 * Sending over a WalletConnect session (issue 24 items 1 and deliverable 3), through the loopback
 * relay with WalletKit as the phone wallet: the EVM runtime estimates fees on the chain's RPC
 * without asking the wallet, sends ERC20 through writeContract (eth_sendTransaction carrying the
 * transfer), and on Solana sends through solana_signAndSendTransaction against a real local Solana
 * node; capabilities that need a wallet method exist only while the session grants that method.
 */
import { base58 as bs58, base64 } from '@scure/base'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token'
import { PublicKey, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, http, parseEther, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { defineSolanaNetwork } from '../../../adapters/solana/index.js'
import { walletConnect } from '../../../adapters/walletconnect/index.js'
import { createHatch, type Hatch } from '../../../kernel/createHatch.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'
import { startRelay, type RelayHandle } from '../../../sandbox/relay/index.js'
import { faucetKeypair, startSolanaRpc, type SolanaRpcHandle } from '../../../sandbox/solana/index.js'
import { fund } from '../../e2e/evm/evmStack.js'
import { memoryBackend, unusedEndpoints } from '../../fixtures/createTestHatch.js'
import { installLoopbackGuard } from '../relay/loopbackGuard.js'
import { sandbox } from '../sandbox/helpers.js'
import { memoryKeyValueStorage, solanaKey, startWallet } from './walletSide.js'
import { jsonRpc } from '../../fixtures/jsonRpc.js'

const ID = 'walletConnect'

const rpc = jsonRpc

describe('sending over a WalletConnect session (WalletKit as the phone wallet, real EVM and Solana nodes)', () => {
  let relay: RelayHandle
  let node: SolanaRpcHandle
  let guard: ReturnType<typeof installLoopbackGuard>
  let wallet: Awaited<ReturnType<typeof startWallet>>
  let solana: CaipNetwork
  const hatches: Hatch[] = []
  const previous = { vitest: process.env.IS_VITEST, globalCore: process.env.DISABLE_GLOBAL_CORE }
  const evmNetwork = () => sandbox().networks[0] as unknown as CaipNetwork
  const evm = privateKeyToAccount(generatePrivateKey())
  const sol = solanaKey()
  let prefixes = 0

  beforeAll(async () => {
    process.env.IS_VITEST = 'true'
    process.env.DISABLE_GLOBAL_CORE = 'true'
    guard = installLoopbackGuard()
    ;[relay, node] = await Promise.all([startRelay({ port: 0 }), startSolanaRpc({ port: 0, fundedAccounts: 1 })])
    solana = defineSolanaNetwork({ genesisHash: node.genesisHash, name: 'WC Solana', rpcUrl: node.url })
    wallet = await startWallet(relay.url, 'it-wc-send-wallet')
    await fund(sandbox().networks[0]!, evm.address, { wei: parseEther('5'), usdcUnits: 50_000_000n })
    await rpc(node.url, 'requestAirdrop', [sol.address, 2_000_000_000])
  })

  afterAll(async () => {
    for (const hatch of hatches) hatch.destroy()
    await wallet?.stop()
    await relay?.stop()
    await node?.stop()
    guard?.uninstall()
    for (const [key, value] of [
      ['IS_VITEST', previous.vitest],
      ['DISABLE_GLOBAL_CORE', previous.globalCore],
    ] as const) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  })

  /** A paired instance whose wallet granted `methods` (all Hatch proposed when undefined). */
  async function paired(methods?: { eip155: string[]; solana: string[] }) {
    const hatch = createHatch({
      projectId: 'hatch-sandbox',
      networks: [evmNetwork(), solana],
      basic: true,
      storage: memoryBackend(),
      endpoints: unusedEndpoints,
      metadata: { name: 'Hatch test dapp', description: 'test', url: 'http://127.0.0.1', icons: [] },
      adapters: [walletConnect({ relayUrl: relay.url, storagePrefix: `it-wc-send-${++prefixes}`, storage: memoryKeyValueStorage() })],
    })
    hatches.push(hatch)
    const connecting = hatch.connect({ namespace: 'eip155', connectorId: ID })
    const uri = await new Promise<string>((resolve) => {
      const check = () => {
        const found = (hatch.getState().plugins[ID] as { uri?: string } | undefined)?.uri
        if (found) resolve(found)
      }
      hatch.subscribe(check)
      check()
    })
    const proposal = wallet.nextProposal()
    await wallet.kit.pair({ uri })
    const got = await proposal
    if (methods) {
      for (const [ns, granted] of Object.entries(methods)) {
        const entry = got.params.optionalNamespaces[ns]
        if (entry) entry.methods = granted
      }
    }
    await wallet.approve(got, { evm, solana: sol.address })
    await connecting
    return hatch
  }

  it('EVM: estimateFee reads the chain without a wallet request, and an ERC20 writeContract reaches the wallet as the transfer and is mined', async () => {
    const hatch = await paired()
    const runtime = await hatch.context.getAdapter('eip155')
    let asked = false
    wallet.kit.once('session_request', () => (asked = true))
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const fee = await runtime.estimateFee!({ to: receiver, value: parseEther('0.75') })
    const usdc = sandbox().networks[0]!.contracts.usdc.address
    const tokenFee = await runtime.estimateFee!({ address: usdc, args: [receiver, 1_500_000n] })
    expect(fee).toBeGreaterThan(0n)
    expect(tokenFee).toBeGreaterThan(fee)
    expect(asked).toBe(false)

    const request = wallet.nextRequest()
    const sending = runtime.writeContract!({ address: usdc, args: [receiver, 1_500_000n] })
    const event = await request
    expect(event.params.request.method).toBe('eth_sendTransaction')
    const [tx] = event.params.request.params as [{ from: string; to: string; data: Hex }]
    expect(tx.to.toLowerCase()).toBe(usdc.toLowerCase())
    expect(tx.data).toBe(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 1_500_000n] }))
    const rpcUrl = evmNetwork().rpcUrls.default.http[0]!
    const signer = createWalletClient({ account: evm, transport: http(rpcUrl) })
    const hash = await signer.sendTransaction({ chain: null, to: tx.to as Hex, data: tx.data })
    await wallet.answer(event, hash)
    expect(await sending).toBe(hash)
    const client = createPublicClient({ transport: http(rpcUrl) })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [receiver] })).toBe(1_500_000n)
  })

  it('Solana: sendTransfer goes to the wallet as solana_signAndSendTransaction; the wallet signs and submits it and the node credits the receiver', async () => {
    const hatch = await paired()
    const runtime = await hatch.context.getAdapter('solana')
    const receiver = solanaKey().address
    const fee = await runtime.estimateFee!({ recipient: receiver, amount: 250_000_000n })
    expect(fee).toBe(5_000n)
    // What the node's Token-2022 fee mint (1 %) keeps of 10 of its tokens, read from the node, not the wallet.
    const faucet = faucetKeypair()
    const mint = new PublicKey(node.feeTokenMint)
    const account = getAssociatedTokenAddressSync(mint, new PublicKey(sol.address), false, TOKEN_2022_PROGRAM_ID)
    const { value } = (await rpc(node.url, 'getLatestBlockhash', [{ commitment: 'confirmed' }])) as { value: { blockhash: string } }
    const mintTx = new Transaction({ feePayer: faucet.publicKey, recentBlockhash: value.blockhash }).add(
      createAssociatedTokenAccountIdempotentInstruction(faucet.publicKey, account, new PublicKey(sol.address), mint, TOKEN_2022_PROGRAM_ID),
      createMintToInstruction(mint, account, faucet.publicKey, 100n * 10n ** 8n, [], TOKEN_2022_PROGRAM_ID),
    )
    mintTx.sign(faucet)
    await rpc(node.url, 'sendTransaction', [mintTx.serialize().toString('base64'), { encoding: 'base64' }])
    await expect
      .poll(
        async () =>
          ((await rpc(node.url, 'getTokenAccountBalance', [account.toBase58()]).catch(() => undefined)) as { value?: { amount: string } } | undefined)?.value
            ?.amount,
        { timeout: 10_000 },
      )
      .toBe('10000000000')
    expect(await runtime.estimateTokenFee!({ recipient: receiver, amount: 10n * 10n ** 8n, mint: node.feeTokenMint })).toBe(10n ** 7n)
    const request = wallet.nextRequest()
    const sending = runtime.sendTransfer!({ recipient: receiver, amount: 250_000_000n })
    const event = await request
    expect(event.params.request.method).toBe('solana_signAndSendTransaction')
    expect(event.params.chainId).toBe(solana.caipNetworkId)
    const wire = base64.decode((event.params.request.params as { transaction: string }).transaction)
    // One signature slot (the fee payer, this account), then the message it signs.
    expect(wire[0]).toBe(1)
    const message = wire.subarray(65)
    const signed = Uint8Array.from(wire)
    signed.set(sol.sign(message), 1)
    const signature = (await rpc(node.url, 'sendTransaction', [base64.encode(signed), { encoding: 'base64' }])) as string
    await wallet.answer(event, { signature })
    expect(await sending).toBe(signature)
    expect(bs58.decode(signature)).toHaveLength(64)
    await expect.poll(async () => ((await rpc(node.url, 'getBalance', [receiver])) as { value: number }).value, { timeout: 10_000 }).toBe(250_000_000)
  })

  it('offers sending only while the session grants the method: without eth_sendTransaction and solana_signAndSendTransaction there is no send, the fee estimate stays', async () => {
    const hatch = await paired({ eip155: ['personal_sign'], solana: ['solana_signMessage'] })
    const evmRuntime = await hatch.context.getAdapter('eip155')
    const solRuntime = await hatch.context.getAdapter('solana')
    expect(typeof evmRuntime.sendTransaction).toBe('undefined')
    expect(typeof evmRuntime.writeContract).toBe('undefined')
    expect(typeof evmRuntime.estimateFee).toBe('function')
    expect(typeof solRuntime.sendTransfer).toBe('undefined')
    expect(typeof solRuntime.sendTransaction).toBe('undefined')
    expect(typeof solRuntime.estimateFee).toBe('function')
    expect(typeof solRuntime.estimateTokenFee).toBe('function')
  })
})
