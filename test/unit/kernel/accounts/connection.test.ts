import { describe, expect, it, vi } from 'vitest'
import { createTestHatch, memoryBackend, scriptedAdapter } from '../../../fixtures/createTestHatch.js'
import { HatchError, isHatchError } from '../../../../kernel/errors/HatchError.js'
import { json, startLocalServer } from '../http/localServer.js'

/** A storage backend two instances can share, as two page loads share localStorage. */
const sharedBackend = () => ({ backend: memoryBackend() })

describe('connecting', () => {
  it('connect goes connecting → connected and fills the account and connection', async () => {
    const { adapter } = scriptedAdapter('eip155', { address: '0xabc0000000000000000000000000000000000001' })
    const hatch = createTestHatch({ adapters: [adapter] })
    const statuses: string[] = []
    hatch.subscribeState(
      (s) => s.chains.eip155?.account.status,
      (status) => statuses.push(String(status)),
    )
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    expect(statuses).toEqual(['connecting', 'connected'])
    const account = hatch.getState().chains.eip155!.account
    expect(account.address).toBe('0xabc0000000000000000000000000000000000001')
    expect(account.caipAddress).toBe('eip155:1337:0xabc0000000000000000000000000000000000001')
    expect(account.connectorId).toBe('eip155-wallet')
    expect(account.connectedWalletInfo?.name).toBe('Test Wallet')
    expect(hatch.getState().connections).toHaveLength(1)
  })

  it('a rejection keeps the typed error and leaves the namespace disconnected', async () => {
    const { adapter } = scriptedAdapter('eip155', {
      connect: () => Promise.reject(new HatchError('CONNECTION_REJECTED')),
    })
    const hatch = createTestHatch({ adapters: [adapter] })
    await expect(hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })).rejects.toSatisfy((e) => isHatchError(e, 'CONNECTION_REJECTED'))
    expect(hatch.getState().chains.eip155!.account.status).toBe('disconnected')
  })

  it('an unknown wallet error becomes "Failed to connect" with the cause kept', async () => {
    const cause = new Error('boom')
    const { adapter } = scriptedAdapter('eip155', { connect: () => Promise.reject(cause) })
    const hatch = createTestHatch({ adapters: [adapter] })
    const error = await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' }).catch((e: unknown) => e)
    expect(isHatchError(error, 'FAILED_TO_CONNECT')).toBe(true)
    expect((error as HatchError).walk()).toBe(cause)
  })

  it('connecting on a namespace without adapter says "adapter not found"', async () => {
    const hatch = createTestHatch()
    await expect(hatch.connect({ namespace: 'solana', connectorId: 'x' })).rejects.toThrow(/adapter not found/)
  })
})

