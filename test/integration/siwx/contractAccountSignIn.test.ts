/**
 * Sign-in from contract accounts through `hatch/plugins/siwx/server` against the sandbox's anvil:
 * a deployed account (ERC-1271 `isValidSignature`) and a counterfactual one (ERC-6492: the
 * signature carries the factory call that would deploy it). The account is the sandbox's
 * SandboxSmartWallet (sandbox/contracts), one owner key, made by its CREATE2 factory.
 */
import { readFileSync } from 'node:fs'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  hashMessage,
  http,
  numberToHex,
  parseEther,
  serializeErc6492Signature,
  type Abi,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { isHatchError } from '../../../kernel/index.js'
import { formatSiwxMessage } from '../../../plugins/siwx/messages/formatMessage.js'
import { verifySiwxSession, type SiwxExpectations } from '../../../plugins/siwx/server/index.js'
import { getJson, sdkQuery } from '../sandbox/helpers.js'

const info = inject('sandbox')
const net = info.networks[0]!
const rpcUrl = net.rpcUrls.default.http[0] as string
const chain = { id: net.id, name: net.name, nativeCurrency: net.nativeCurrency, rpcUrls: net.rpcUrls }
const client = createPublicClient({ chain, transport: http(rpcUrl) }) as PublicClient
const DOMAIN = 'shop.example'
const expected: SiwxExpectations = { domain: DOMAIN, uriPrefix: `https://${DOMAIN}`, rpcUrls: { [net.caipNetworkId]: rpcUrl } }

const artifacts = JSON.parse(readFileSync(new URL('../../../sandbox/contracts/artifacts.json', import.meta.url), 'utf8')) as {
  contracts: Record<string, { abi: Abi; bytecode: Hex }>
}
const factoryArtifact = artifacts.contracts['SandboxSmartWalletFactory']!
let factory: Address
let deployer: PrivateKeyAccount

beforeAll(async () => {
  // A key of this test's own pays for the deployments: no shared account's nonce moves.
  deployer = privateKeyToAccount(generatePrivateKey())
  await client.request({ method: 'anvil_setBalance' as 'eth_chainId', params: [deployer.address, numberToHex(parseEther('1'))] as never })
  const wallet = createWalletClient({ account: deployer, chain, transport: http(rpcUrl) })
  const hash = await wallet.deployContract({ abi: factoryArtifact.abi, bytecode: factoryArtifact.bytecode })
  factory = (await client.waitForTransactionReceipt({ hash })).contractAddress!
})

/** The counterfactual account of `owner` with `salt`, and the factory call that deploys it. */
async function accountOf(owner: Address, salt: Hex) {
  const address = (await client.readContract({ address: factory, abi: factoryArtifact.abi, functionName: 'getAddress', args: [owner, salt] })) as Address
  const factoryData = encodeFunctionData({ abi: factoryArtifact.abi, functionName: 'createAccount', args: [owner, salt] })
  return { address, factoryData }
}

/** An EIP-4361 message for `address` and the owner's ECDSA signature of its EIP-191 hash (what the account's isValidSignature checks). */
async function signIn(address: Address, signer: PrivateKeyAccount) {
  const now = Date.now()
  const message = await formatSiwxMessage({
    accountAddress: address,
    chainId: net.caipNetworkId,
    domain: DOMAIN,
    uri: `https://${DOMAIN}/`,
    version: '1',
    nonce: `n${now.toString(36)}${Math.random().toString(36).slice(2, 8)}`,
    statement: 'Sign in to the shop',
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 600_000).toISOString(),
  })
  return { message, signature: await signer.sign({ hash: hashMessage(message) }) }
}

