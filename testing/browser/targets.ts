/** The page shapes `installTestWallets` accepts, described structurally so no test runner is a dependency. */

/** A Playwright `Page` (what `installTestWallets` uses of it). */
export interface PlaywrightPageLike {
  addInitScript(script: { content: string }): Promise<unknown>
  evaluate<R, A>(fn: (arg: A) => R, arg: A): Promise<R>
  url(): string
}

/** A Puppeteer `Page` (what `installTestWallets` uses of it). */
export interface PuppeteerPageLike {
  evaluateOnNewDocument(script: string): Promise<unknown>
  url(): string
}

/** Where test wallets can be installed: a Playwright or Puppeteer page, or a page's own `window`. */
export type TestWalletTarget = PlaywrightPageLike | PuppeteerPageLike | Window

export const isPlaywrightPage = (target: unknown): target is PlaywrightPageLike =>
  typeof (target as PlaywrightPageLike | null)?.addInitScript === 'function' && typeof (target as PlaywrightPageLike).url === 'function'

export const isPuppeteerPage = (target: unknown): target is PuppeteerPageLike =>
  typeof (target as PuppeteerPageLike | null)?.evaluateOnNewDocument === 'function' && typeof (target as PuppeteerPageLike).url === 'function'

export const isWindow = (target: unknown): target is Window =>
  typeof target === 'object' && target !== null && (target as Window).window === target && typeof (target as Window).location?.origin === 'string'

/** A description of a value for an error message: its constructor's name or its type. */
export function describeTarget(target: unknown): string {
  if (target === null) return 'null'
  if (typeof target !== 'object') return typeof target
  return target.constructor?.name ?? 'an object'
}
