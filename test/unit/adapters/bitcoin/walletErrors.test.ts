import { describe, expect, it } from 'vitest'
import { connectError, isUserRejection, walletRequestError } from '../../../../adapters/bitcoin/runtime/walletErrors.js'

const coded = (code: number, message: string) => Object.assign(new Error(message), { code })

describe('Bitcoin wallet rejections map to catalogue errors', () => {
  it('treats 4001, sats-connect -32000 and "user rejected" messages, nested or not, as the visitor declining', () => {
    expect(isUserRejection(coded(4001, 'User rejected the request.'))).toBe(true)
    expect(isUserRejection({ error: { code: -32000, message: 'User rejected request' } })).toBe(true)
    expect(isUserRejection(new Error('outer', { cause: new Error('The user canceled the request') }))).toBe(true)
    expect(isUserRejection(coded(-32603, 'Internal error'))).toBe(false)
    expect(isUserRejection('nope')).toBe(false)
  })

  it('a declined connect is CONNECTION_REJECTED; any other failure is FAILED_TO_CONNECT with the wallet message', () => {
    expect(connectError(coded(4001, 'User rejected the request.')).code).toBe('CONNECTION_REJECTED')
    const failed = connectError(coded(-32603, 'locked'))
    expect(failed.code).toBe('FAILED_TO_CONNECT')
    expect(failed.details).toContain('-32603: locked')
  })

  it('a declined signature is WALLET_REQUEST_REJECTED; another failure names the method', () => {
    expect(walletRequestError('bitcoin:signMessage', coded(4001, 'no')).code).toBe('WALLET_REQUEST_REJECTED')
    const failed = walletRequestError('bitcoin:signTransaction', new Error('bad psbt'))
    expect(failed.code).toBe('WALLET_REQUEST_FAILED')
    expect(failed.shortMessage).toBe('The wallet could not complete bitcoin:signTransaction')
  })
})
