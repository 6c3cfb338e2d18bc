import { describe, expect, it } from 'vitest'
import { socials } from '../../../../plugins/socials/index.js'
import { SOCIAL_ORDER, configuredSocials } from '../../../../plugins/socials/providers.js'
import { paramsFromMessage } from '../../../../adapters/embedded/runtime/frameErrors.js'
import { shownSocialUsername } from '../../../../adapters/embedded/runtime/socialSession.js'
import { createTestHatch } from '../../../fixtures/createTestHatch.js'
import { loadErrorTexts, registerErrorTexts } from '../../../../kernel/errors/errorTexts.js'

describe('socials(): the descriptor', () => {
  it('answers the remote feature "socials", puts its buttons inline on Connect, and has ConnectSocials and ConnectingFarcaster', () => {
    const plugin = socials()
    expect(plugin.gate).toEqual({ key: 'socials', source: 'remote', default: true, value: [...SOCIAL_ORDER] })
    const [method] = plugin.contributes?.connectMethods ?? []
    expect(method).toMatchObject({ id: 'socials', method: 'social', label: 'Continue with a social account', view: 'ConnectSocials' })
    expect(typeof method?.section).toBe('function')
    expect(Object.keys(plugin.views ?? {})).toEqual(['ConnectSocials', 'ConnectingFarcaster'])
    expect(socials({ label: 'Social' }).contributes?.connectMethods?.[0]?.label).toBe('Social')
  })

  it('owns the rule of features.socials (issue 26): false or a list of its providers, refused otherwise naming the option', () => {
    expect(() => createTestHatch({ plugins: [socials()], features: { socials: ['google', 'x'] } }).destroy()).not.toThrow()
    expect(() => createTestHatch({ plugins: [socials()], features: { socials: ['myspace'] as never } })).toThrow(
      'Invalid option features.socials: must be false or an array of google, x, farcaster, discord, apple, github, facebook',
    )
    expect(() => createTestHatch({ plugins: [socials()], features: { socials: true as never } })).toThrow(/features\.socials: must be false or an array/)
  })

  it('is off in basic mode and on otherwise', () => {
    expect(createTestHatch({ plugins: [socials()] }).context.extensions.visible('connectMethods', 'eip155')).toEqual([])
    const on = createTestHatch({ plugins: [socials()], basic: false, features: {} })
    expect(on.context.extensions.visible('connectMethods', 'eip155').map((c) => c.id)).toEqual(['socials'])
  })

  it('without the embedded() adapter, the sign-in service is SERVICE_NOT_FOUND', async () => {
    const hatch = createTestHatch({ plugins: [socials()], basic: false })
    await expect(hatch.context.getService('embeddedWallet')).rejects.toMatchObject({ code: 'SERVICE_NOT_FOUND' })
  })
})

describe('the providers shown (spec §9 order, narrowed by the configuration)', () => {
  it('defaults to google, x, farcaster, discord, apple, github, facebook', () => {
    expect(SOCIAL_ORDER).toEqual(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
    expect(configuredSocials(undefined)).toEqual([...SOCIAL_ORDER])
    expect(configuredSocials(true)).toEqual([...SOCIAL_ORDER])
    // The project configuration's default list (spec §9 "default remote socials") comes back in the display order.
    expect(configuredSocials(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])).toEqual([...SOCIAL_ORDER])
  })

  it('a list narrows it; unknown ids are dropped', () => {
    expect(configuredSocials(['github', 'google', 'myspace'])).toEqual(['google', 'github'])
  })

  it("the host's features.socials list reaches the plugin through ctx.feature('socials'), kept as a list (issue 26 item 4)", () => {
    const hatch = createTestHatch({ plugins: [socials()], features: { socials: ['facebook', 'farcaster'] } })
    // Basic mode: the remote gate is off, and reads false.
    expect(hatch.context.feature('socials')).toBe(false)
    const live = createTestHatch({ plugins: [socials()], basic: false, features: { socials: ['facebook', 'farcaster'] } })
    expect(live.context.feature('socials')).toEqual(['facebook', 'farcaster'])
    expect(live.context.isFeatureEnabled('socials')).toBe(true)
    expect(configuredSocials(live.context.feature('socials'))).toEqual(['farcaster', 'facebook'])
    live.destroy()
  })
})

describe('spec §5 Discord rule and the frame error texts', () => {
  it('a Discord username ending in 0 loses that digit; other providers keep theirs', () => {
    expect(shownSocialUsername('discord', 'hedylamarr0')).toBe('hedylamarr')
    expect(shownSocialUsername('discord', 'radia')).toBe('radia')
    expect(shownSocialUsername('github', 'user0')).toBe('user0')
    expect(shownSocialUsername('google', null)).toBeNull()
  })

  it("reads the values of a catalogue text the frame filled in, so the page shows the secure site's words", async () => {
    // As the embedded adapter does: its entries registered with the instance, loaded before its runtime runs.
    registerErrorTexts(() => import('../../../../adapters/embedded/errorTexts.js'))
    await loadErrorTexts()
    expect(paramsFromMessage('SOCIAL_LOGIN_DENIED', 'You declined to sign in with Google')).toEqual({ provider: 'Google' })
    expect(paramsFromMessage('SOCIAL_PROVIDER_ERROR', 'GitHub could not sign you in: bad code: try again')).toEqual({
      provider: 'GitHub',
      reason: 'bad code: try again',
    })
    expect(paramsFromMessage('SOCIAL_FLOW_INVALID', 'This sign-in cannot be completed: it expired. Start again')).toEqual({ reason: 'it expired' })
    expect(paramsFromMessage('SOCIAL_LOGIN_DENIED', 'Something else')).toBeUndefined()
  })
})
