/**
 * What the person-like helpers use of a Playwright `Page` and `Locator` (structural, so
 * playwright-core stays the test's own dependency). Puppeteer pages have no role queries: drive
 * the same labels with its `::-p-aria(...)` selectors instead.
 */
export interface RoleQuery {
  name?: string | RegExp
  exact?: boolean
}

export interface LocatorLike {
  click(): Promise<void>
  fill(value: string): Promise<void>
  waitFor(options?: { timeout?: number }): Promise<void>
  getByRole(role: string, options?: RoleQuery): LocatorLike
  first(): LocatorLike
}

export interface RolePageLike {
  goto(url: string): Promise<unknown>
  getByRole(role: string, options?: RoleQuery): LocatorLike
  getByLabel(text: string, options?: { exact?: boolean }): LocatorLike
  getByText(text: string | RegExp, options?: { exact?: boolean }): LocatorLike
}

/** `text` as a RegExp source matching it literally. */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
