import { describe, expect, it, vi } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { isHatchError, type CaipNetworkId } from '../../../../kernel/index.js'
import { siwx, type SiwxConfig, type SiwxController, type SiwxSession } from '../../../../plugins/siwx/index.js'
import { formatSiwxMessage } from '../../../../plugins/siwx/messages/formatMessage.js'
import { verifySiwxSession } from '../../../../plugins/siwx/server/index.js'
import { createTestHatch, memoryBackend, scriptedAdapter, testNetworks } from '../../../fixtures/createTestHatch.js'

const DOMAIN = 'shop.example'

/**
 * A host's sign-in backend as docs/plugins/siwx.md describes it, in memory: messages for its
 * domain, sessions checked with the server verifier before they are kept, revocation.
 */
function hostBackend() {
  const kept = new Map<string, SiwxSession[]>()
  const revoked: string[] = []
  let counter = 0
  const config: SiwxConfig = {
    async createMessage({ accountAddress, chainId }) {
      const data = {
        accountAddress,
        chainId,
        domain: DOMAIN,
        uri: `https://${DOMAIN}/`,
        version: '1',
        nonce: `nonce${(counter += 1)}abcdefgh`,
        issuedAt: new Date().toISOString(),
        expirationTime: new Date(Date.now() + 60_000).toISOString(),
      }
      return { data, message: await formatSiwxMessage(data) }
    },
    async getSessions(chainId: CaipNetworkId, address: string) {
      return kept.get(`${chainId}|${address}`) ?? []
    },
    async addSession(session) {
      await verifySiwxSession(session, { domain: DOMAIN, address: session.data.accountAddress, chainId: session.data.chainId })
      const key = `${session.data.chainId}|${session.data.accountAddress}`
      kept.set(key, [...(kept.get(key) ?? []), session])
    },
    async revokeSession(session) {
      revoked.push(session.data.nonce)
      kept.set(`${session.data.chainId}|${session.data.accountAddress}`, [])
    },
  }
  return { config, kept, revoked }
}

function signingWallet() {
  const account = privateKeyToAccount(generatePrivateKey())
  let fail = false
  const wallet = scriptedAdapter('eip155', {
    address: account.address,
    chainId: testNetworks.one.id,
    switchNetwork: async () => undefined,
  })
  wallet.runtime.signMessage = async ({ message }) => {
    if (fail) throw new Error('User rejected the request')
    return account.signMessage({ message })
  }
  return { ...wallet, account, failNext: (on: boolean) => void (fail = on) }
}

const current = (hatch: ReturnType<typeof createTestHatch>) => hatch.getState().router.stack.at(-1)?.view
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))
/** Waits until the sign-in view shows (the controller loads on demand, then asks the backend). */
const signInShows = (hatch: ReturnType<typeof createTestHatch>) => vi.waitFor(() => expect(current(hatch)).toBe('SIWXSignMessage'), { timeout: 5000 })