describe('disconnect (spec §4)', () => {
  it('resets the account but keeps the preferred account type, and closes the modal', async () => {
    const { adapter, calls } = scriptedAdapter('eip155')
    const hatch = createTestHatch({ adapters: [adapter] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    hatch.context.setAccount('eip155', { preferredAccountType: 'eoa', profileName: 'alice', balance: '1.0' })
    hatch.open()
    await hatch.disconnect()
    const account = hatch.getState().chains.eip155!.account
    expect(account).toEqual({ currentTab: 0, status: 'disconnected', addressLabels: {}, preferredAccountType: 'eoa' })
    expect(calls).toContain('disconnect:eip155-wallet')
    expect(hatch.getState().modal.open).toBe(false)
    expect(hatch.getState().connections).toEqual([])
  })

  it('a wallet that hangs on sign-out holds the visitor at most 3 s', async () => {
    vi.useFakeTimers()
    try {
      const { adapter } = scriptedAdapter('eip155', { disconnect: () => new Promise<void>(() => {}) })
      const hatch = createTestHatch({ adapters: [adapter] })
      await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
      let done = false
      const pending = hatch.disconnect().then(() => (done = true))
      await vi.advanceTimersByTimeAsync(2900)
      expect(done).toBe(false)
      await vi.advanceTimersByTimeAsync(200)
      await pending
      expect(done).toBe(true)
      expect(hatch.getState().chains.eip155!.account.status).toBe('disconnected')
    } finally {
      vi.useRealTimers()
    }
  })

  it('a failing sign-out still resets the account and reports "Failed to disconnect"', async () => {
    const { adapter } = scriptedAdapter('eip155', { disconnect: () => Promise.reject(new Error('wallet gone')) })
    const hatch = createTestHatch({ adapters: [adapter] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await expect(hatch.disconnect()).rejects.toThrow(/Failed to disconnect/)
    expect(hatch.getState().chains.eip155!.account.address).toBeUndefined()
  })
})

describe('account:disconnected (issue 19 item 2: one event per disconnect, after the reset)', () => {
  /** Records each account:disconnected with the account as it was when the event fired. */
  function watch(hatch: ReturnType<typeof createTestHatch>) {
    const seen: Array<{ connectorId?: string; status?: string; address?: string; signOutFailed?: boolean }> = []
    hatch.on('account:disconnected', (event) => {
      const account = hatch.getState().chains[event.namespace]?.account
      seen.push({ ...event, status: account?.status, address: account?.address })
    })
    return seen
  }

  it('fires exactly once, after the account is reset', async () => {
    const { adapter } = scriptedAdapter('eip155')
    const hatch = createTestHatch({ adapters: [adapter] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    const seen = watch(hatch)
    await hatch.disconnect()
    expect(seen).toEqual([{ namespace: 'eip155', connectorId: 'eip155-wallet', status: 'disconnected', address: undefined }])
  })

  it('a failing sign-out still resets the account and fires once, marked signOutFailed', async () => {
    const { adapter } = scriptedAdapter('eip155', { disconnect: () => Promise.reject(new Error('wallet gone')) })
    const hatch = createTestHatch({ adapters: [adapter] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    const seen = watch(hatch)
    await expect(hatch.disconnect()).rejects.toThrow(/Failed to disconnect/)
    expect(seen).toEqual([{ namespace: 'eip155', connectorId: 'eip155-wallet', status: 'disconnected', address: undefined, signOutFailed: true }])
  })

  it('does not fire when nothing was connected on the namespace', async () => {
    const { adapter, calls } = scriptedAdapter('eip155')
    const hatch = createTestHatch({ adapters: [adapter] })
    await hatch.started
    hatch.context.store.update((d) => void (d.activeNamespace = 'eip155'))
    const seen = watch(hatch)
    await hatch.disconnect()
    expect(seen).toEqual([])
    expect(calls).toEqual([])
  })

  it('analytics records one DISCONNECT_SUCCESS per disconnect, and DISCONNECT_ERROR (not success) when sign-out failed', async () => {
    const server = await startLocalServer({
      'GET /getAnalyticsConfig': json(200, { isAnalyticsEnabled: true }),
      'POST /e': json(202, { accepted: true }),
    })
    try {
      let fail = false
      const { adapter } = scriptedAdapter('eip155', {
        disconnect: async () => {
          if (fail) throw new Error('wallet gone')
        },
      })
      const hatch = createTestHatch({
        adapters: [adapter],
        features: { analytics: true },
        endpoints: { catalogue: server.url, data: server.url, analytics: server.url },
      })
      await hatch.ready
      await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
      await hatch.disconnect()
      await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
      fail = true
      await hatch.disconnect().catch(() => undefined)
      const disconnects = () =>
        server
          .hits('/e')
          .map((r) => (JSON.parse(r.body) as { props: { event?: string } }).props.event)
          .filter((e) => e?.startsWith('DISCONNECT'))
      await vi.waitFor(() => expect(disconnects()).toHaveLength(2))
      await new Promise((r) => setTimeout(r, 100))
      expect(disconnects()).toEqual(['DISCONNECT_SUCCESS', 'DISCONNECT_ERROR'])
      hatch.destroy()
    } finally {
      await server.close()
    }
  })
})

describe('reconnect on start (spec §4)', () => {
  it('with reconnect on, a stored connection is restored without a prompt (connecting → connected)', async () => {
    const { backend } = sharedBackend()
    const first = scriptedAdapter('eip155')
    const before = createTestHatch({ adapters: [first.adapter], storage: backend })
    await before.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })

    const second = scriptedAdapter('eip155')
    const after = createTestHatch({ adapters: [second.adapter], storage: backend })
    expect(after.getState().chains.eip155!.account.status).toBe('disconnected')
    await after.ready
    expect(second.calls).toEqual(['reconnect:eip155-wallet'])
    expect(after.getState().chains.eip155!.account.status).toBe('connected')
  })

  it('a wallet that no longer grants access leaves the namespace disconnected', async () => {
    const { backend } = sharedBackend()
    const before = createTestHatch({ adapters: [scriptedAdapter('eip155').adapter], storage: backend })
    await before.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    const revoked = scriptedAdapter('eip155', { reconnect: async () => undefined })
    const after = createTestHatch({ adapters: [revoked.adapter], storage: backend })
    await after.ready
    expect(after.getState().chains.eip155!.account.status).toBe('disconnected')
  })

  it('with reconnect off, stored connections are disconnected instead', async () => {
    const { backend } = sharedBackend()
    const before = createTestHatch({ adapters: [scriptedAdapter('eip155').adapter], storage: backend })
    await before.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    const second = scriptedAdapter('eip155')
    const after = createTestHatch({ adapters: [second.adapter], storage: backend, enableReconnect: false })
    await after.ready
    expect(second.calls).toEqual(['disconnect:eip155-wallet'])
    expect(after.getState().chains.eip155!.account.status).toBe('disconnected')
    const third = scriptedAdapter('eip155')
    await createTestHatch({ adapters: [third.adapter], storage: backend }).ready
    expect(third.calls).toEqual([])
  })

  it('after a disconnect, the next start does not reconnect', async () => {
    const { backend } = sharedBackend()
    const before = createTestHatch({ adapters: [scriptedAdapter('eip155').adapter], storage: backend })
    await before.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await before.disconnect()
    const after = scriptedAdapter('eip155')
    await createTestHatch({ adapters: [after.adapter], storage: backend }).ready
    expect(after.calls).toEqual([])
  })
})

describe('instances', () => {
  it('two instances on one page do not share state', async () => {
    const a = createTestHatch({ adapters: [scriptedAdapter('eip155').adapter] })
    const b = createTestHatch({ adapters: [scriptedAdapter('eip155').adapter] })
    await a.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    a.open()
    expect(b.getState().chains.eip155!.account.status).toBe('disconnected')
    expect(b.getState().modal.open).toBe(false)
  })
})

describe('a wallet changing accounts on its side', () => {
  const payment = 'bcrt1qpayment00000000000000000000000000000'
  const ordinal = 'bcrt1pordinal00000000000000000000000000000000000000000000000'

  it('follows the new first address, and replaces the typed accounts of the connection when given', async () => {
    const { adapter } = scriptedAdapter('eip155', { address: '0xabc0000000000000000000000000000000000001' })
    const hatch = createTestHatch({ adapters: [adapter] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    hatch.context.handleAccountsChanged(
      'eip155',
      [payment, ordinal],
      [
        { address: payment, type: 'payment' },
        { address: ordinal, type: 'ordinal' },
      ],
    )
    expect(hatch.getState().chains.eip155!.account.address).toBe(payment)
    expect(hatch.getState().connections[0]?.accounts.map((a) => `${a.type}:${a.address}`)).toEqual([`payment:${payment}`, `ordinal:${ordinal}`])
    // Only the second account changed: the address stays, the connection's list follows.
    const other = 'bcrt1pother000000000000000000000000000000000000000000000000000'
    hatch.context.handleAccountsChanged(
      'eip155',
      [payment, other],
      [
        { address: payment, type: 'payment' },
        { address: other, type: 'ordinal' },
      ],
    )
    expect(hatch.getState().chains.eip155!.account.address).toBe(payment)
    expect(hatch.getState().connections[0]?.accounts.map((a) => a.address)).toEqual([payment, other])
  })
})
