import type { ComponentType } from 'react'
import type { AccountTabProps, RegisteredContribution } from '../../../kernel/contracts/extensions.js'
import { preloadable, type Preloadable } from '../../provider/preloadable.js'

const panels = new WeakMap<RegisteredContribution<'accountTabs'>, Preloadable<ComponentType<AccountTabProps>>>()

/** The loader of a contributed Account tab's panel component; one per contribution, so it loads once and never remounts. */
export function contributedPanel(tab: RegisteredContribution<'accountTabs'>): Preloadable<ComponentType<AccountTabProps>> {
  let panel = panels.get(tab)
  if (!panel) {
    panel = preloadable(async () => {
      const module = await tab.load()
      if (typeof module.default !== 'function' && typeof module.default !== 'object') {
        throw new TypeError(`Account tab "${tab.id}" of plugin "${tab.owner}": its module has no default-exported component`)
      }
      return module.default as ComponentType<AccountTabProps>
    })
    panels.set(tab, panel)
  }
  return panel
}