/** The reason of a SIWX_SESSION_INVALID refusal (anything else fails the test). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(isHatchError(error, 'SIWX_SESSION_INVALID'), `expected SIWX_SESSION_INVALID, got ${String(error)}`).toBe(true)
  return (error as Error).message.split('\n')[0] ?? ''
}

describe('verifySiwxSession with contract accounts on anvil', () => {
  it('accepts a deployed account’s ERC-1271 signature and refuses a wrong one with SIWX_SESSION_INVALID', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const salt = numberToHex(1, { size: 32 })
    const { address } = await accountOf(owner.address, salt)
    const wallet = createWalletClient({ account: deployer, chain, transport: http(rpcUrl) })
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({ address: factory, abi: factoryArtifact.abi, functionName: 'createAccount', args: [owner.address, salt] }),
    })
    expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]{100,}$/)

    const session = await signIn(address, owner)
    const verified = await verifySiwxSession(session, expected)
    expect(verified.data.accountAddress).toBe(address)
    expect(verified.namespace).toBe('eip155')

    // Signed by another key: the account's isValidSignature says no.
    const stranger = await signIn(address, privateKeyToAccount(generatePrivateKey()))
    expect(await refusal(verifySiwxSession(stranger, expected))).toBe(`Invalid sign-in session: the signature is not ${address}'s signature of this message`)
    // The owner's signature of another text.
    const other = await signIn(address, owner)
    expect(await refusal(verifySiwxSession({ message: session.message, signature: other.signature }, expected))).toMatch(/signature is not/)
    // Without the network's node the verifier cannot ask the contract, and says why it refused.
    const { rpcUrls: _, ...noNode } = expected
    expect(await refusal(verifySiwxSession(session, noNode))).toBe(
      `Invalid sign-in session: the signature is not ${address}'s signature of this message (no rpcUrls entry for ${net.caipNetworkId}: contract accounts, ERC-1271 or ERC-6492, are not checked)`,
    )
  })

  it('accepts a counterfactual account’s ERC-6492 signature without deploying it, and refuses a wrong one', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const { address, factoryData } = await accountOf(owner.address, numberToHex(2, { size: 32 }))
    expect(await client.getCode({ address })).toBeUndefined()

    const session = await signIn(address, owner)
    const wrapped = serializeErc6492Signature({ address: factory, data: factoryData, signature: session.signature })
    const verified = await verifySiwxSession({ message: session.message, signature: wrapped }, expected)
    expect(verified.data.accountAddress).toBe(address)
    // Checked by simulation: the account is still not deployed.
    expect(await client.getCode({ address })).toBeUndefined()

    const stranger = await signIn(address, privateKeyToAccount(generatePrivateKey()))
    const wrong = serializeErc6492Signature({ address: factory, data: factoryData, signature: stranger.signature })
    expect(await refusal(verifySiwxSession({ message: stranger.message, signature: wrong }, expected))).toBe(
      `Invalid sign-in session: the signature is not ${address}'s signature of this message`,
    )
    // The bare owner signature without the factory call: nothing at the address to ask.
    expect(await refusal(verifySiwxSession(session, expected))).toMatch(/signature is not/)
  })

  it('accepts a key’s own EIP-191 signature without asking the node, and says so when the node cannot be reached for a contract account', async () => {
    const down = { ...expected, rpcUrls: { [net.caipNetworkId]: 'http://127.0.0.1:9/' } }
    const key = privateKeyToAccount(generatePrivateKey())
    const session = await signIn(key.address, key)
    const plain = { ...session, signature: await key.signMessage({ message: session.message }) }
    expect((await verifySiwxSession(plain, down)).data.accountAddress).toBe(key.address)

    const owner = privateKeyToAccount(generatePrivateKey())
    const { address, factoryData } = await accountOf(owner.address, numberToHex(3, { size: 32 }))
    const signed = await signIn(address, owner)
    const wrapped = serializeErc6492Signature({ address: factory, data: factoryData, signature: signed.signature })
    expect(await refusal(verifySiwxSession({ message: signed.message, signature: wrapped }, down))).toMatch(
      new RegExp(`^Invalid sign-in session: the signature could not be checked on ${net.caipNetworkId} \\(`),
    )
  })

  it('the data service (the siwx plugin’s default backend) adds a session signed by a deployed contract account and refuses a wrong signature', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const salt = numberToHex(4, { size: 32 })
    const { address, factoryData } = await accountOf(owner.address, salt)
    const origin = 'http://127.0.0.1:4173'
    const post = (body: unknown) =>
      getJson(`${info.urls.data}/v1/sessions/${address}?${sdkQuery()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(body),
      })
    const signedFor = async (signer: PrivateKeyAccount) => {
      const now = Date.now()
      const message = await formatSiwxMessage({
        accountAddress: address,
        chainId: net.caipNetworkId,
        domain: '127.0.0.1:4173',
        uri: `${origin}/`,
        version: '1',
        nonce: `d${now.toString(36)}${Math.random().toString(36).slice(2, 8)}`,
        issuedAt: new Date(now).toISOString(),
        expirationTime: new Date(now + 600_000).toISOString(),
      })
      return { message, signature: await signer.sign({ hash: hashMessage(message) }) }
    }
    // Counterfactual first (ERC-6492), then deployed (ERC-1271).
    const early = await signedFor(owner)
    const wrapped = serializeErc6492Signature({ address: factory, data: factoryData, signature: early.signature })
    expect((await post({ message: early.message, signature: wrapped })).status).toBe(200)
    const wallet = createWalletClient({ account: deployer, chain, transport: http(rpcUrl) })
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({ address: factory, abi: factoryArtifact.abi, functionName: 'createAccount', args: [owner.address, salt] }),
    })
    const added = await post(await signedFor(owner))
    expect(added.status).toBe(200)
    expect(added.body.session.data.accountAddress).toBe(address)
    const refused = await post(await signedFor(privateKeyToAccount(generatePrivateKey())))
    expect(refused.status).toBe(401)
    expect(refused.body.reasons[0].description).toBe(`the signature is not ${address}'s signature of this message`)
  })
})