describe('siwx plugin: the sign-in flow against a host backend (spec §4)', () => {
  it('required: SIWXSignMessage opens after connect and the modal cannot close; a signature the backend verifies adds the session and lets it close', async () => {
    const backend = hostBackend()
    const wallet = signingWallet()
    const hatch = createTestHatch({ adapters: [wallet.adapter], siwx: backend.config, plugins: [siwx()] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await signInShows(hatch)
    expect(hatch.getState().modal.open).toBe(true)
    expect(hatch.close()).toBe(false)
    expect(hatch.getState().modal.shake).toBe(1)

    const controller = await hatch.context.plugins.controller<SiwxController>('siwx')
    await vi.waitFor(() => expect(hatch.context.plugins.state<{ pending?: { message?: unknown } }>('siwx')?.pending?.message).toBeDefined())
    const session = await controller.signIn()
    expect(session.data).toMatchObject({ accountAddress: wallet.account.address, chainId: 'eip155:1337', domain: DOMAIN })
    expect(backend.kept.get(`eip155:1337|${wallet.account.address}`)).toHaveLength(1)
    expect(hatch.close()).toBe(true)
    hatch.destroy()
  })

  it('required and pending: opening the modal again (the account button) comes back to SIWXSignMessage instead of Account; a network change view is allowed', async () => {
    const backend = hostBackend()
    const wallet = signingWallet()
    const hatch = createTestHatch({ adapters: [wallet.adapter], siwx: backend.config, plugins: [siwx()] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await signInShows(hatch)
    hatch.open()
    expect(current(hatch)).toBe('SIWXSignMessage')
    hatch.context.router.push('Account')
    expect(current(hatch)).toBe('SIWXSignMessage')
    hatch.switchNetwork(testNetworks.two.caipNetworkId)
    expect(current(hatch)).toBe('SwitchNetwork')
    hatch.destroy()
  })

  it('a wallet that fails to sign: SIGN_MESSAGE_FAILED, the error toast, and the view again with a fresh message', async () => {
    const backend = hostBackend()
    const wallet = signingWallet()
    const hatch = createTestHatch({ adapters: [wallet.adapter], siwx: backend.config, plugins: [siwx()] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await signInShows(hatch)
    const controller = await hatch.context.plugins.controller<SiwxController>('siwx')
    await vi.waitFor(() => expect(hatch.context.plugins.state<{ pending?: { message?: unknown } }>('siwx')?.pending?.message).toBeDefined())
    const before = hatch.context.plugins.state<{ pending?: { message?: { data: { nonce: string } } } }>('siwx')?.pending?.message?.data.nonce
    wallet.failNext(true)
    const error = await controller.signIn().catch((e: unknown) => e)
    expect(isHatchError(error, 'SIGN_MESSAGE_FAILED')).toBe(true)
    await vi.waitFor(() => expect(hatch.getState().toast?.message).toBe('Error signing message'))
    await signInShows(hatch)
    await vi.waitFor(() => expect(hatch.context.plugins.state<{ pending?: { message?: unknown } }>('siwx')?.pending?.message).toBeDefined())
    const after = hatch.context.plugins.state<{ pending?: { message?: { data: { nonce: string } } } }>('siwx')?.pending?.message?.data.nonce
    expect(after).toBeDefined()
    expect(after).not.toBe(before)
    expect(hatch.close()).toBe(false)
    hatch.destroy()
  })

  it('on a network without a session the view opens again; Cancel while required names the last network with a session, else disconnect', async () => {
    const backend = hostBackend()
    const wallet = signingWallet()
    const hatch = createTestHatch({ adapters: [wallet.adapter], siwx: backend.config, plugins: [siwx()] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await signInShows(hatch)
    const controller = await hatch.context.plugins.controller<SiwxController>('siwx')
    await vi.waitFor(() => expect(hatch.context.plugins.state<{ pending?: { message?: unknown } }>('siwx')?.pending?.message).toBeDefined())
    await controller.signIn()
    hatch.close()

    await hatch.setNetwork(testNetworks.two.caipNetworkId)
    await signInShows(hatch)
    expect(hatch.getState().modal.open).toBe(true)
    const outcome = controller.cancel()
    expect(outcome).toMatchObject({ kind: 'switch', network: { caipNetworkId: 'eip155:1337' } })
    expect(hatch.close()).toBe(true)

    // Another account, nothing signed anywhere: Cancel disconnects.
    const fresh = signingWallet()
    const other = createTestHatch({ adapters: [fresh.adapter], siwx: backend.config, plugins: [siwx()] })
    await other.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await settle()
    const second = await other.context.plugins.controller<SiwxController>('siwx')
    expect(second.cancel()).toEqual({ kind: 'disconnect', namespace: 'eip155' })
    hatch.destroy()
    other.destroy()
  })

  it('optional: Cancel just closes; a disconnect signs out (revokes the session) unless signOutOnDisconnect is false', async () => {
    const backend = hostBackend()
    const wallet = signingWallet()
    const hatch = createTestHatch({ adapters: [wallet.adapter], siwx: { ...backend.config, required: false }, plugins: [siwx()] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await signInShows(hatch)
    const controller = await hatch.context.plugins.controller<SiwxController>('siwx')
    await vi.waitFor(() => expect(hatch.context.plugins.state<{ pending?: { message?: unknown } }>('siwx')?.pending?.message).toBeDefined())
    const session = await controller.signIn()
    await hatch.disconnect()
    await settle()
    expect(backend.revoked).toEqual([session.data.nonce])
    hatch.destroy()

    const keep = hostBackend()
    const kept = createTestHatch({
      adapters: [signingWallet().adapter],
      siwx: { ...keep.config, required: false, signOutOnDisconnect: false },
      plugins: [siwx()],
    })
    await kept.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await settle()
    const c = await kept.context.plugins.controller<SiwxController>('siwx')
    expect(c.cancel()).toEqual({ kind: 'close' })
    kept.destroy()
  })

  it("'SIWX is not enabled' without a siwx or siweConfig option: nothing opens and the API says so", async () => {
    const wallet = signingWallet()
    const hatch = createTestHatch({ adapters: [wallet.adapter], plugins: [siwx()] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await settle()
    expect(hatch.getState().modal.open).toBe(false)
    const controller = await hatch.context.plugins.controller<SiwxController>('siwx')
    expect(() => controller.cancel()).toThrow('SIWX is not enabled')
    await expect(controller.getSessions()).rejects.toThrow('SIWX is not enabled')
    hatch.destroy()
  })

  it('siweConfig (the older form) signs in on EVM networks only', async () => {
    const backend = hostBackend()
    const evmWallet = signingWallet()
    const solanaWallet = scriptedAdapter('solana', { address: '7Np41oeYqPefeNQEHSv1UDhYrehxin3NStELsSKCT4K2', chainId: testNetworks.sol.id })
    const hatch = createTestHatch({
      networks: [testNetworks.one, testNetworks.sol],
      adapters: [evmWallet.adapter, solanaWallet.adapter],
      siweConfig: backend.config,
      plugins: [siwx()],
    })
    await hatch.context.plugins.controller('siwx') // running, so the connect below is seen at once
    await hatch.connect({ namespace: 'solana', connectorId: 'solana-wallet' })
    await settle()
    expect(hatch.getState().modal.open).toBe(false)
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await signInShows(hatch)
    hatch.destroy()
  })

  it('a reload that ends on the Solana account the visitor last used asks to sign in with that account, on Solana', async () => {
    const backend = hostBackend()
    const storage = memoryBackend()
    const SOL = '7Np41oeYqPefeNQEHSv1UDhYrehxin3NStELsSKCT4K2'
    const options = { networks: [testNetworks.one, testNetworks.sol], storage, siwx: { ...backend.config, required: false } }
    const evm = signingWallet()
    // Before the reload the page had no sign-in (siwx is an option of the siwx plugin, not registered here).
    const before = createTestHatch({
      ...options,
      siwx: undefined,
      adapters: [evm.adapter, scriptedAdapter('solana', { address: SOL, chainId: testNetworks.sol.id }).adapter],
    })
    // Solana connected first, then EVM, then Solana made active again: restoring applies Solana, then EVM.
    await before.connect({ namespace: 'solana', connectorId: 'solana-wallet' })
    await before.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await before.setNetwork(testNetworks.sol.caipNetworkId)
    expect(before.getState().activeNamespace).toBe('solana')
    before.destroy()

    // The reload: the EVM wallet answers once sign-in is running, so sign-in hears every restored connection.
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const restoredEvm = scriptedAdapter('eip155', {
      address: evm.account.address,
      chainId: testNetworks.one.id,
      reconnect: async () => (await answered, { address: evm.account.address, chainId: testNetworks.one.id }),
    })
    const restoredSol = scriptedAdapter('solana', { address: SOL, chainId: testNetworks.sol.id })
    const after = createTestHatch({ ...options, adapters: [restoredEvm.adapter, restoredSol.adapter], plugins: [siwx()] })
    await after.context.plugins.controller('siwx')
    answer()
    await vi.waitFor(() => expect(after.getState().chains.eip155?.account.status).toBe('connected'), { timeout: 5000 })
    await signInShows(after)
    type Pending = { chainId: string; address: string; message?: { message: string } }
    const pending = () => (after.getState().plugins['siwx'] as { pending?: Pending }).pending
    await vi.waitFor(() => expect(pending()?.message).toBeDefined(), { timeout: 5000 })
    expect(after.getState().activeNamespace).toBe('solana')
    expect(pending()).toMatchObject({ chainId: testNetworks.sol.caipNetworkId, address: SOL })
    expect(pending()?.message?.message).toContain(`wants you to sign in with your Solana account:\n${SOL}`)
    after.destroy()
  })

  it('a wrong siwx setting is refused naming the key', async () => {
    // A plain-JS host's typo (TypeScript hosts are told at compile time, since siwx() types the option).
    const hatch = createTestHatch({ plugins: [siwx()], siwx: { requird: true } as never })
    const error = await hatch.context.plugins.controller('siwx').catch((e: unknown) => e)
    expect(isHatchError(error, 'INVALID_OPTIONS')).toBe(true)
    expect(String((error as Error).message)).toMatch(/siwx\.requird|requird/)
    hatch.destroy()
  })
})
