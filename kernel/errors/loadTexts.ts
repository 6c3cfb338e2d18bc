import type { ErrorTexts, TextsOnPage } from './textTypes.js'
import { laterTexts } from './laterTexts.js'

/**
 * Loads one batch of error texts into the page's (errorTexts.ts): the kernel's later texts (this
 * chunk brings them) and the plugin loaders pending when it starts. A plugin's text never replaces
 * one the page has (a kernel code keeps the kernel's). Fills the errors waiting for a text as it
 * arrives; rejects with the first failure once the others are in (a failed loader stays pending).
 */
export async function loadTexts(page: TextsOnPage): Promise<void> {
  const install = (more: ErrorTexts, replace?: boolean) => {
    for (const code in more) if (replace || !Object.hasOwn(page.texts, code)) page.texts[code] = more[code]!
  }
  const fill = () => {
    for (const entry of page.waiting) {
      const text = Object.hasOwn(page.texts, entry[0]) ? page.texts[entry[0]] : undefined
      if (text !== undefined) entry[1](text)
      // A code no loaded text has (an unregistered one) stays as it reads: its code.
      if (text !== undefined || !page.pending.length) page.waiting.delete(entry)
    }
  }
  if (!page.kernel) install(laterTexts, true)
  page.kernel = true
  fill()
  const batch = page.pending
  const results = await Promise.allSettled(batch.map((load) => load()))
  // Still to load: loaders registered meanwhile, and the batch's that failed.
  page.pending = page.pending.filter((load) => !batch.includes(load))
  let failure: PromiseRejectedResult | undefined
  for (const [i, result] of results.entries()) {
    if (result.status === 'fulfilled') install(result.value.default)
    else {
      page.pending.push(batch[i]!)
      failure ??= result
    }
  }
  fill()
  if (failure) throw failure.reason
}
