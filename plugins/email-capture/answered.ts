import * as v from 'valibot'
import type { PluginContext } from '../../kernel/index.js'

/** How many answered wallets are remembered (the oldest are forgotten first). */
const KEEP = 50

/** Which wallets answered DataCapture (saved an address or skipped) in this browser, so they are not asked again. */
export interface AnsweredWallets {
  has(namespace: string, address: string): boolean
  add(namespace: string, address: string): void
}

/** EVM addresses compare case-insensitively; other namespaces' addresses as written. */
const keyOf = (namespace: string, address: string) => `${namespace}:${namespace === 'eip155' ? address.toLowerCase() : address}`

const answeredSchema = v.array(v.pipe(v.string(), v.maxLength(200)))

/**
 * The answered wallets, kept in the plugin's storage under `answered` (a list of `namespace:address`;
 * `hatch:plugin:email-capture:answered`). What earlier versions kept under `emailCapture:answered` is moved there.
 */
export function answeredWallets(ctx: Pick<PluginContext, 'storage'>): AnsweredWallets {
  const slot = ctx.storage.define('answered', answeredSchema, { formerKey: 'emailCapture:answered' })
  return {
    has: (namespace, address) => (slot.get() ?? []).includes(keyOf(namespace, address)),
    add: (namespace, address) => {
      const key = keyOf(namespace, address)
      slot.set([...(slot.get() ?? []).filter((k) => k !== key), key].slice(-KEEP))
    },
  }
}
