import { shippedTag } from '../../kernel/locales/localeTags.js'
import { applyFrameLanguage } from './frameLanguage.js'

/**
 * The language of one of the frame's own windows (the secure approval window, the passkey window):
 * the frame's, which it names in the window's URL (`?lang=de`). Only a shipped tag counts; anything
 * else, or a chunk that does not load, shows English.
 */
export async function windowLanguage(doc: Document, search: string): Promise<void> {
  const tag = shippedTag(new URLSearchParams(search).get('lang'))
  if (tag) await applyFrameLanguage(doc, tag).catch(() => undefined)
}
