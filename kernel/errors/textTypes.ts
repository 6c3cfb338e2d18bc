/** English error texts by code: a chunk of the kernel's catalogue, or a plugin's entries. */
export type ErrorTexts = Readonly<Record<string, string>>

/** Loads a plugin's error texts (a descriptor's `errors`): a module whose default export is its texts, `() => import('./errorTexts.js')`. */
export type ErrorTextsLoader = () => Promise<{ default: ErrorTexts }>

/** What the page has of the error texts; errorTexts.ts holds it, the loader (loadTexts.ts, loaded with the texts) completes it. */
export interface TextsOnPage {
  /** The texts by code: the early ones at first. */
  readonly texts: Record<string, string>
  /** Whether the kernel's later texts (laterTexts.ts) arrived. */
  kernel: boolean
  /** Registered plugin loaders whose texts have not arrived. */
  pending: ErrorTextsLoader[]
  /** Errors created before their text arrived: their code and what fills them. */
  readonly waiting: Set<[string, (text: string) => void]>
}
