import { definePlugin, type Plugin } from '../../kernel/index.js'
import type { NftsController } from './controller.js'
import type { NftsOptions } from './options.js'
import type { NftsState } from './state.js'
import type nftsErrorTexts from './errorTexts.js'

export type { NftsOptions } from './options.js'
export type { Nft } from './schema.js'
export type { NftsState } from './state.js'
export type { NftsController, NftsTarget } from './controller.js'

declare module 'hatch' {
  /** The nfts plugin's error codes (texts in errorTexts.ts). */
  interface HatchErrorCodes extends Record<keyof typeof nftsErrorTexts, true> {}
  interface HatchPlugins {
    nfts: { state: NftsState; controller: NftsController }
  }
}

/**
 * NFTs: the Account view's NFTs tab (spec §2 tabs Tokens, NFTs, Activity) on EVM networks — a grid
 * of the ERC721 tokens the account holds, from the data service's
 * `GET /v1/account/{address}/nfts`, with image, name and collection; spam-flagged tokens hidden.
 * Answers the host feature `nfts` (on by default).
 *
 * @example
 * ```ts
 * import { nfts } from 'hatch/plugins/nfts'
 * createHatch({ ..., plugins: [nfts()] })
 * ```
 */
export function nfts(options: NftsOptions = {}): Plugin<NftsState, NftsController> {
  return definePlugin<NftsState, NftsController>({
    id: 'nfts',
    errors: () => import('./errorTexts.js'),
    gate: { key: 'nfts', source: 'host', default: true },
    state: () => ({ status: 'idle', nfts: [] }),
    controller: async (ctx) => (await import('./views/NftsTab.js')).createNftsController(ctx, options),
    // Started by the NFTs tab asking for it (its list and cache serve the tab alone).
    start: {},
    contributes: {
      accountTabs: [{ id: 'nfts', label: options.label ?? 'NFTs', order: 20, namespaces: ['eip155'], load: () => import('./views/NftsTab.js') }],
    },
  })
}
