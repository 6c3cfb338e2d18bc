/**
 * Compile-time checks of the tip jar's typed navigation (test/unit/plugins/hostPluginTypes.test.ts
 * type-checks this file): its view and params are declared once, and navigation is checked.
 */
import type { Router } from 'hatch'

export function typeChecks(router: Router): void {
  router.push('tips/form')
  router.push('tips/form', { amount: '0.01' })
  // @ts-expect-error an amount the plugin does not offer
  router.push('tips/form', { amount: '5' })
  // @ts-expect-error a misspelled param
  router.push('tips/form', { amont: '0.01' })
  // @ts-expect-error a view nobody declared
  router.push('tips/from')
  // @ts-expect-error SwitchNetwork takes a CAIP network id, not a number
  router.push('SwitchNetwork', { network: 1 })
}
