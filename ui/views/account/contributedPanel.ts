import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { AccountTabProps, RegisteredContribution } from '../../../kernel/contracts/extensions.js'

const panels = new WeakMap<RegisteredContribution<'accountTabs'>, LazyExoticComponent<ComponentType<AccountTabProps>>>()

/** The lazily loaded panel component of a contributed Account tab; one per contribution, so it never remounts. */
export function contributedPanel(tab: RegisteredContribution<'accountTabs'>): LazyExoticComponent<ComponentType<AccountTabProps>> {
  let panel = panels.get(tab)
  if (!panel) {
    panel = lazy(async () => {
      const module = await tab.load()
      if (typeof module.default !== 'function' && typeof module.default !== 'object') {
        throw new TypeError(`Account tab "${tab.id}" of plugin "${tab.owner}": its module has no default-exported component`)
      }
      return { default: module.default as ComponentType<AccountTabProps> }
    })
    panels.set(tab, panel)
  }
  return panel
}
