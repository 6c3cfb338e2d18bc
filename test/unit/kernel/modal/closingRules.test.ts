import { describe, expect, it, vi } from 'vitest'
import { createTestHatch, scriptedAdapter } from '../../../fixtures/createTestHatch.js'
import { siwx, type SiwxController, type SiwxSession, type SiwxState } from '../../../../plugins/siwx/index.js'

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

  it('a view whose onBack handles going back keeps the history — stand-in view: the real ConnectingFarcaster view does not exist yet (no socials plugin)', () => {
    const { adapter } = scriptedAdapter('eip155')
    const onBack = vi.fn(() => true)
    const hatch = createTestHatch({ adapters: [adapter] }, { 'stand-in/farcaster': { load: () => Promise.resolve({ default: null }), onBack } })
    hatch.open()
    hatch.context.router.push('stand-in/farcaster')
    hatch.goBack()
    expect(onBack).toHaveBeenCalledOnce()
    expect(stack(hatch)).toEqual(['Connect', 'stand-in/farcaster'])
  })

  it('the modal cannot be closed on SIWXSignMessage while sign-in is required and no session exists, and shakes; once signed it closes (the siwx plugin)', async () => {
    const { adapter } = scriptedAdapter('eip155')
    const sessions: SiwxSession[] = []
    const hatch = createTestHatch({
      adapters: [adapter],
      plugins: [siwx()],
      siwx: {
        required: true,
        createMessage: async ({ accountAddress, chainId }: { accountAddress: string; chainId: `${string}:${string}` }) => ({
          data: { accountAddress, chainId, domain: 'shop.example', uri: 'https://shop.example/', version: '1', nonce: 'abcdefgh1' },
          message: 'Sign in to the shop',
        }),
        getSessions: async () => sessions,
        addSession: async (session: SiwxSession) => void sessions.push(session),
      },
    })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await vi.waitFor(() => expect(hatch.context.plugins.state<SiwxState>('siwx')?.pending?.message).toBeDefined())
    expect(stack(hatch)).toEqual(['SIWXSignMessage'])
    expect(hatch.close()).toBe(false)
    expect(hatch.getState().modal.open).toBe(true)
    expect(hatch.getState().modal.shake).toBe(1)
    await (await hatch.context.plugins.controller<SiwxController>('siwx')).signIn()
    expect(sessions).toHaveLength(1)
    expect(hatch.close()).toBe(true)
    expect(hatch.getState().modal.open).toBe(false)
  })
})
