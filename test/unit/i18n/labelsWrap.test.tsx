// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { scenes, walkViews, type ShownScene } from './walkViews.js'

// Issue 25 item 7: in Russian, Ukrainian and Thai the Buy quote's labels ended in "…". A label the
// product writes wraps; it is never cut. (A name or address from a wallet or service may still be
// shortened with "…": that is data, not a label.)

/** The product's texts of a scene shown in an element that cuts its text (text-overflow: ellipsis, or no wrapping with the overflow hidden). */
function cutLabels(shown: ShownScene): string[] {
  const cut: string[] = []
  for (const { text, where, element } of shown.texts) {
    const words = shown.data.reduce((rest, item) => rest.split(item).join(' '), text).replace(/0x[0-9a-fA-F]+(…[0-9a-fA-F]+)?/g, ' ')
    if (where !== 'text' || !/\p{L}/u.test(words)) continue
    for (let e: Element | null = element; e; e = e.parentElement) {
      const style = getComputedStyle(e)
      // Read to screen readers only (the 1 px box of visuallyHidden): nothing is shown to cut.
      if (style.width === '1px' && style.height === '1px') break
      if (style.textOverflow === 'ellipsis' || (style.whiteSpace === 'nowrap' && style.overflow === 'hidden')) {
        cut.push(
          `${shown.scene.name}: ${JSON.stringify(text)} (${style.textOverflow === 'ellipsis' ? 'text-overflow: ellipsis' : 'white-space: nowrap; overflow: hidden'})`,
        )
        break
      }
    }
  }
  return cut
}

describe('labels wrap, never end in "…"', () => {
  it.each(['ru', 'uk'])(
    '%s: the Buy view (its quote’s labels)',
    async (tag) => {
      const found: string[] = []
      const buy = scenes.filter((scene) => scene.view === 'onramp/buy')
      await walkViews(tag, (shown) => void found.push(...cutLabels(shown)), buy)
      expect(found).toEqual([])
    },
    60_000,
  )

  it('th: every view', async () => {
    const found: string[] = []
    await walkViews('th', (shown) => void found.push(...cutLabels(shown)))
    expect(found).toEqual([])
  }, 180_000)
})
