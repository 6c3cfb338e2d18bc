/**
 * Shared set-up of the sign-in (SIWX) end-to-end tests: the demo page with `?siwx=required|optional`,
 * the sign-in view as a visitor finds it (by role and name), and the sessions the sandbox's data
 * service holds, read over HTTP as the page's origin would.
 */
import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { verifySiwxSession, type SiwxSession } from '../../../plugins/siwx/server/index.js'

/** The demo page with sign-in on (`required` or `optional`); `testWallets=off` leaves only the test's wallets. */
export function siwxDemoUrl(mode: 'required' | 'optional'): string {
  const demo = inject('sandbox').urls.demo
  if (!demo) throw new Error('the sandbox was started without its demo host')
  return `${demo}/?testWallets=off&siwx=${mode}`
}

/** The sign-in view's parts. */
export const signIn = {
  heading: (page: Page) => page.getByRole('dialog').getByRole('heading', { name: 'Sign In' }),
  message: (page: Page) => page.getByRole('region', { name: 'Message to sign' }),
  sign: (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Sign', exact: true }),
  cancel: (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }),
  close: (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }),
}

/**
 * `expect.poll` with room for a loaded machine: the default 1 s is too short for a wallet round trip
 * plus the data service's signature check when two browsers and the chains share two cores.
 */
export function eventually<T>(read: () => T | Promise<T>): ReturnType<typeof expect.poll<T>> {
  return expect.poll(read, { timeout: 15_000, interval: 100 })
}

/** Waits for SIWXSignMessage with a message ready to sign; returns the message text shown. */
export async function waitForSignIn(page: Page): Promise<string> {
  await signIn.heading(page).waitFor({ state: 'visible' })
  await signIn.message(page).waitFor({ state: 'visible' })
  await eventually(() => signIn.sign(page).isEnabled()).toBe(true)
  return (await signIn.message(page).textContent()) ?? ''
}

/**
 * Sessions the sandbox data service holds for `address` on `chainId`, asked as the demo page's
 * origin asks (a session belongs to the site that made it).
 */
export async function sandboxSessions(address: string, chainId: string): Promise<SiwxSession[]> {
  const info = inject('sandbox')
  const demo = new URL(info.urls.demo as string)
  const query = new URLSearchParams({ projectId: info.projectId, st: 'e2e', sv: 'e2e', chainId })
  const response = await fetch(`${info.urls.data}/v1/sessions/${encodeURIComponent(address)}?${query}`, { headers: { origin: demo.origin } })
  if (!response.ok) throw new Error(`GET /v1/sessions/${address}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { sessions: SiwxSession[] }).sessions
}

/** Checks a session the sandbox holds with the server verifier, as a host backend would: for the demo's domain, this address and network. */
export async function verifiedBySandbox(session: SiwxSession, address: string, chainId: string) {
  const info = inject('sandbox')
  const demo = new URL(info.urls.demo as string)
  // The chains' nodes, so a contract account (the embedded smart account: ERC-1271, ERC-6492) is checked too.
  const rpcUrls = Object.fromEntries(
    info.networks.filter((n) => n.caipNetworkId.startsWith('eip155:')).map((n) => [n.caipNetworkId, n.rpcUrls.default.http[0] as string]),
  )
  return verifySiwxSession(session, { domain: demo.host, uriPrefix: demo.origin, address, chainId, rpcUrls })
}

/** Whether the modal dialog is open. */
export function dialogOpen(page: Page): Promise<boolean> {
  return page.getByRole('dialog').isVisible()
}
