/**
 * The frame's RPC policy by explicit method names (spec §5 allow-list; SECURE-FRAME.md case 13):
 * reads without a prompt, signing only after an approval, anything else refused.
 */
import { describe, expect, it } from 'vitest'
import { classifyMethod, methodNamespace } from '../../../secure-site/frame/rpcPolicy.js'

describe('classifyMethod', () => {
  it.each([
    ['eth_getBalance', 'read'],
    ['eth_call', 'read'],
    ['getBalance', 'read'],
    ['getLatestBlockhash', 'read'],
    ['getSignatureStatuses', 'read'],
    ['eth_accounts', 'local'],
    ['eth_chainId', 'local'],
    ['wallet_getCapabilities', 'wallet'],
    ['wallet_getCallsStatus', 'wallet'],
    ['wallet_getAssets', 'wallet'],
    ['personal_sign', 'sign'],
    ['eth_signTypedData_v4', 'sign'],
    ['eth_sendTransaction', 'sign'],
    ['wallet_sendCalls', 'sign'],
    ['solana_signMessage', 'sign'],
    ['solana_signTransaction', 'sign'],
    ['solana_signAllTransactions', 'sign'],
    ['solana_signAndSendTransaction', 'sign'],
    ['wallet_grantPermissions', 'unsupported'],
    ['wallet_revokePermissions', 'unsupported'],
  ])('%s is %s', (method, kind) => {
    expect(classifyMethod(method)).toBe(kind)
  })

  it.each([
    'eth_sign',
    'eth_signTypedData_v3',
    'eth_signTypedData',
    'eth_foo',
    'eth_sendRawTransaction',
    'wallet_addEthereumChain',
    'wallet_switchEthereumChain',
    'solana_sign',
    'solana_signFoo',
    'sendTransaction',
    'requestAirdrop',
    'constructor',
    '__proto__',
    'toString',
  ])('refuses %s (case 13: explicit names, no prefix rule)', (method) => {
    expect(classifyMethod(method)).toBe('refused')
  })

  it('runs Solana methods on the Solana cluster, the rest on the EVM chain', () => {
    expect(methodNamespace('solana_signTransaction')).toBe('solana')
    expect(methodNamespace('getBalance')).toBe('solana')
    expect(methodNamespace('eth_getBalance')).toBe('eip155')
    expect(methodNamespace('wallet_sendCalls')).toBe('eip155')
  })
})
