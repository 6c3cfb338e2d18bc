import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'

// React reads this flag to allow act() outside a test renderer.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Renders `node` into a fresh container in the (happy-dom) document; returns it and an unmount. */
export async function renderInDom(node: ReactNode): Promise<{ container: HTMLElement; root: Root; unmount: () => Promise<void> }> {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => root.render(node))
  return {
    container,
    root,
    unmount: async () => {
      await act(async () => root.unmount())
      container.remove()
    },
  }
}

/** Runs `fn` inside act() and lets lazy chunks and effects settle. */
export async function settle(fn: () => void | Promise<void> = () => undefined): Promise<void> {
  await act(async () => {
    await fn()
  })
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10))
    })
  }
}

/** Lets React work until `check` returns a value (lazy chunks take a moment on first import). */
export async function waitFor<T>(check: () => T | null | undefined, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = check()
    if (value !== null && value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`)
    await settle()
  }
}

/**
 * Waits up to `count` event-loop turns (setImmediate, React's own scheduler tick in Node) for
 * `until`, and returns the turn it held on (-1 if never): no wall-clock time passes on purpose, so
 * a test can say "within one frame" without a timer.
 */
export async function turns(count: number, until: () => unknown): Promise<number> {
  for (let turn = 1; turn <= count; turn++) {
    await new Promise((resolve) => setImmediate(resolve))
    if (until()) return turn
  }
  return -1
}
