import { describe, expect, it } from 'vitest'
import { ProviderRpcError } from '../../../../kernel/index.js'
import { createTestHatch, scriptedAdapter } from '../../../fixtures/createTestHatch.js'

describe("ProviderRpcError from 'hatch'", () => {
  it('is the class the provider rejects with, so a host can match on it as well as on the code', async () => {
    const hatch = createTestHatch({ adapters: [scriptedAdapter('eip155').adapter] })
    try {
      const error = await hatch
        .getProvider('eip155')
        .request({ method: 'personal_sign', params: ['0x68', '0x00000000000000000000000000000000000000a1'] })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ProviderRpcError)
      expect(error).toMatchObject({ code: 4100, name: 'ProviderRpcError' })
      expect(new Error('plain')).not.toBeInstanceOf(ProviderRpcError)
      expect(Object.assign(new Error('look-alike'), { code: 4100 })).not.toBeInstanceOf(ProviderRpcError)
      expect(new ProviderRpcError(4001, 'declined')).toBeInstanceOf(ProviderRpcError)
    } finally {
      hatch.destroy()
    }
  })
})
