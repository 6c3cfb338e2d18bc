/**
 * Issue 31 item 7: when the frame cannot look the smart account up (the factory's getAddress
 * reverts on the node), GET_USER answers the EOA alone with `smartAccountUnavailable` instead of
 * failing the login, and requests go from the EOA (docs/smart-accounts.md "Fallback").
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApprovalPrompt } from '../../../secure-site/frame/approvalPrompt.js'
import { createFrameHandlers } from '../../../secure-site/frame/frameHandlers.js'
import type { FrameStorage } from '../../../secure-site/frame/frameStorage.js'
import type { SiteApi } from '../../../secure-site/frame/siteApi.js'

const EOA = '0x1111111111111111111111111111111111111111'
const CHAIN = 1337

/** A JSON-RPC node on which every contract call reverts (a factory that refuses the lookup). */
let node: Server
let rpcUrl: string
beforeAll(async () => {
  node = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      res.writeHead(200, { 'content-type': 'application/json' })
      if (method === 'eth_chainId') return void res.end(JSON.stringify({ jsonrpc: '2.0', id, result: `0x${CHAIN.toString(16)}` }))
      res.end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: 3, message: 'execution reverted', data: '0x' } }))
    })
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  rpcUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => node.close(() => resolve())))

function handlers() {
  const storage: FrameStorage = { get: async <T>() => ({ address: EOA }) as T, set: async () => undefined, delete: async () => undefined }
  const api = { session: async () => ({ userId: 'user-1', email: 'visitor@example.test' }) } as unknown as SiteApi
  return createFrameHandlers({
    api,
    storage,
    prompt: {} as ApprovalPrompt,
    networks: { evm: new Map([[CHAIN, rpcUrl]]), solana: new Map(), names: new Map() },
    parentOrigin: 'https://shop.example',
    chainId: CHAIN,
    binding: 'binding',
    deviceKey: 'device',
    smartAccounts: new Map([
      [
        CHAIN,
        {
          bundlerUrl: 'http://127.0.0.1:9/bundler',
          entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
          factory: '0x0527af820C15dA48f14C4d770E4E6FcffF018cfc',
        },
      ],
    ]),
  })
}

describe('the frame when the smart account cannot be looked up', () => {
  it('answers GET_USER with the EOA alone and smartAccountUnavailable, and eth_accounts with the EOA', async () => {
    const { SET_PREFERRED_ACCOUNT, GET_USER, RPC_REQUEST } = handlers()
    if (!SET_PREFERRED_ACCOUNT || !GET_USER || !RPC_REQUEST) throw new Error('the frame serves SET_PREFERRED_ACCOUNT, GET_USER and RPC_REQUEST')
    const signal = new AbortController().signal
    await SET_PREFERRED_ACCOUNT({ type: 'smartAccount' }, { signal } as never)
    expect(await GET_USER({ chainId: CHAIN }, { signal } as never)).toEqual({
      email: 'visitor@example.test',
      address: EOA,
      chainId: CHAIN,
      accounts: [{ address: EOA, type: 'eoa' }],
      smartAccountUnavailable: true,
    })
    expect(await RPC_REQUEST({ id: 'x', method: 'eth_accounts', params: [] } as never, { signal } as never)).toEqual({ result: [EOA] })
  })
})
