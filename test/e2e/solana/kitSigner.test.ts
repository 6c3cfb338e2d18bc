import { Keypair } from '@solana/web3.js'
import {
  address,
  appendTransactionMessageInstruction,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signAndSendTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterEach, describe, expect, it } from 'vitest'
import { defineSolanaNetwork, solana } from '../../../adapters/solana/index.js'
import type { Hatch } from '../../../kernel/createHatch.js'
import { hatchSendingSigner } from '../../../solana/kit/index.js'
import { createTestHatch } from '../../fixtures/createTestHatch.js'
import { keyWallet } from '../../fixtures/solanaKeyWallet.js'
import { sandbox } from '../../integration/sandbox/helpers.js'
import { fundedKeypair, lamportsOf } from './solanaStack.js'

const facts = () => sandbox().extensions['solana'] as { genesisHash: string; caipNetworkId: string }
const rpcUrl = () => sandbox().urls['solana'] as string

let hatch: Hatch | undefined
afterEach(() => hatch?.destroy())

describe('hatch/solana-kit: a Kit TransactionSendingSigner for the account connected through Hatch', () => {
  it('lands a Kit-built v0 system transfer on the sandbox validator', async () => {
    const payer = await fundedKeypair(2)
    const receiver = Keypair.generate().publicKey.toBase58()
    // The wallet only signs: Hatch sends what it signed over the network's RPC.
    const { wallet, asked } = keyWallet(payer, facts().caipNetworkId as `solana:${string}`, { signAndSend: false })
    const network = defineSolanaNetwork({ genesisHash: facts().genesisHash, name: 'Hatch Solana', rpcUrl: rpcUrl() })
    hatch = createTestHatch({ networks: [network], adapters: [solana({ registry: { get: () => [wallet], on: () => () => undefined } })] })
    await hatch.started
    const connectorId = hatch.getState().connectors.find((c) => c.chain === 'solana')?.id as string
    await hatch.connect({ namespace: 'solana', connectorId })

    const signer = await hatchSendingSigner(hatch)
    expect(signer.address).toBe(payer.publicKey.toBase58())
    const rpc = createSolanaRpc(rpcUrl())
    const { value: blockhash } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(signer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: signer, destination: address(receiver), amount: 250_000_000n }), m),
    )
    const signature = getBase58Decoder().decode(await signAndSendTransactionMessageWithSigners(message))

    await expect.poll(() => lamportsOf(receiver), { timeout: 15_000 }).toBe(250_000_000n)
    const { value } = await rpc.getSignatureStatuses([signature as never]).send()
    expect(value[0]?.err).toBeNull()
    expect(asked.map((a) => a.method)).toEqual(['signTransaction'])
  })

  it('refuses to sign for an account that is no longer connected, before the wallet is asked', async () => {
    const payer = Keypair.generate()
    const { wallet, asked } = keyWallet(payer, facts().caipNetworkId as `solana:${string}`, { signAndSend: false })
    const network = defineSolanaNetwork({ genesisHash: facts().genesisHash, name: 'Hatch Solana', rpcUrl: rpcUrl() })
    hatch = createTestHatch({ networks: [network], adapters: [solana({ registry: { get: () => [wallet], on: () => () => undefined } })] })
    await hatch.started
    await hatch.connect({ namespace: 'solana', connectorId: hatch.getState().connectors.find((c) => c.chain === 'solana')?.id as string })
    const signer = await hatchSendingSigner(hatch)
    await hatch.disconnect({ namespace: 'solana' })
    await expect(signer.signAndSendTransactions([{ messageBytes: new Uint8Array(1), signatures: {} } as never])).rejects.toMatchObject({
      code: 'NO_ACTIVE_CAIP_ADDRESS',
    })
    expect(asked).toEqual([])
  })
})
