import type { LocaleTag } from '../../kernel/locales/localeTags.js'
import { fillPlaceholders } from '../../kernel/locales/fillPlaceholders.js'
import { isPlainMessage } from '../../kernel/locales/plainMessage.js'
import { frameTexts, type FrameTextId, type FrameTexts } from './texts/en.js'

/** A text's values: data shown as it is (addresses, amounts, origins), counts as numbers. */
export type TextValues = Readonly<Record<string, string | number>>

/** The language the frame's texts are in now (English until frameLanguage.ts loads another). */
let shown: { tag: LocaleTag; texts: FrameTexts } = { tag: 'en', texts: frameTexts }

type Formatter = typeof import('intl-messageformat')
let formatter: Formatter | undefined
let loading: Promise<Formatter> | undefined

/** Puts the frame's texts in `tag` (its texts, one per id of English): every text made from now on is in it. */
export function showTexts(tag: LocaleTag, texts: FrameTexts): void {
  shown = { tag, texts }
}

/** The language the frame's texts are in. */
export function textLanguage(): LocaleTag {
  return shown.tag
}

/**
 * One of the frame's texts in its language, `{name}` placeholders filled. A text with a plural
 * needs the ICU formatter: before {@link countedTextsReady} has loaded it, the English text stands
 * in (a unit test keeps every text but the counted ones plain in every language, and those plain
 * in English but one, `twoStep.attemptsLeft`, which is only ever made with {@link textWithCount}).
 */
export function text(id: FrameTextId, values: TextValues = {}): string {
  const template = shown.texts[id]
  // Plain texts (only `{name}` placeholders) are filled here, as `intl-messageformat` would, without loading it.
  if (isPlainMessage(template)) return fillPlaceholders(template, values)
  if (formatter) return String(new formatter.IntlMessageFormat(template, shown.tag, undefined, { ignoreTag: true }).format(values))
  return fillPlaceholders(frameTexts[id], values)
}

/**
 * Loads `intl-messageformat` (a chunk of its own) when one of the texts `ids` holds a plural in the
 * frame's language, so that {@link text} can format them; at once when none does.
 */
export async function countedTextsReady(...ids: FrameTextId[]): Promise<void> {
  if (formatter || ids.every((id) => isPlainMessage(shown.texts[id]))) return
  loading ??= import('intl-messageformat').then(
    (module) => (formatter = module),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  await loading
}

/** The same text as {@link text}, once the formatter its plural needs (if any) has loaded. */
export async function textWithCount(id: FrameTextId, values: TextValues): Promise<string> {
  await countedTextsReady(id)
  return text(id, values)
}

/** A character no text holds, to split a text around a value shown as an element of its own. */
const MARK = '\uE000'

/**
 * A text split around its placeholder `name` (filled with the other `values`): what comes before
 * and after the value, which the view shows as an element of its own, isolated from the text
 * around it (an origin in an Arabic sentence reads left to right, whole).
 */
export function textAround(id: FrameTextId, name: string, values: TextValues = {}): [before: string, after: string] {
  const [before = '', after = ''] = text(id, { ...values, [name]: MARK }).split(MARK)
  return [before, after]
}
