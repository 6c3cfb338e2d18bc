import { Suspense, useDeferredValue, type ComponentType } from 'react'
import type { ConnectMethodContribution } from '../../../kernel/contracts/extensions.js'
import { preloadable, usePreloaded, type Preloadable } from '../../provider/preloadable.js'
import { MethodLinkSection } from './MethodLinkSection.js'

type Contribution = Pick<ConnectMethodContribution, 'section'>

/** What a section module loads to: its component, or `null` when it failed (the link stands in). */
const sections = new WeakMap<Contribution, Preloadable<ComponentType | null>>()

function sectionOf(method: Contribution, load: NonNullable<Contribution['section']>): Preloadable<ComponentType | null> {
  let section = sections.get(method)
  if (!section) {
    section = preloadable(async () => {
      try {
        const module = await load()
        if (typeof module.default === 'function' || typeof module.default === 'object') return module.default as ComponentType
      } catch {
        // Falls back to the link.
      }
      return null
    })
    sections.set(method, section)
  }
  return section
}

/**
 * A connect method a plugin renders inline on Connect (its `section`, e.g. the social buttons).
 * While its module loads, and if it fails to load, the plain link to the method's view stands in,
 * so the method is never missing. The section replaces the link as soon as it arrives (no Suspense
 * reveal throttle). A section not loaded yet starts loading in React's deferred render after the
 * one that shows the view, so the click that opens Connect shows the wallet list first.
 */
export function ContributedSection({ method, kind, label, onSelect }: { method: Contribution; kind: string; label: string; onSelect: () => void }) {
  const load = method.section
  const section = load ? sectionOf(method, load) : undefined
  // False in the render that shows the view, true in React's deferred render after it.
  const deferred = useDeferredValue(true, false)
  const Section = usePreloaded(deferred || section?.peek() ? section : undefined)
  const link = <MethodLinkSection method={kind} label={label} onSelect={onSelect} />
  if (!Section) return link
  return (
    <Suspense fallback={link}>
      <Section />
    </Suspense>
  )
}
