/**
 * Shared set-up of the e-mail capture (DataCapture) end-to-end tests: the demo page on a project
 * whose remote configuration (served by the sandbox catalogue) has `emailCapture` on or off, the
 * view as a visitor finds it (by role and name), and what the sandbox data service stored.
 */
import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { createSandboxAdmin, type SandboxAdmin } from '../../../sandbox/index.js'

export function admin(): SandboxAdmin {
  return createSandboxAdmin(inject('sandbox').urls.admin)
}

/** The demo page (its own wallets off), with extra query parameters (`emailCapture=on`, `siwx=required` …). */
export function demoUrl(query = ''): string {
  const demo = inject('sandbox').urls.demo
  if (!demo) throw new Error('the sandbox was started without its demo host')
  return `${demo}/?testWallets=off${query ? `&${query}` : ''}`
}

/** An init script that gives the demo page `projectId`, so the project's remote configuration decides the gate. */
export function useProject(projectId: string): string {
  return `(() => { let config; Object.defineProperty(window, '__HATCH_SANDBOX__', { configurable: true,
    get: () => config, set: (value) => { config = { ...value, projectId: ${JSON.stringify(projectId)} } } }) })()`
}

/** A project of the test's own with the remote `emailCapture` feature on or off. */
export async function captureProject(projectId: string, on: boolean): Promise<string> {
  await admin().setProject(projectId, { features: [{ id: 'emailCapture', isEnabled: on, config: null }] })
  return projectId
}

/** DataCapture's parts. */
export const capture = {
  heading: (page: Page) => page.getByRole('dialog').getByRole('heading', { name: 'Stay Updated' }),
  field: (page: Page) => page.getByRole('dialog').getByRole('textbox', { name: 'Email address' }),
  continue: (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Continue', exact: true }),
  skip: (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Skip', exact: true }),
  alert: (page: Page, text: string) => page.getByRole('dialog').getByRole('alert').filter({ hasText: text }),
}

/** What the sandbox data service stored for `address` in `projectId` (read through the admin service). */
export async function storedCaptures(projectId: string, address: string): Promise<{ email: string; address: string; chainId: string; origin?: string }[]> {
  const query = new URLSearchParams({ projectId, address })
  const response = await fetch(`${inject('sandbox').urls.admin}/sandbox/email-captures?${query}`)
  if (!response.ok) throw new Error(`GET /sandbox/email-captures: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { captures: { email: string; address: string; chainId: string; origin?: string }[] }).captures
}

/** `expect.poll` with room for a loaded machine (two cores shared by browsers and chains). */
export function eventually<T>(read: () => T | Promise<T>): ReturnType<typeof expect.poll<T>> {
  return expect.poll(read, { timeout: 15_000, interval: 100 })
}

/** Whether the element focused inside the modal's shadow root is the e-mail field. */
export function fieldFocused(page: Page): Promise<boolean> {
  return capture.field(page).evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)
}
