// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { preloadable, usePreloaded, type Preloadable } from '../../../../ui/provider/preloadable.js'
import { renderInDom, settle } from '../renderInDom.js'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

function Shows({ module, onRendered }: { module: Preloadable<string>; onRendered?: () => void }) {
  const text = usePreloaded(module)
  onRendered?.()
  return <p>{text ?? 'Loading…'}</p>
}

describe('usePreloaded', () => {
  it('shows the module once it arrives', async () => {
    let release: (value: string) => void = () => undefined
    const module = preloadable(() => new Promise<string>((resolve) => (release = resolve)))
    const view = await renderInDom(<Shows module={module} />)
    cleanups.push(view.unmount)
    expect(view.container.textContent).toBe('Loading…')
    await settle(() => release('The view'))
    expect(view.container.textContent).toBe('The view')
  })

  it('re-renders when the module arrived between the render and its effect (the prefetch finishing as the modal opens)', async () => {
    // peek() is empty while the first render reads it and full by the time its effect runs.
    let rendered = false
    const module: Preloadable<string> = { peek: () => (rendered ? 'The view' : undefined), load: () => Promise.resolve('The view') }
    const view = await renderInDom(<Shows module={module} onRendered={() => void (rendered = true)} />)
    cleanups.push(view.unmount)
    await settle()
    expect(view.container.textContent).toBe('The view')
  })
})
