import { describe, expect, it } from 'vitest'
import { isOn } from '../../../../kernel/gates/isOn.js'
import { resolveFeatures } from '../../../../kernel/gates/resolveFeatures.js'
import type { FeatureGate } from '../../../../kernel/contracts/definePlugin.js'

const swaps: FeatureGate = { key: 'swaps', source: 'remote', default: false }
const email: FeatureGate = { key: 'email', source: 'remote', default: true }
const socials: FeatureGate = { key: 'socials', source: 'remote', default: false }
const send: FeatureGate = { key: 'send', source: 'host', default: true }
const pay: FeatureGate = { key: 'pay', source: 'host', default: false, disables: ['email', 'socials'] }

describe('resolveFeatures', () => {
  it('uses defaults when nobody sets a feature', () => {
    const r = resolveFeatures({ gates: [swaps, email, send], hostFeatures: {}, basic: false })
    expect(r.enabled).toEqual({ swaps: false, email: true, send: true })
    expect(r.warnings).toEqual([])
  })

  it('uses host values while no remote configuration was fetched', () => {
    const r = resolveFeatures({ gates: [swaps, send], hostFeatures: { swaps: true, send: false }, basic: false })
    expect(r.enabled).toEqual({ swaps: true, send: false })
    expect(r.warnings).toEqual([])
  })

  it('lets the fetched configuration decide remote features, warning that the local setting is ignored', () => {
    const r = resolveFeatures({
      gates: [swaps, email, send],
      hostFeatures: { swaps: true, send: false },
      remoteFeatures: { swaps: false, email: false },
      basic: false,
    })
    expect(r.enabled).toEqual({ swaps: false, email: false, send: false })
    expect(r.warnings).toHaveLength(1)
    expect(r.warnings[0]).toContain('features.swaps')
    expect(r.warnings[0]).toContain('local setting ignored')
  })

  it('falls back to the default for a remote feature the configuration does not mention', () => {
    const r = resolveFeatures({ gates: [email, swaps], hostFeatures: {}, remoteFeatures: {}, basic: false })
    expect(r.enabled).toEqual({ email: true, swaps: false })
  })

  it('keeps remote values such as provider lists, and treats an empty list as off', () => {
    const r = resolveFeatures({
      gates: [socials, swaps],
      hostFeatures: {},
      remoteFeatures: { socials: ['google', 'x'], swaps: [] },
      basic: false,
    })
    expect(r.values.socials).toEqual(['google', 'x'])
    expect(r.enabled).toEqual({ socials: true, swaps: false })
  })

  it('turns every remote feature off in basic mode, whatever host or remote say', () => {
    const r = resolveFeatures({
      gates: [swaps, email, send],
      hostFeatures: { swaps: true },
      remoteFeatures: { swaps: true, email: true },
      basic: true,
    })
    expect(r.enabled).toEqual({ swaps: false, email: false, send: true })
  })

  it('turns email and socials off while pay is on, and says so', () => {
    const r = resolveFeatures({
      gates: [email, socials, pay],
      hostFeatures: { pay: true },
      remoteFeatures: { email: true, socials: ['google'] },
      basic: false,
    })
    expect(r.enabled).toEqual({ email: false, socials: false, pay: true })
    expect(r.values.socials).toBe(false)
    expect(r.warnings).toEqual(['features.email: turned off because features.pay is on', 'features.socials: turned off because features.pay is on'])
  })

  it('leaves email and socials alone when pay is off', () => {
    const r = resolveFeatures({ gates: [pay, email], hostFeatures: {}, basic: false })
    expect(r.enabled).toEqual({ pay: false, email: true })
  })

  it('only knows the features of the gates it is given', () => {
    const r = resolveFeatures({ gates: [], hostFeatures: { swaps: true }, remoteFeatures: { email: true }, basic: false })
    expect(r.enabled).toEqual({})
  })

  it('reads values as on or off', () => {
    expect([isOn(true), isOn(['a']), isOn({ a: 1 })]).toEqual([true, true, true])
    expect([isOn(false), isOn([]), isOn({}), isOn(undefined), isOn('true'), isOn(1)]).toEqual([false, false, false, false, false, false])
  })
})
