import type { ReactNode } from 'react'
import type { Hatch } from '../../../kernel/createHatch.js'
import { HatchProvider } from '../../../ui/index.js'
import { renderInDom, settle, waitFor } from './renderInDom.js'

/** A logger that keeps a test's output to what it asserts (the remote configuration cannot be fetched in unit tests). */
export const quietLogger = { warn: () => undefined, error: () => undefined, info: () => undefined, debug: () => undefined }

/**
 * Mounts `hatch` under a `HatchProvider` (no idle prefetch) as a host page does, opens the modal
 * on `view` (or by the opening rules), and returns the modal's shadow root, the page's container
 * (holding `page`, default an empty span) and an unmount that also removes the modal's host element.
 */
export async function openInModal(
  hatch: Hatch,
  view?: string,
  page: ReactNode = <span />,
): Promise<{ root: ShadowRoot; container: HTMLElement; unmount: () => Promise<void> }> {
  const rendered = await renderInDom(
    <HatchProvider hatch={hatch} prefetch={false}>
      {page}
    </HatchProvider>,
  )
  const unmount = async () => {
    await rendered.unmount()
    document.querySelectorAll('hatch-modal').forEach((el) => el.remove())
  }
  try {
    await settle(() => (hatch.open as (options?: { view: string }) => void)(view ? { view } : undefined))
    return { root: await waitFor(() => document.querySelector('hatch-modal')?.shadowRoot, 'the modal'), container: rendered.container, unmount }
  } catch (error) {
    await unmount()
    throw error
  }
}

/** The dialog's first `role="status"` whose text is not the outlet's "Loading…" (which stands in while a view's chunk loads). */
export const viewStatus = (root: ShadowRoot, what: string) =>
  waitFor(() => [...root.querySelectorAll('[role="dialog"] [role="status"]')].find((el) => el.textContent && el.textContent !== 'Loading…'), what)
