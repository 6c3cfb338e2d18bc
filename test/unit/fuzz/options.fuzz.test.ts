import fc from 'fast-check'
import { vi, describe, expect, it } from 'vitest'
import { validateOptions } from '../../../kernel/options/validateOptions.js'
import { optionNames } from '../../../kernel/options/schema.js'
import { testNetworks } from '../../fixtures/createTestHatch.js'
import { anyInput, expectTypedError, fuzzParams, hostileJson, mutationsOf } from './fuzzRun.js'

// 10,000 inputs per boundary take about a second here, several under a loaded CI machine: more than vitest's 5 s default.
vi.setConfig({ testTimeout: 60_000 })

// The host's options are the first boundary: whatever a page passes to createHatch either
// validates or is refused with INVALID_OPTIONS naming the option ('Invalid option networks[0]…').
const valid = {
  projectId: 'fuzz-project',
  networks: [testNetworks.one, testNetworks.sol],
  metadata: { name: 'Fuzz', description: 'fuzz host', url: 'https://example.test', icons: ['https://example.test/i.png'] },
  features: { analytics: false, swaps: true },
  themeMode: 'dark',
  endpoints: { catalogue: 'http://127.0.0.1:9/c', data: 'http://127.0.0.1:9/d' },
}

function check(input: unknown): void {
  try {
    validateOptions(input)
  } catch (error) {
    expectTypedError(error, ['INVALID_OPTIONS'])
    const path = String(error.params.path)
    // The path names the whole object, an unknown key the host wrote, or an option and where in
    // it (`networks[0].rpcUrls`): something the host can find in their own call.
    const isOwnKey = input !== null && typeof input === 'object' && Object.keys(input).includes(path)
    const head = path.split(/[.[]/)[0] as string
    expect(path === '(options)' || isOwnKey || optionNames.includes(head), `path "${path}"`).toBe(true)
    expect(error.message).toContain(`Invalid option ${path}`)
  }
}

describe('fuzz: host options (createHatch → validateOptions)', () => {
  it('the valid baseline passes', () => {
    expect(validateOptions(valid).projectId).toBe('fuzz-project')
  })

  it('anything at all: a typed INVALID_OPTIONS naming the option, never another exception', () => {
    fc.assert(fc.property(anyInput, check), fuzzParams())
  })

  it('near-valid options (one field replaced or removed at any depth)', () => {
    fc.assert(fc.property(mutationsOf(valid), check), fuzzParams())
  })

  it('the valid options with one more key of any name and value', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), hostileJson, (key, value) => check({ ...valid, [key]: value })),
      fuzzParams(),
    )
  })
})
