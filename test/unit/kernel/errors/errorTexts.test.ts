import { describe, expect, it, vi } from 'vitest'
import { memoryBackend, testNetworks, unusedEndpoints } from '../../../fixtures/createTestHatch.js'
import { errorCatalogue, formatMessage, type KernelErrorCode } from '../../../../kernel/errors/catalogue.js'
import { earlyErrorTexts } from '../../../../kernel/errors/earlyTexts.js'
import { HatchError } from '../../../../kernel/errors/HatchError.js'
import type { HatchOptions } from '../../../../kernel/instance/resolveCoreOptions.js'

/**
 * The catalogue's texts ship in two parts: the early ones with the page, the rest as a chunk of
 * its own loaded when first needed (kernel/errors/errorTexts.ts). The unit project preloads it
 * (preloadHatch); the cold tests import the kernel afresh, with nothing loaded yet.
 */
async function coldErrors() {
  vi.resetModules()
  const [errors, texts] = await Promise.all([import('../../../../kernel/errors/HatchError.js'), import('../../../../kernel/errors/errorTexts.js')])
  return { ...errors, ...texts }
}

/** A value for each `{name}` of a text, so a filled text differs from its template. */
const sampleParams = (text: string) => Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map(([, key]) => [key as string, `<${key as string}>`]))

const options = { projectId: 'texts', networks: [testNetworks.one], basic: true, storage: memoryBackend(), endpoints: unusedEndpoints } as HatchOptions

describe('error texts', () => {
  it.each(Object.keys(errorCatalogue) as KernelErrorCode[])('%s reads its catalogue text', (code) => {
    const params = sampleParams(errorCatalogue[code])
    const error = new HatchError(code, { params, details: 'd' })
    expect(error.shortMessage).toBe(formatMessage(code, params))
    expect(error.message.split('\n')[0]).toBe(formatMessage(code, params))
  })

  it('the early texts are the catalogue’s own', () => {
    for (const [code, text] of Object.entries(earlyErrorTexts)) expect(errorCatalogue[code as KernelErrorCode]).toBe(text)
  })

  it('before the rest of the catalogue loads: an early code reads its text at once, a later one is filled when the texts arrive', async () => {
    const cold = await coldErrors()
    expect(cold.errorTextsLoaded()).toBe(false)
    const early = new cold.HatchError('HATCH_STARTING', { params: { what: 'hatch.context' } })
    expect(early.shortMessage).toBe('Hatch is still starting: hatch.context is available once hatch.started has settled')
    const later = new cold.HatchError('NETWORK_NOT_FOUND', { details: 'eip155:9 is not configured' })
    // Creating it asked for the texts; until they arrive it reads as its code.
    expect(later.shortMessage).toBe('NETWORK_NOT_FOUND')
    await cold.loadErrorTexts()
    expect(cold.errorTextsLoaded()).toBe(true)
    expect(later.shortMessage).toBe('Network not found')
    expect(later.message).toBe('Network not found\nDetails: eip155:9 is not configured\nDocs: docs/errors.md#network_not_found')
    expect(new cold.HatchError('CONNECTION_REJECTED').message.split('\n')[0]).toBe('Connection rejected')
  })

  it('a host call that rejects with a later code hands the host its text', async () => {
    vi.resetModules()
    const { loadStartCode } = await import('../../../../kernel/instance/startLoader.js')
    const { errorTextsLoaded } = await import('../../../../kernel/errors/errorTexts.js')
    const { createHatch } = await import('../../../../kernel/createHatch.js')
    await loadStartCode()
    expect(errorTextsLoaded()).toBe(false)
    const hatch = createHatch(options)
    await hatch.started
    const failure: unknown = await hatch.setNetwork('eip155:424242').catch((e: unknown) => e)
    expect(failure).toMatchObject({ code: 'NETWORK_NOT_FOUND', shortMessage: 'Network not found' })
    expect((failure as Error).message).toMatch(/^Network not found\n/)
    hatch.destroy()
  })

  it('opening the modal loads the rest of the catalogue (after the click, beside the views)', async () => {
    vi.resetModules()
    const { loadStartCode } = await import('../../../../kernel/instance/startLoader.js')
    const texts = await import('../../../../kernel/errors/errorTexts.js')
    const { createHatch } = await import('../../../../kernel/createHatch.js')
    await loadStartCode()
    const hatch = createHatch(options)
    const noView = () => Promise.resolve({ default: null })
    // With no adapter the modal opens on WalletConnect's basic view (spec §4).
    hatch.registerViews('test-ui', { Connect: noView, ConnectingWalletConnectBasic: noView })
    await hatch.started
    expect(texts.errorTextsLoaded()).toBe(false)
    hatch.open()
    expect(hatch.getState().modal.open).toBe(true)
    await vi.waitFor(() => expect(texts.errorTextsLoaded()).toBe(true))
    hatch.destroy()
  })
})
