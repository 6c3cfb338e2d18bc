import { describe, expect, it, vi } from 'vitest'
import { memoryBackend, testNetworks, unusedEndpoints } from '../../../fixtures/createTestHatch.js'
import type { HatchOptions } from '../../../../kernel/instance/resolveCoreOptions.js'

/**
 * The toasts' code is a chunk of its own, loaded once a visitor acts (kernel/toasts/loadToasts.ts).
 * The unit project preloads it (preloadHatch); these tests import the kernel afresh, so the
 * instance starts with the toasts' shell only.
 */
async function coldKernel() {
  vi.resetModules()
  const [{ loadStartCode }, toasts, { createHatch }] = await Promise.all([
    import('../../../../kernel/instance/startLoader.js'),
    import('../../../../kernel/toasts/loadToasts.js'),
    import('../../../../kernel/createHatch.js'),
  ])
  await loadStartCode()
  return { createHatch, loadedToasts: toasts.loadedToasts, loadToasts: toasts.loadToasts }
}

const options = { projectId: 'toasts', networks: [testNetworks.one], basic: true, storage: memoryBackend(), endpoints: unusedEndpoints } as HatchOptions
const noView = () => Promise.resolve({ default: null })

describe('toasts before their code has loaded', () => {
  it('a toast asked for then shows once the code arrives, the calls in their order', async () => {
    const { createHatch, loadedToasts, loadToasts } = await coldKernel()
    const hatch = createHatch(options)
    await hatch.started
    expect(loadedToasts()).toBeUndefined()
    const shown: string[] = []
    hatch.on('toast:show', (toast) => shown.push(toast.messageId))
    hatch.context.toasts.showLoading({ messageId: 'send.sending', message: 'Sending' })
    hatch.context.toasts.showSuccess({ messageId: 'send.sent', message: 'Sent' })
    expect(hatch.getState().toast).toBeUndefined()
    await loadToasts()
    // The loading toast showed first; the success replaced it after the replacement delay, as when the code was there.
    await vi.waitFor(() => expect(hatch.getState().toast).toMatchObject({ variant: 'success', messageId: 'send.sent' }))
    expect(shown).toEqual(['send.sending', 'send.sent'])
    hatch.destroy()
  })

  it('opening the modal loads the code, so a toast then shows at once', async () => {
    const { createHatch, loadedToasts } = await coldKernel()
    const hatch = createHatch(options)
    hatch.registerViews('test-ui', { Connect: noView, ConnectingWalletConnectBasic: noView })
    await hatch.started
    hatch.open()
    await vi.waitFor(() => expect(loadedToasts()).toBeDefined())
    hatch.context.toasts.showError('SIGN_MESSAGE_FAILED')
    expect(hatch.getState().toast).toMatchObject({ variant: 'error', messageId: 'SIGN_MESSAGE_FAILED' })
    hatch.destroy()
  })

  it('an instance destroyed before the code arrives shows nothing it had asked for', async () => {
    const { createHatch, loadToasts } = await coldKernel()
    const hatch = createHatch(options)
    await hatch.started
    hatch.context.toasts.showError('SIGN_MESSAGE_FAILED')
    hatch.destroy()
    await loadToasts()
    await Promise.resolve()
    expect(hatch.getState().toast).toBeUndefined()
  })
})
