/**
 * Issue 28 item 1, the frame's side: Approve arms only after the checks have held, unchanged, for
 * the whole 700 ms (every change starts the delay again), and only when the prompt is laid out
 * whole inside the frame's viewport. Long details show "Show all" and never cut an address or a
 * number. The clock is moved by hand.
 */
import { describe, expect, it } from 'vitest'
import { ArmingGate } from '../../../secure-site/frame/armingGate.js'
import { heightToTell, MIN_PROMPT_WIDTH, promptFits, wholeInView, type LaidOutPart } from '../../../secure-site/frame/promptLayout.js'
import { shortened, SHOWN_CHARS } from '../../../secure-site/frame/signDisplay.js'
import { ManualTimers } from './manualTimers.js'

function gate() {
  const clock = new ManualTimers()
  const states: string[] = []
  const g = new ArmingGate(700, clock, (armed, reason) => states.push(armed ? 'armed' : (reason ?? 'waiting')))
  return { clock, g, states }
}

describe('ArmingGate', () => {
  it('arms 700 ms after the checks pass, not a millisecond before', async () => {
    const { clock, g } = gate()
    g.report(undefined)
    await clock.advance(699)
    expect(g.isArmed).toBe(false)
    await clock.advance(1)
    expect(g.isArmed).toBe(true)
  })

  it('disarms at once on any change of size or position, and waits the full 700 ms again', async () => {
    const { clock, g, states } = gate()
    g.report(undefined)
    await clock.advance(700)
    expect(g.isArmed).toBe(true)
    g.changed()
    expect(g.isArmed).toBe(false)
    await clock.advance(600)
    g.changed() // moved again before the delay was over
    await clock.advance(600)
    expect(g.isArmed).toBe(false)
    await clock.advance(100)
    expect(g.isArmed).toBe(true)
    expect(states).toEqual(['waiting', 'armed', 'waiting', 'waiting', 'armed'])
  })

  it('stays disarmed while a check fails, and says which', async () => {
    const { clock, g, states } = gate()
    g.report('too-small')
    await clock.advance(5_000)
    expect(g.isArmed).toBe(false)
    g.report('not-visible')
    await clock.advance(5_000)
    expect(g.isArmed).toBe(false)
    expect(states).toEqual(['too-small', 'not-visible'])
    g.report(undefined)
    g.stop()
    await clock.advance(5_000)
    expect(g.isArmed).toBe(false)
  })
})

const part = (top: number, bottom: number, extra: Partial<LaidOutPart> = {}): LaidOutPart => ({
  top,
  bottom,
  left: 16,
  right: 300,
  scrollHeight: bottom - top,
  clientHeight: bottom - top,
  scrollWidth: 284,
  clientWidth: 284,
  ...extra,
})

describe('promptFits', () => {
  const viewport = { width: 480, height: 420 }
  it('holds when every part is whole inside the viewport', () => {
    expect(promptFits(viewport, [part(16, 42), part(60, 80), part(300, 340)])).toBe(true)
  })
  it('fails for a part below the viewport (a 150 px frame: the buttons and details out of view)', () => {
    expect(promptFits({ width: 480, height: 150 }, [part(16, 42), part(160, 200)])).toBe(false)
  })
  it('fails for a part scrolled above it, or pushed off its left edge', () => {
    expect(promptFits(viewport, [part(-30, -4), part(60, 80)])).toBe(false)
    expect(promptFits(viewport, [part(16, 42, { left: -10 })])).toBe(false)
  })
  it('fails for a collapsed part, or one that holds more than it shows', () => {
    expect(promptFits(viewport, [part(60, 60)])).toBe(false)
    expect(promptFits(viewport, [part(60, 80, { scrollHeight: 400, clientHeight: 20 })])).toBe(false)
    expect(promptFits(viewport, [part(60, 80, { scrollWidth: 600 })])).toBe(false)
  })
  it(`fails for a frame narrower than ${MIN_PROMPT_WIDTH} px (a 120 px frame showing one button)`, () => {
    expect(promptFits({ width: 120, height: 420 }, [part(16, 42, { right: 110 })])).toBe(false)
    expect(promptFits({ width: MIN_PROMPT_WIDTH, height: 420 }, [part(16, 42, { right: 200 })])).toBe(true)
  })
})

describe('wholeInView', () => {
  const rect = (width: number, height: number) => ({ width, height }) as DOMRectReadOnly
  it('holds for a frame wholly on screen, at fractional coordinates too (ratio 0.998)', () => {
    expect(wholeInView({ isIntersecting: true, boundingClientRect: rect(360, 320), intersectionRect: rect(360, 320) })).toBe(true)
    expect(wholeInView({ isIntersecting: true, boundingClientRect: rect(360, 320), intersectionRect: rect(359.6875, 319.578125) })).toBe(true)
  })
  it('fails for a frame partly off screen or clipped (left:-330px, a clip-path box)', () => {
    expect(wholeInView({ isIntersecting: true, boundingClientRect: rect(480, 420), intersectionRect: rect(150, 420) })).toBe(false)
    expect(wholeInView({ isIntersecting: true, boundingClientRect: rect(480, 420), intersectionRect: rect(180, 55) })).toBe(false)
    expect(wholeInView({ isIntersecting: false, boundingClientRect: rect(480, 420), intersectionRect: rect(0, 0) })).toBe(false)
  })
})

describe('shortened ("Show all")', () => {
  it('leaves short values, addresses and numbers whole', () => {
    expect(shortened('Hello')).toBeUndefined()
    expect(shortened('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBeUndefined()
    const max = (2n ** 256n - 1n).toString()
    expect(shortened(`${max} (unlimited)`, 20)).toBeUndefined()
    expect(shortened('1234567890123 ETH', 5)).toBeUndefined()
  })
  it('cuts a long text with a mark, never inside an address or a number', () => {
    const address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    const text = `${'a'.repeat(SHOWN_CHARS - 10)} pay ${address} now ${'b'.repeat(100)}`
    const cut = shortened(text)!
    expect(cut.endsWith('…')).toBe(true)
    expect(cut).not.toContain('0xA0b8')
    expect(text.startsWith(cut.slice(0, -1))).toBe(true)
    const digits = `${'c'.repeat(SHOWN_CHARS - 3)}123456789 more`
    expect(shortened(digits)).toBe(`${'c'.repeat(SHOWN_CHARS - 3)}…`)
  })
  it('cuts long call data, which "Show all" shows whole', () => {
    const data = `0xa9059cbb${'ab'.repeat(300)}`
    const cut = shortened(data)!
    expect(cut.length).toBeLessThanOrEqual(SHOWN_CHARS + 1)
    expect(data.startsWith(cut.slice(0, -1))).toBe(true)
  })
})

describe("the prompt's height told to the page (PROMPT_HEIGHT)", () => {
  it('tells nothing while the frame is too narrow to lay the prompt out, then its height at the width the page gave', () => {
    const none = { width: 0, height: 0 }
    expect(heightToTell(none, 0, 4_812)).toBeUndefined()
    expect(heightToTell(none, MIN_PROMPT_WIDTH - 1, 900)).toBeUndefined()
    expect(heightToTell(none, 330, 609)).toBe(609)
  })

  it('at one width tells only growth (a shorter status line never shrinks the frame back and forth); a new width starts again', () => {
    const told = { width: 330, height: 609 }
    expect(heightToTell(told, 330, 591)).toBeUndefined()
    expect(heightToTell(told, 330, 609)).toBeUndefined()
    expect(heightToTell(told, 330, 627)).toBe(627)
    expect(heightToTell(told, 480, 520)).toBe(520)
  })
})
