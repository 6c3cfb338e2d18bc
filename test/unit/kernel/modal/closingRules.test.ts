import { describe, expect, it, vi } from 'vitest'
import { createTestHatch, scriptedAdapter } from '../../../fixtures/createTestHatch.js'

const stack = (hatch: ReturnType<typeof createTestHatch>) => hatch.getState().router.stack.map((e) => e.view)

describe('closing and going back (spec §2)', () => {
  it('closing resets the history to Connect and clears loading', () => {
    const { adapter } = scriptedAdapter('eip155')
    const hatch = createTestHatch({ adapters: [adapter] })
    hatch.open()
    hatch.context.router.push('AllWallets')
    hatch.context.store.update((d) => void (d.modal.loading = true))
    expect(hatch.close()).toBe(true)
    expect(hatch.getState().modal).toMatchObject({ open: false, loading: false })
    expect(stack(hatch)).toEqual(['Connect'])
  })

  it('in embedded mode closing shows Account when connected, otherwise Connect', async () => {
    const { adapter } = scriptedAdapter('eip155')
    const hatch = createTestHatch({ adapters: [adapter], embedded: true })
    hatch.open()
    hatch.close()
    expect(stack(hatch)).toEqual(['Connect'])
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    hatch.open({ view: 'AllWallets' })
    hatch.close()
    expect(stack(hatch)).toEqual(['Account'])
  })

  it('outside embedded mode closing goes to Connect even when connected', async () => {
    const { adapter } = scriptedAdapter('eip155')
    const hatch = createTestHatch({ adapters: [adapter] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    hatch.open()
    hatch.close()
    expect(stack(hatch)).toEqual(['Connect'])
  })

  it('going back from Connect while connected lands on Account', async () => {
    const { adapter } = scriptedAdapter('eip155')
    const hatch = createTestHatch({ adapters: [adapter] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    hatch.open()
    hatch.context.router.push('Connect')
    hatch.goBack()
    expect(stack(hatch)).toEqual(['Account'])
    expect(hatch.getState().modal.open).toBe(true)
  })

  it('going back from Connect while disconnected closes the modal (history exhausted)', () => {
    const { adapter } = scriptedAdapter('eip155')
    const hatch = createTestHatch({ adapters: [adapter] })
    hatch.open()
    hatch.goBack()
    expect(hatch.getState().modal.open).toBe(false)
  })

  it('going back pops one view', () => {
    const { adapter } = scriptedAdapter('eip155')
    const hatch = createTestHatch({ adapters: [adapter] })
    hatch.open()
    hatch.context.router.push('AllWallets')
    hatch.goBack()
    expect(stack(hatch)).toEqual(['Connect'])
    expect(hatch.getState().modal.open).toBe(true)
  })

  it('a view whose onBack handles going back keeps the history (Farcaster-style)', () => {
    const { adapter } = scriptedAdapter('eip155')
    const onBack = vi.fn(() => true)
    const hatch = createTestHatch({ adapters: [adapter] }, { Farcaster: { load: () => Promise.resolve({ default: null }), onBack } })
    hatch.open()
    hatch.context.router.push('Farcaster')
    hatch.goBack()
    expect(onBack).toHaveBeenCalledOnce()
    expect(stack(hatch)).toEqual(['Connect', 'Farcaster'])
  })

  it('the modal cannot be closed on a view that blocks closing (required sign-in without a session); it shakes', () => {
    const { adapter } = scriptedAdapter('eip155')
    let sessionExists = false
    const hatch = createTestHatch(
      { adapters: [adapter] },
      { SIWXSignMessage: { load: () => Promise.resolve({ default: null }), blocksClose: () => !sessionExists } },
    )
    hatch.open({ view: 'SIWXSignMessage' })
    expect(hatch.close()).toBe(false)
    expect(hatch.getState().modal.open).toBe(true)
    expect(hatch.getState().modal.shake).toBe(1)
    sessionExists = true
    expect(hatch.close()).toBe(true)
    expect(hatch.getState().modal.open).toBe(false)
  })
})
