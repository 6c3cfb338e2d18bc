import { describe, expect, it, vi } from 'vitest'
import { definePlugin } from '../../../../kernel/index.js'
import { pay } from '../../../../plugins/pay/index.js'
import { createTestHatch } from '../../../fixtures/createTestHatch.js'

/** Stand-ins for the e-mail and socials plugins: each contributes its Connect method behind its gate. */
const standIn = (method: 'email' | 'social') =>
  definePlugin({
    id: `${method}-stand-in`,
    gate: { key: method === 'email' ? 'email' : 'socials', source: 'host', default: false },
    contributes: { connectMethods: [{ id: method, method, label: method, view: 'Connect' }] },
  })
const logger = () => ({ warn: vi.fn(), error: vi.fn(), debug: vi.fn() })

describe('the pay gate (spec §5: when the pay feature is on, email and socials are disabled)', () => {
  it('pay on: e-mail and socials are off and their Connect methods hidden; the host is told why', () => {
    const log = logger()
    const hatch = createTestHatch({
      plugins: [pay(), standIn('email'), standIn('social')],
      features: { pay: true, email: true, socials: ['google'] },
      logger: log,
    })
    expect(hatch.context.isFeatureEnabled('pay')).toBe(true)
    expect(hatch.context.isFeatureEnabled('email')).toBe(false)
    expect(hatch.context.isFeatureEnabled('socials')).toBe(false)
    expect(hatch.context.extensions.visible('connectMethods', 'eip155')).toEqual([])
    const messages = log.warn.mock.calls.map((c) => String(c[0]))
    expect(messages).toContain('features.email: turned off because features.pay is on')
    expect(messages).toContain('features.socials: turned off because features.pay is on')
    // The plugin declares the gate: no "no registered plugin provides pay" warning.
    expect(messages.some((m) => m.includes('provides "pay"'))).toBe(false)
  })

  it('pay off (its default): e-mail and socials stay as the host set them', () => {
    const hatch = createTestHatch({ plugins: [pay(), standIn('email'), standIn('social')], features: { email: true, socials: ['google'] }, logger: logger() })
    expect(hatch.context.isFeatureEnabled('pay')).toBe(false)
    expect(hatch.context.isFeatureEnabled('email')).toBe(true)
    expect(hatch.context.isFeatureEnabled('socials')).toBe(true)
    expect(hatch.context.extensions.visible('connectMethods', 'eip155').map((c) => c.id)).toEqual(['email', 'social'])
  })

  it('requestPayment with the feature off rejects with FEATURE_DISABLED', async () => {
    const { requestPayment } = await import('../../../../plugins/pay/index.js')
    const hatch = createTestHatch({ plugins: [pay()], logger: logger() })
    await expect(
      requestPayment(hatch, { recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: '1', asset: 'native', network: 'eip155:1337' }),
    ).rejects.toMatchObject({ name: 'HatchError', code: 'FEATURE_DISABLED' })
  })
})
