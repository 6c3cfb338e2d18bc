// @vitest-environment happy-dom
/**
 * The secure frame stays over the box of the view that shows it. When one view's box lets go after
 * another took over (a view replaced by the same view, in whatever order React runs the effects),
 * the frame must come back over the box still holding it, not stay hidden under a visible prompt.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { keepFrameOver } from '../../../../adapters/embedded/runtime/frameOverlay.js'
import { HIDDEN_FRAME } from '../../../../adapters/embedded/runtime/embeddedCore.js'

let frames: FrameRequestCallback[] = []
beforeEach(() => {
  frames = []
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  vi.stubGlobal('cancelAnimationFrame', () => undefined)
})
afterEach(() => vi.unstubAllGlobals())

/** Runs the callbacks queued for the next animation frame. */
const nextFrame = () => {
  const due = frames.splice(0)
  for (const callback of due) callback(0)
}

const boxAt = (top: number) => {
  const box = document.createElement('div')
  box.getBoundingClientRect = () => ({ top, left: 20, width: 360, height: 320, right: 380, bottom: top + 320, x: 20, y: top, toJSON: () => ({}) })
  return box
}

it('puts the frame over the box, follows it, and hides it when let go', () => {
  const frame = document.createElement('iframe')
  frame.style.cssText = HIDDEN_FRAME
  const box = boxAt(100)
  const stop = keepFrameOver(frame, box)
  expect([frame.style.visibility, frame.style.top, frame.style.height]).toEqual(['visible', '100px', '320px'])
  box.getBoundingClientRect = boxAt(140).getBoundingClientRect
  nextFrame()
  expect(frame.style.top).toBe('140px')
  stop()
  expect([frame.style.visibility, frame.style.width]).toEqual(['hidden', '0px'])
})

it('shows the frame again over the box still holding it when an earlier box lets go late', () => {
  const frame = document.createElement('iframe')
  frame.style.cssText = HIDDEN_FRAME
  const leaving = keepFrameOver(frame, boxAt(100))
  const staying = keepFrameOver(frame, boxAt(100))
  leaving()
  expect(frame.style.visibility).toBe('hidden')
  nextFrame()
  expect([frame.style.visibility, frame.style.top, frame.style.pointerEvents]).toEqual(['visible', '100px', 'auto'])
  staying()
})

it('is cut to what the scrolling body shows, so it never covers the modal header; marked as the dialog’s while shown', () => {
  // A body showing 150–450 px (below the modal's header), scrolled so the box starts above it.
  const body = document.createElement('div')
  body.style.overflowY = 'auto'
  body.getBoundingClientRect = () => ({ top: 150, left: 20, width: 360, height: 300, right: 380, bottom: 450, x: 20, y: 150, toJSON: () => ({}) })
  const box = boxAt(100)
  body.append(box)
  document.body.append(body)
  const frame = document.createElement('iframe')
  const stop = keepFrameOver(frame, box)
  expect(frame.style.clipPath).toMatch(/^inset\(50px 0(px)? 0px 0(px)?\)$/)
  expect(frame.hasAttribute('data-hatch-overlay')).toBe(true)
  // Wholly in view: not cut (the frame arms Approve only while it is wholly visible).
  box.getBoundingClientRect = boxAt(120).getBoundingClientRect
  body.getBoundingClientRect = () => ({ top: 100, left: 20, width: 360, height: 400, right: 380, bottom: 500, x: 20, y: 100, toJSON: () => ({}) })
  nextFrame()
  expect(frame.style.clipPath).toBe('')
  stop()
  expect(frame.hasAttribute('data-hatch-overlay')).toBe(false)
  body.remove()
})
