import { ed25519 } from '@noble/curves/ed25519'
import { Signer } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { isHatchError } from '../../../../kernel/index.js'
import { encodeBase58 } from '../../../../kernel/units/base58.js'
import { describeKey, getECPair, REGTEST } from '../../../../sandbox/bitcoin/index.js'
import { formatSiwxMessage } from '../../../../plugins/siwx/messages/formatMessage.js'
import { verifySiwxSession } from '../../../../plugins/siwx/server/index.js'
import type { SiwxMessageData } from '../../../../plugins/siwx/types.js'

const NOW = new Date('2026-05-01T12:00:00.000Z')
const DOMAIN = 'shop.example:8443'
const ORIGIN = `https://${DOMAIN}`

function fields(accountAddress: string, chainId: SiwxMessageData['chainId'], overrides: Partial<SiwxMessageData> = {}): SiwxMessageData {
  return {
    accountAddress,
    chainId,
    domain: DOMAIN,
    uri: `${ORIGIN}/checkout`,
    version: '1',
    nonce: 'n0nceABCDEF123',
    statement: 'Sign in to the shop',
    issuedAt: '2026-05-01T11:59:00.000Z',
    expirationTime: '2026-05-02T11:59:00.000Z',
    ...overrides,
  }
}

/** The reason the verifier refused with (it must refuse with SIWX_SESSION_INVALID). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(isHatchError(error, 'SIWX_SESSION_INVALID'), `expected a refusal, got ${String(error)}`).toBe(true)
  // The message's first line is the catalogue text; a docs link follows.
  return (error as Error).message.split('\n')[0] ?? ''
}

const evmAccount = privateKeyToAccount(generatePrivateKey())
async function evmSession(overrides: Partial<SiwxMessageData> = {}) {
  const message = await formatSiwxMessage(fields(evmAccount.address, 'eip155:713101', overrides))
  return { message, signature: await evmAccount.signMessage({ message }) }
}

const solanaKey = ed25519.utils.randomPrivateKey()
const solanaAddress = encodeBase58(ed25519.getPublicKey(solanaKey))
async function solanaSession(overrides: Partial<SiwxMessageData> = {}) {
  const message = await formatSiwxMessage(fields(solanaAddress, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', overrides))
  return { message, signature: encodeBase58(ed25519.sign(new TextEncoder().encode(message), solanaKey)) }
}

const bitcoinKey = describeKey(getECPair().makeRandom({ network: REGTEST }))
async function bitcoinSession(overrides: Partial<SiwxMessageData> = {}) {
  const message = await formatSiwxMessage(fields(bitcoinKey.paymentAddress, 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', overrides))
  return { message, signature: Signer.sign(bitcoinKey.wif, bitcoinKey.paymentAddress, message) }
}

const expected = { domain: DOMAIN, uriPrefix: ORIGIN, now: NOW }

describe.each([
  ['EVM (EIP-4361, viem/siwe)', evmSession, evmAccount.address],
  ['Solana (Sign In With Solana, ed25519)', solanaSession, solanaAddress],
  ['Bitcoin (BIP-322)', bitcoinSession, bitcoinKey.paymentAddress],
] as const)('verifySiwxSession: %s', (_name, sign, address) => {
  it('accepts the signed message and returns its fields', async () => {
    const session = await sign()
    const verified = await verifySiwxSession(session, expected)
    expect(verified.data).toMatchObject({
      accountAddress: address,
      domain: DOMAIN,
      nonce: 'n0nceABCDEF123',
      statement: 'Sign in to the shop',
      expirationTime: '2026-05-02T11:59:00.000Z',
    })
    expect(verified.data.chainId).toMatch(/^(eip155|solana|bip122):/)
  })

  it('rejects a tampered message (the signature is of another text)', async () => {
    const session = await sign()
    const tampered = session.message.replace('Sign in to the shop', 'Sign in to the shop and pay')
    expect(tampered).not.toBe(session.message)
    expect(await refusal(verifySiwxSession({ message: tampered, signature: session.signature }, expected))).toMatch(
      /signature is not .*'s signature of this message/,
    )
  })

  it('rejects a message signed by someone else for this address', async () => {
    const mine = await sign()
    const other = await sign({ nonce: 'otherNonce12345' })
    expect(await refusal(verifySiwxSession({ message: mine.message, signature: other.signature }, expected))).toMatch(/signature/)
  })

  it('rejects an expired message', async () => {
    const session = await sign({ expirationTime: '2026-05-01T11:59:30.000Z' })
    expect(await refusal(verifySiwxSession(session, expected))).toBe('Invalid sign-in session: the message expired at 2026-05-01T11:59:30.000Z')
  })

  it('rejects a message for another domain', async () => {
    const session = await sign({ domain: 'evil.example', uri: 'https://evil.example/' })
    expect(await refusal(verifySiwxSession(session, expected))).toBe(`Invalid sign-in session: the message is for domain 'evil.example', not '${DOMAIN}'`)
  })

  it('rejects a message not valid yet, and one for another network or address than expected', async () => {
    expect(await refusal(verifySiwxSession(await sign({ notBefore: '2026-05-01T13:00:00.000Z' }), expected))).toMatch(
      /not valid before 2026-05-01T13:00:00.000Z/,
    )
    const session = await sign()
    expect(await refusal(verifySiwxSession(session, { ...expected, chainId: 'eip155:1' }))).toMatch(/not eip155:1/)
    expect(await refusal(verifySiwxSession(session, { ...expected, address: 'someone-else' }))).toMatch(/not someone-else/)
  })
})

describe('verifySiwxSession: input that is not a sign-in message', () => {
  it('names what is wrong', async () => {
    expect(await refusal(verifySiwxSession({ message: 'hello', signature: '0x00' }, expected))).toMatch(/not a sign-in message/)
    expect(await refusal(verifySiwxSession({ message: 'hello', signature: '' }, expected))).toMatch(/non-empty strings/)
  })
})
