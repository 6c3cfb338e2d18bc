import { beforeAll, describe, expect, it } from 'vitest'
import { errorCatalogue, formatMessage } from '../../../../kernel/index.js'
import { loadErrorTexts, registerErrorTexts } from '../../../../kernel/errors/errorTexts.js'
import { send } from '../../../../plugins/send/index.js'
import sendErrorTexts from '../../../../plugins/send/errorTexts.js'
import { sendMessages } from '../../../../plugins/send/messages.js'
import { invalidAddress, isName, missingInput, normalizeAddress, specAddressProblem } from '../../../../plugins/send/validation.js'

// The plugin's texts load as a page loads them: registered by its descriptor, loaded with the others.
beforeAll(async () => {
  const { errors } = send()
  if (errors) registerErrorTexts(errors)
  await loadErrorTexts()
})

describe("missingInput: spec §5's required inputs, in its words", () => {
  it("asks for an amount and a receiver first ('An amount and receiver address are required')", () => {
    expect(missingInput({ namespace: 'eip155', token: undefined, amount: '', receiver: '' })).toEqual({ code: 'SEND_AMOUNT_RECEIVER_REQUIRED' })
    expect(missingInput({ namespace: 'eip155', token: 'native', amount: '1', receiver: '   ' })).toEqual({ code: 'SEND_AMOUNT_RECEIVER_REQUIRED' })
    expect(missingInput({ namespace: 'solana', token: 'native', amount: ' ', receiver: 'x' })).toEqual({ code: 'SEND_AMOUNT_RECEIVER_REQUIRED' })
  })
  it("an EVM send also needs a token ('A token is required')", () => {
    expect(missingInput({ namespace: 'eip155', token: undefined, amount: '1', receiver: '0xabc' })).toEqual({ code: 'SEND_TOKEN_REQUIRED' })
  })
  it('Solana and Bitcoin send their native currency when no token is chosen', () => {
    expect(missingInput({ namespace: 'solana', token: undefined, amount: '1', receiver: 'x' })).toBeUndefined()
    expect(missingInput({ namespace: 'bip122', token: undefined, amount: '1', receiver: 'x' })).toBeUndefined()
  })
  it('the texts shown are the catalogue texts, verbatim', () => {
    expect(formatMessage('SEND_AMOUNT_RECEIVER_REQUIRED')).toBe('An amount and receiver address are required')
    expect(formatMessage('SEND_TOKEN_REQUIRED')).toBe('A token is required')
  })
})

describe('specAddressProblem: spec §5 address rules (used when the adapter has no checkAddress)', () => {
  it.each([
    ['eip155', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['eip155', '52908400098527886E0F7030069857D2E4169EE7'],
    ['solana', '11111111111111111111111111111111'],
    ['solana', '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'],
  ] as const)('%s accepts %s', (namespace, address) => {
    expect(specAddressProblem(namespace, address)).toBeUndefined()
  })
  it.each([
    ['eip155', '0x1234', 'expected 40 hex characters with an optional 0x prefix'],
    ['eip155', '0x52908400098527886E0F7030069857D2E4169EEZ', 'expected 40 hex characters with an optional 0x prefix'],
    ['solana', '0x52908400098527886E0F7030069857D2E4169EE7', 'expected 32 to 44 base58 characters'],
    ['solana', '1111111111111111111111111111111O', 'expected 32 to 44 base58 characters'],
    ['solana', 'short', 'expected 32 to 44 base58 characters'],
  ] as const)('%s refuses %s', (namespace, address, reason) => {
    expect(specAddressProblem(namespace, address)).toBe(reason)
  })
  it('names the chain in the error', () => {
    const error = invalidAddress('solana', 'expected 32 to 44 base58 characters')
    expect(formatMessage(error.code, error.params)).toBe('Invalid Solana address: expected 32 to 44 base58 characters')
    expect(formatMessage('SEND_INVALID_ADDRESS', invalidAddress('eip155', 'x').params)).toBe('Invalid EVM address: x')
  })
})

describe('receiver text', () => {
  it('is a name when it has a dot; addresses never do', () => {
    expect(isName('alice.hatch.id')).toBe(true)
    expect(isName('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false)
    expect(isName('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')).toBe(false)
  })
  it('gives an EVM address its 0x prefix, and leaves other chains alone', () => {
    expect(normalizeAddress('eip155', ' 52908400098527886E0F7030069857D2E4169EE7 ')).toBe('0x52908400098527886E0F7030069857D2E4169EE7')
    expect(normalizeAddress('eip155', '0xabc')).toBe('0xabc')
    expect(normalizeAddress('solana', ' 11111111111111111111111111111111')).toBe('11111111111111111111111111111111')
  })
})

describe("the plugin's error texts", () => {
  it('are the texts of its error entries, or the kernel catalogue for kernel codes (a locale overrides both under error.<CODE>)', () => {
    const own = Object.entries(sendMessages).filter(([id]) => id.startsWith('error.'))
    expect(own.length).toBeGreaterThan(5)
    const texts: Record<string, string> = { ...errorCatalogue, ...sendErrorTexts }
    for (const [id, text] of own) expect(text, id).toBe(texts[id.slice('error.'.length)])
  })
})
