import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import type { ConnectMethodContribution } from '../../../kernel/contracts/extensions.js'
import { MethodLinkSection } from './MethodLinkSection.js'

type Contribution = Pick<ConnectMethodContribution, 'section'>

const sections = new WeakMap<Contribution, LazyExoticComponent<ComponentType>>()

/**
 * A connect method a plugin renders inline on Connect (its `section`, e.g. the social buttons).
 * While its module loads, and if it fails to load, the plain link to the method's view stands in,
 * so the method is never missing.
 */
export function ContributedSection({ method, kind, label, onSelect }: { method: Contribution; kind: string; label: string; onSelect: () => void }) {
  const load = method.section
  if (!load) return <MethodLinkSection method={kind} label={label} onSelect={onSelect} />
  let Section = sections.get(method)
  if (!Section) {
    Section = lazy(async () => {
      try {
        const module = await load()
        if (typeof module.default === 'function' || typeof module.default === 'object') return { default: module.default as ComponentType }
      } catch {
        // Falls back to the link below.
      }
      return { default: () => <MethodLinkSection method={kind} label={label} onSelect={onSelect} /> }
    })
    sections.set(method, Section)
  }
  return (
    <Suspense fallback={<MethodLinkSection method={kind} label={label} onSelect={onSelect} />}>
      <Section />
    </Suspense>
  )
}
