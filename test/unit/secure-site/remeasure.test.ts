/**
 * Issue 30 item 4 (Firefox): the approval prompt measures its frame afresh while the frame does not
 * count as visible, because Firefox can leave a cross-origin frame's IntersectionObserver with the
 * entry from before the page moved the frame into view, and Approve then never armed. It stops
 * once the frame counts as visible, so the arming delay is not restarted by its own measuring.
 */
import { describe, expect, it } from 'vitest'
import { remeasureWhile, REMEASURE_MS } from '../../../secure-site/frame/remeasure.js'
import { ManualTimers } from './manualTimers.js'

function observer() {
  const calls: string[] = []
  return { calls, observe: () => void calls.push('observe'), unobserve: () => void calls.push('unobserve') }
}
const target = {} as Element

describe('remeasureWhile', () => {
  it('re-observes the target every 250 ms while the last entry says not visible, and stops once it is', async () => {
    const clock = new ManualTimers()
    const io = observer()
    let visible = false
    remeasureWhile(io, target, () => !visible, clock)
    await clock.advance(REMEASURE_MS - 1)
    expect(io.calls).toEqual([])
    await clock.advance(1)
    expect(io.calls).toEqual(['unobserve', 'observe'])
    await clock.advance(REMEASURE_MS * 2)
    expect(io.calls).toHaveLength(6)
    visible = true
    await clock.advance(REMEASURE_MS * 4)
    expect(io.calls).toHaveLength(6)
    // Moved partly off screen again (the observer said so): measuring resumes.
    visible = false
    await clock.advance(REMEASURE_MS)
    expect(io.calls).toHaveLength(8)
  })

  it('does nothing more once stopped (the prompt is gone)', async () => {
    const clock = new ManualTimers()
    const io = observer()
    const stop = remeasureWhile(io, target, () => true, clock)
    await clock.advance(REMEASURE_MS)
    stop()
    await clock.advance(REMEASURE_MS * 10)
    expect(io.calls).toEqual(['unobserve', 'observe'])
  })
})
