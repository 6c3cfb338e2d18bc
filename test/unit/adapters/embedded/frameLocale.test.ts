// @vitest-environment happy-dom
/**
 * The page side of the secure frame's language (docs/secure-site.md "The frame's language"): the
 * frame URL names the modal's language as the host chose it (`setLocale`, else the `locale`
 * option; nothing when the host chose none), and a `setLocale` sends SET_LOCALE to the open frame,
 * against the scripted frame on a real MessageChannel. The frame's own side (which tag it accepts,
 * its texts) is test/unit/secure-site/frameTexts.test.ts and the browser test frameLanguage.test.ts.
 */
import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { embedded } from '../../../../adapters/embedded/index.js'
import { FrameClient } from '../../../../adapters/embedded/frameClient.js'
import { REQUEST_PAYLOADS } from '../../../../adapters/embedded/protocol/index.js'
import { createEmbeddedRuntime } from '../../../../adapters/embedded/runtime/createEmbeddedRuntime.js'
import type { EmbeddedOptions } from '../../../../adapters/embedded/options.js'
import { defineAdapter } from '../../../../kernel/contracts/defineAdapter.js'
import { definePlugin } from '../../../../kernel/contracts/definePlugin.js'
import type { EmbeddedRuntime } from '../../../../adapters/embedded/runtime/createEmbeddedRuntime.js'
import { createTestHatch, testNetworks } from '../../../fixtures/createTestHatch.js'
import { flush, scriptedFrames } from './scriptedFrame.js'

const ORIGIN = 'http://127.0.0.1:8787'

/** An instance with the host's `locale` option whose frame is open (a first request opened it). */
async function started(locale?: string) {
  const frames = scriptedFrames()
  const options: EmbeddedOptions = { secureSiteUrl: ORIGIN, timers: frames.timers }
  const adapter = defineAdapter({ ...embedded(options), load: async (ctx) => createEmbeddedRuntime(ctx, options, ORIGIN, { openFrame: frames.openFrame }) })
  // The frame opens only while e-mail login is on (a host gate: the tests run in basic mode).
  const gate = definePlugin({ id: 'email-gate', gate: { key: 'email', source: 'host', default: true } })
  const hatch = createTestHatch({ networks: [testNetworks.one], adapters: [adapter], plugins: [gate], ...(locale ? { locale } : {}) })
  await hatch.ready
  const runtime = (await hatch.context.getAdapter('eip155', 'embedded')) as EmbeddedRuntime
  const connected = runtime.core.request('IS_CONNECTED', {})
  await frames.settle()
  await connected
  const sent = () => frames.received.filter((r) => r.type === 'SET_LOCALE').map((r) => r.payload)
  return { hatch, frames, sent }
}

describe('the frame follows the modal’s language', () => {
  it('names the host’s locale option in the frame it opens, and each setLocale in SET_LOCALE', async () => {
    const { hatch, frames, sent } = await started('de')
    expect(frames.opened.map((s) => s.locale)).toEqual(['de'])
    hatch.setLocale('ar')
    await flush()
    hatch.setLocale('ar')
    await flush()
    // undefined: back to the option.
    hatch.setLocale(undefined)
    await flush()
    expect(sent()).toEqual([{ locale: 'ar' }, { locale: 'de' }])
    hatch.destroy()
  })

  it('names nothing while the host chose no language (the frame, like the modal, takes the browser’s)', async () => {
    const { hatch, frames, sent } = await started()
    expect(frames.opened.map((s) => s.locale)).toEqual([undefined])
    hatch.setLocale('pt')
    await flush()
    hatch.setLocale(undefined)
    await flush()
    expect(sent()).toEqual([{ locale: 'pt' }, {}])
    hatch.destroy()
  })

  it('puts the tag in the frame URL only when there is one', () => {
    const container = document.createElement('div')
    const withTag = new FrameClient({ secureOrigin: ORIGIN, projectId: 'p', chainId: 1, locale: 'zh-CN', container })
    const without = new FrameClient({ secureOrigin: ORIGIN, projectId: 'p', chainId: 1, container })
    expect(new URL(withTag.iframe.src).searchParams.get('locale')).toBe('zh-CN')
    expect(new URL(without.iframe.src).searchParams.has('locale')).toBe(false)
    withTag.destroy()
    without.destroy()
  })

  it('SET_LOCALE carries a tag only: no text, nothing but word characters and -, at most 64', () => {
    const ok = (payload: unknown) => v.safeParse(REQUEST_PAYLOADS.SET_LOCALE, payload).success
    expect([ok({}), ok({ locale: 'de' }), ok({ locale: 'zh-Hans-SG' }), ok({ locale: 'x'.repeat(64) })]).toEqual([true, true, true, true])
    expect([ok({ locale: 'Approve everything' }), ok({ locale: '<b>de</b>' }), ok({ locale: 'x'.repeat(65) }), ok({ locale: 'de', text: 'Approve' })]).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})
