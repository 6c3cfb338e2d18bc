/**
 * What the socials e2e tests share: the sandbox demo page (embedded adapter, e-mail and socials
 * plugins, its own secure site on another origin), the six sandbox providers' consent pages and
 * one seeded person per provider, and the steps of a social sign-in through the modal.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { demoField, demoUrl, sandbox } from '../email/emailStack.js'

export { demoField, demoUrl, sandbox }

/** A popup provider, its name on the buttons, and people its sandbox consent page lists. */
export interface SandboxProvider {
  id: 'google' | 'x' | 'discord' | 'apple' | 'github' | 'facebook'
  name: string
  /** The person signed in with in the tests (visible name on the consent page). */
  person: string
  /** The handle the Account view shows for `person` (spec §5's Discord rule applied), if the provider gives one. */
  shownUsername?: string
}

/** The six providers (sandbox/oauth/providers.ts), in spec §9's order. */
export const PROVIDERS: readonly SandboxProvider[] = [
  { id: 'google', name: 'Google', person: 'Ada Lovelace' },
  { id: 'x', name: 'X', person: 'Frances Allen', shownUsername: 'fallen' },
  { id: 'discord', name: 'Discord', person: 'Hedy Lamarr', shownUsername: 'hedylamarr' },
  { id: 'apple', name: 'Apple', person: 'Katherine Johnson' },
  { id: 'github', name: 'GitHub', person: 'Margaret Hamilton', shownUsername: 'mhamilton' },
  { id: 'facebook', name: 'Facebook', person: 'Annie Easley', shownUsername: 'Annie Easley' },
]

/** Spec §9's order of the buttons, as their names read. */
export const DEFAULT_BUTTONS = ['Google', 'X', 'Farcaster', 'Discord', 'Apple', 'GitHub', 'Facebook'].map((name) => `Continue with ${name}`)

export const dialog = (page: Page) => page.getByRole('dialog')

/** A provider's button in the open modal. */
export const providerButton = (page: Page, name: string) => dialog(page).getByRole('button', { name: `Continue with ${name}`, exact: true })

/** The names of the social buttons the modal shows, in order. */
export async function socialButtons(page: Page): Promise<string[]> {
  const section = dialog(page).getByRole('region', { name: 'Log in with a social account' })
  await section.waitFor({ timeout: 20_000 })
  return section.getByRole('button').evaluateAll((buttons) => buttons.map((b) => (b.textContent ?? '').trim()))
}

/** Opens the modal on Connect and waits for the social buttons. */
export async function openConnect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('region', { name: 'Log in with a social account' }).waitFor({ timeout: 20_000 })
}

/**
 * Clicks a provider's button and answers its consent page in the popup it opened: `choose` is a
 * person's visible name, or 'Deny'. Resolves once the popup closed (or, for Deny, was answered).
 */
export async function answerPopup(page: Page, provider: SandboxProvider, choose: string): Promise<Page> {
  const [popup] = await Promise.all([page.waitForEvent('popup', { timeout: 20_000 }), providerButton(page, provider.name).click()])
  await popup.getByRole('heading', { name: `Sign in with ${provider.name}` }).waitFor({ timeout: 20_000 })
  await popup.getByRole('button', { name: choose === 'Deny' ? 'Deny' : new RegExp(`^Continue as ${choose}`) }).click()
  return popup
}

/** Signs in with `provider` as `person` from a page on Connect; resolves with the address once connected. */
export async function signIn(page: Page, provider: SandboxProvider, person = provider.person): Promise<string> {
  const popup = await answerPopup(page, provider, person)
  await popup.waitForEvent('close', { timeout: 20_000 }).catch(() => undefined)
  await expect.poll(() => demoField(page, 'Status'), { timeout: 30_000 }).toBe('connected')
  const address = await demoField(page, 'Address')
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return address
}

/** A new page of the demo in `context`. */
export async function demoPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await page.goto(demoUrl())
  return page
}
