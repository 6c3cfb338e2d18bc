// @vitest-environment happy-dom
/**
 * Issue 31 item 3, the frame's side of an export: the key shows inside the frame with the warning,
 * hides itself after 60 s (or on Done, or when the page aborts the request), and then no text of
 * it is left in the frame's document. The clock is moved by hand.
 */
import { describe, expect, it } from 'vitest'
import { REVEAL_HIDES_AFTER_MS, revealSecret } from '../../../secure-site/frame/secretReveal.js'
import { ManualTimers } from './manualTimers.js'

const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'

function reveal(signal = new AbortController().signal) {
  const clock = new ManualTimers()
  const root = document.createElement('div')
  document.body.replaceChildren(root)
  const heights: number[] = []
  let outcome: 'pending' | 'hidden' | Error = 'pending'
  const done = revealSecret(root, { title: 'Your private key', account: '0xabc', label: 'Private key (hex)', secret: KEY }, signal, {
    clock,
    onHeight: (h) => heights.push(h),
  }).then(
    () => (outcome = 'hidden'),
    (error: Error) => (outcome = error),
  )
  return { clock, root, heights, done, outcome: () => outcome }
}

describe('the exported key inside the frame', () => {
  it('shows the key, the account and the warning, and hides itself after 60 s, leaving no trace of the key', async () => {
    const { clock, root, heights, done, outcome } = reveal()
    expect(root.querySelector('h1')?.textContent).toBe('Your private key')
    expect(root.textContent).toContain(KEY)
    expect(root.textContent).toContain('Anyone who sees this key controls this wallet')
    expect(root.textContent).toContain('This key hides itself in 60 seconds.')
    await clock.advance(REVEAL_HIDES_AFTER_MS - 1)
    expect(outcome()).toBe('pending')
    expect(root.textContent).toContain(KEY)
    await clock.advance(1)
    await done
    expect(outcome()).toBe('hidden')
    expect(root.innerHTML).toBe('')
    expect(document.documentElement.outerHTML).not.toContain(KEY.slice(2))
    // The page's frame box is told the panel's height, then that it is gone.
    expect(heights.at(-1)).toBe(0)
  })

  it('Done hides it at once', async () => {
    const { root, done, outcome } = reveal()
    const doneButton = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Done')
    doneButton?.click()
    await done
    expect(outcome()).toBe('hidden')
    expect(root.innerHTML).toBe('')
  })

  it('an aborted request (the modal closed) hides it and rejects with the abort', async () => {
    const abort = new AbortController()
    const { root, done, outcome } = reveal(abort.signal)
    abort.abort()
    await done
    expect(outcome()).toMatchObject({ message: 'Request was aborted' })
    expect(root.innerHTML).toBe('')
  })
})
