import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import { errorCatalogue, formatMessage } from '../../../../kernel/errors/catalogue.js'
import { earlyErrorTexts } from '../../../../kernel/errors/earlyTexts.js'
import { HatchError, isHatchError } from '../../../../kernel/errors/HatchError.js'
import { laterTexts } from '../../../../kernel/errors/laterTexts.js'
import { definePlugin } from '../../../../kernel/contracts/definePlugin.js'
import { createTestHatch } from '../../../fixtures/createTestHatch.js'
import { productFolders } from './raisedCodes.js'
import { shippedPluginErrorTexts } from './pluginErrorTexts.js'

// A host's own code, declared as a plugin or host does (docs/errors.md "Your own codes").
declare module 'hatch' {
  interface HatchErrorCodes {
    REWARDS_FAILED: true
  }
}

/** Fresh copies of the error modules: nothing loaded yet, as on a page before the first click. */
async function coldErrors() {
  vi.resetModules()
  const [errors, texts] = await Promise.all([import('../../../../kernel/errors/HatchError.js'), import('../../../../kernel/errors/errorTexts.js')])
  return { ...errors, ...texts }
}

describe('the open error model', () => {
  it('an unknown code (plain JavaScript) never throws: it reads as itself', () => {
    const code: string = 'NOT_A_CODE'
    const error: unknown = Reflect.construct(HatchError, [code, { params: { x: 1 }, details: 'd' }])
    expect(error).toBeInstanceOf(HatchError)
    expect(error).toMatchObject({ code: 'NOT_A_CODE', shortMessage: 'NOT_A_CODE', docsPath: 'docs/errors.md#not_a_code' })
    expect(isHatchError(error) && error.message).toBe('NOT_A_CODE\nDetails: d\nDocs: docs/errors.md#not_a_code')
    expect(Reflect.apply(formatMessage, undefined, [code])).toBe('NOT_A_CODE')
  })

  it('a code a plugin registered reads the text its plugin brings, once loaded with the others', async () => {
    const texts = { REWARDS_FAILED: 'Rewards could not be claimed: {reason}' }
    const errors = vi.fn(() => Promise.resolve({ default: texts }))
    const hatch = createTestHatch({ plugins: [definePlugin({ id: 'rewards', errors })] })
    await hatch.started
    const error = new HatchError('REWARDS_FAILED', { params: { reason: 'the season ended' } })
    await vi.waitFor(() => expect(error.shortMessage).toBe('Rewards could not be claimed: the season ended'))
    expect(errors).toHaveBeenCalledTimes(1)
    expect(formatMessage('REWARDS_FAILED', { reason: 'x' })).toBe('Rewards could not be claimed: x')
    hatch.destroy()
  })

  it("a plugin's texts are not loaded with the page: only when the error texts are first needed", async () => {
    const cold = await coldErrors()
    const loader = vi.fn(() => Promise.resolve({ default: { REWARDS_FAILED: 'Rewards could not be claimed: {reason}' } }))
    cold.registerErrorTexts(loader)
    expect(loader).not.toHaveBeenCalled()
    const error = new cold.HatchError('REWARDS_FAILED', { params: { reason: 'no season' } })
    // Until they arrive it reads as its code; creating it asked for the texts.
    expect(error.shortMessage).toBe('REWARDS_FAILED')
    await cold.loadErrorTexts()
    expect(loader).toHaveBeenCalledTimes(1)
    expect(error.shortMessage).toBe('Rewards could not be claimed: no season')
    expect(error.message.split('\n')[0]).toBe('Rewards could not be claimed: no season')
  })

  it("a plugin's text never replaces a kernel text, and a failed loader keeps no other text away", async () => {
    const cold = await coldErrors()
    cold.registerErrorTexts(() => Promise.resolve({ default: { NETWORK_NOT_FOUND: 'hijacked', REWARDS_FAILED: 'Rewards failed' } }))
    cold.registerErrorTexts(() => Promise.reject(new Error('chunk failed')))
    await expect(cold.loadErrorTexts()).rejects.toThrow('chunk failed')
    expect(new cold.HatchError('NETWORK_NOT_FOUND').shortMessage).toBe('Network not found')
    expect(new cold.HatchError('REWARDS_FAILED').shortMessage).toBe('Rewards failed')
  })
})

describe("the kernel's catalogue holds only kernel codes", () => {
  it("no shipped plugin's code is in it: each plugin brings its own", async () => {
    const plugin = await shippedPluginErrorTexts()
    expect(Object.keys(plugin).length).toBeGreaterThan(30)
    const kernelCodes = Object.keys(errorCatalogue)
    // NAME_RESOLVE_FAILED is brought by send and names alike (neither imports the other).
    expect(kernelCodes.filter((code) => Object.hasOwn(plugin, code))).toEqual([])
    expect(kernelCodes.filter((code) => /^(SEND|SWAPS|ONRAMP|PAY|NAMES?|SIWX|EMAIL_CAPTURE|NFTS|TRANSACTIONS)_/.test(code))).toEqual([])
    expect({ ...earlyErrorTexts, ...laterTexts }).toEqual(errorCatalogue)
  })

  it('every code the product emits on the `error` event is a catalogue or plugin entry', async () => {
    const root = fileURLToPath(new URL('../../../../', import.meta.url))
    const known = { ...errorCatalogue, ...(await shippedPluginErrorTexts()) }
    const files = productFolders.flatMap((folder) =>
      readdirSync(root + folder, { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.tsx?$/.test(name) && !name.includes('node_modules'))
        .map((name) => `${folder}/${name}`),
    )
    const emitted = files.flatMap((file) => [...readFileSync(root + file, 'utf8').matchAll(/emit\('error', \{\s*code: '([A-Z0-9_]+)'/g)].map((m) => m[1] ?? ''))
    expect(emitted).toEqual(expect.arrayContaining(['VIEW_LOAD_FAILED', 'ADAPTER_SETUP_FAILED']))
    expect(emitted.filter((code) => !Object.hasOwn(known, code))).toEqual([])
  })
})
