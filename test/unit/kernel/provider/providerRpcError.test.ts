import { describe, expect, it } from 'vitest'
import { HatchError } from '../../../../kernel/errors/HatchError.js'
import { ProviderRpcError } from '../../../../kernel/provider/rpcErrorClass.js'
import { toProviderRpcError } from '../../../../kernel/provider/toProviderRpcError.js'

describe('toProviderRpcError: Hatch and wallet errors as EIP-1193 codes', () => {
  it.each([
    ['WALLET_REQUEST_REJECTED', 4001],
    ['CONNECTION_REJECTED', 4001],
    ['SWITCH_NETWORK_REJECTED', 4001],
    ['NO_ACTIVE_CAIP_ADDRESS', 4100],
    ['NOT_CONNECTED_EMAIL_SOCIAL', 4100],
    ['NETWORK_NOT_FOUND', 4902],
  ] as const)('%s becomes %i with the catalogue text', (code, expected) => {
    const hatchError = new HatchError(code)
    const error = toProviderRpcError(hatchError)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error.code).toBe(expected)
    expect(error.message).toBe(hatchError.shortMessage)
    expect(error.data).toEqual({ hatchCode: code })
    expect(error.cause).toBe(hatchError)
  })

  it('INVALID_PARAMETERS is -32602 and keeps the field it names', () => {
    const error = toProviderRpcError(
      new HatchError('INVALID_PARAMETERS', { params: { method: 'eth_signTypedData_v4', issue: 'typedData.primaryType must be a string' } }),
    )
    expect(error.code).toBe(-32602)
    expect(error.message).toBe('Invalid eth_signTypedData_v4 parameters: typedData.primaryType must be a string')
  })

  it("keeps the wallet's own code found under a Hatch error (a wallet's 4001 stays 4001, an unknown method's -32601 too)", () => {
    const rejected = new HatchError('WALLET_REQUEST_FAILED', { params: { method: 'x' }, cause: Object.assign(new Error('nope'), { code: 4001 }) })
    expect(toProviderRpcError(rejected).code).toBe(4001)
    const deep = new HatchError('WALLET_REQUEST_FAILED', { params: { method: 'x' }, cause: new Error('wrapped', { cause: { code: -32601, message: 'no' } }) })
    expect(toProviderRpcError(deep).code).toBe(-32601)
  })

  it("a node's JSON-RPC error (RPC_ERROR) keeps the node's code", () => {
    expect(toProviderRpcError(new HatchError('RPC_ERROR', { params: { code: 3, message: 'execution reverted', url: 'x' } })).code).toBe(3)
    expect(toProviderRpcError(new HatchError('RPC_ERROR', { params: { code: -32000, message: 'nonce too low', url: 'x' } })).code).toBe(-32000)
  })

  it('anything else is -32603, and a ProviderRpcError passes as it is', () => {
    expect(toProviderRpcError(new Error('boom'))).toMatchObject({ code: -32603, message: 'boom' })
    expect(toProviderRpcError('text')).toMatchObject({ code: -32603, message: 'Internal error' })
    const own = new ProviderRpcError(4200, 'x')
    expect(toProviderRpcError(own)).toBe(own)
  })
})
