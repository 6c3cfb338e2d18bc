import type { ViewId } from '../../../../kernel/router/viewParams.js'
import { describe, expect, it } from 'vitest'
import { createEvents } from '../../../../kernel/events/events.js'
import { createRouter } from '../../../../kernel/router/createRouter.js'
import { createViewRegistry } from '../../../../kernel/router/viewRegistry.js'
import { createStore } from '../../../../kernel/store/createStore.js'
import { isHatchError } from '../../../../kernel/errors/HatchError.js'
import type { HatchState } from '../../../../kernel/types/state.js'

const load = () => Promise.resolve({ default: null })

function setup(enabled: Record<string, boolean> = {}) {
  const store = createStore({ router: { stack: [] } } as unknown as HatchState)
  const events = createEvents()
  const views = createViewRegistry()
  views.register('ui', { Connect: load, Account: load, AllWallets: load, SwitchNetwork: load })
  views.register('swaps', { 'swaps/form': load }, 'swaps')
  const navigations: string[] = []
  events.on('router:navigate', ({ action, stack }) => navigations.push(`${action}:${stack.map((e) => e.view).join('>')}`))
  const router = createRouter({ store, events, views, isFeatureEnabled: (key) => enabled[key] === true })
  const stack = () => store.getState().router.stack.map((e) => e.view)
  return { router, stack, navigations, views }
}

describe('router history stack', () => {
  it('push, replace, goBack and goBackToIndex move through the history as a stack', () => {
    const { router, stack, navigations } = setup()
    router.reset('Connect')
    router.push('AllWallets')
    router.push('SwitchNetwork', { network: 'eip155:1' })
    expect(stack()).toEqual(['Connect', 'AllWallets', 'SwitchNetwork'])
    expect(router.current()).toEqual({ view: 'SwitchNetwork', params: { network: 'eip155:1' } })
    router.replace('Account')
    expect(stack()).toEqual(['Connect', 'AllWallets', 'Account'])
    router.goBackToIndex(0)
    expect(stack()).toEqual(['Connect'])
    expect(navigations).toEqual([
      'reset:Connect',
      'push:Connect>AllWallets',
      'push:Connect>AllWallets>SwitchNetwork',
      'replace:Connect>AllWallets>Account',
      'backToIndex:Connect',
    ])
  })

  it('goBack reports an exhausted history instead of emptying it', () => {
    const { router, stack } = setup()
    router.reset('Connect')
    router.push('AllWallets')
    expect(router.goBack()).toBe(true)
    expect(stack()).toEqual(['Connect'])
    expect(router.goBack()).toBe(false)
    expect(stack()).toEqual(['Connect'])
  })

  it('reset clears the history', () => {
    const { router, stack } = setup()
    router.reset('Connect')
    router.push('AllWallets')
    router.reset('Account')
    expect(stack()).toEqual(['Account'])
  })

  it('navigating to an unregistered view is an error that names the view', () => {
    const { router, stack } = setup()
    router.reset('Connect')
    expect(() => router.push('Nope' as ViewId)).toThrowError(/View "Nope" is not registered/)
    try {
      router.push('Nope' as ViewId)
    } catch (error) {
      expect(isHatchError(error, 'VIEW_NOT_REGISTERED')).toBe(true)
    }
    expect(stack()).toEqual(['Connect'])
  })

  it('views of a disabled feature are unreachable, and reachable once it is enabled', () => {
    const off = setup({ swaps: false })
    off.router.reset('Connect')
    expect(off.router.isReachable('swaps/form')).toBe(false)
    expect(() => off.router.push('swaps/form')).toThrowError(/feature "swaps", which is disabled/)
    const on = setup({ swaps: true })
    on.router.reset('Connect')
    expect(on.router.isReachable('swaps/form')).toBe(true)
    expect(on.router.isReachable('Nope')).toBe(false)
    on.router.push('swaps/form')
    expect(on.stack()).toEqual(['Connect', 'swaps/form'])
  })

  it('goBackToIndex rejects an index outside the history', () => {
    const { router } = setup()
    router.reset('Connect')
    expect(() => router.goBackToIndex(3)).toThrowError(RangeError)
  })

  it('the same view id registered by two owners is an error naming both', () => {
    const { views } = setup()
    expect(() => views.register('other', { Connect: load })).toThrowError(/"Connect" is registered by both "ui" and "other"/)
  })
})
