import * as v from 'valibot'
import { createConsoleLogger, type Logger } from '../options/logger.js'
import { storageSchemas, storageVersion } from '../storage/schema.js'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../types/chain.js'
import { type CookieContent, cookieKeys, decodeCookie, defaultCookieName, findCookie } from './cookieFormat.js'
import { describeIssue, type HatchInitialState, type InitialAccount, initialStateSchema } from './initialState.js'

/** Options of {@link cookieToInitialState}. */
export interface CookieToInitialStateOptions {
  /** The networks passed to `createHatch`: the stored network's icon is taken from them (never from the cookie). */
  networks?: readonly CaipNetwork[]
  /** The cookie's name, when `cookieStorage` was given another. */
  name?: string
  /** Receives the warning about a corrupt or forged cookie. Default: the console. */
  logger?: Logger
}

type Stored = { [K in (typeof cookieKeys)[number]]?: v.InferOutput<(typeof storageSchemas)[K]> }

/** Each key's envelope checked against its storage schema; throws naming the first bad key. */
function readKeys(content: CookieContent): Stored {
  const stored: Record<string, unknown> = {}
  for (const [key, envelope] of Object.entries(content)) {
    if (!(cookieKeys as readonly string[]).includes(key)) throw new Error(`unknown key "${key}"`)
    const { v: version, value } = (envelope ?? {}) as { v?: unknown; value?: unknown }
    if (version !== storageVersion) throw new Error(`${key}: version ${String(version)} is not ${storageVersion}`)
    const result = v.safeParse(storageSchemas[key as keyof typeof storageSchemas], value)
    if (!result.success) throw new Error(`${key}: ${describeIssue(result.issues)}`)
    stored[key] = result.output
  }
  return stored
}

/** The account each namespace's connected wallet last had, as the client will ask to restore it. */
function accountsOf(stored: Stored, networks: readonly CaipNetwork[] | undefined): HatchInitialState['accounts'] {
  const accounts: HatchInitialState['accounts'] = {}
  for (const [namespace, connectorId] of Object.entries(stored.connectedConnectors ?? {}) as [ChainNamespace, string][]) {
    if (stored.disconnectedConnectorIds?.[namespace]?.includes(connectorId)) continue
    const connection = stored.connections?.find((c) => c.namespace === namespace && c.connectorId === connectorId)
    const address = connection?.accounts[0]?.address
    if (!address) continue
    const networkId = (namespace === stored.activeNamespace ? stored.activeNetwork : undefined) ?? connection.caipNetworkId
    const known = networks?.find((n) => n.caipNetworkId === networkId)
    // A network the host no longer configures is not shown (the client would not restore it either).
    const caipNetworkId = networks && !known ? undefined : (networkId as CaipNetworkId | undefined)
    const account: InitialAccount = { address, connectorId, ...(caipNetworkId ? { caipNetworkId } : {}) }
    if (known?.assets?.imageUrl) Object.assign(account, { networkImageUrl: known.assets.imageUrl, networkName: known.name })
    accounts[namespace] = account
  }
  return accounts
}

/**
 * Reads, on the server, the state `cookieStorage` kept in the visitor's cookie, for
 * `HatchProvider`'s `initialState`: the server-rendered button then shows the connected account
 * (short address, network icon) and the client hydrates it without a flash. Touches no DOM.
 *
 * Returns undefined when there is no cookie or no connected account in it. A cookie that is
 * corrupt, or forged into a shape Hatch never writes, is ignored with a warning. One that passes
 * is still not a session: it chooses what the button shows until the wallet answers, then the
 * wallet's own account shows, or "Connect Wallet".
 *
 * @example
 * ```ts
 * // Next.js App Router, a server component
 * const initialState = cookieToInitialState((await headers()).get('cookie'), { networks })
 * ```
 */
export function cookieToInitialState(cookieHeader: string | null | undefined, options: CookieToInitialStateOptions = {}): HatchInitialState | undefined {
  const name = options.name ?? defaultCookieName
  const encoded = cookieHeader ? findCookie(cookieHeader, name) : undefined
  if (encoded === undefined) return undefined
  const ignore = (problem: string): undefined => {
    ;(options.logger ?? createConsoleLogger()).warn(`ignored the cookie "${name}", the page renders as not connected: ${problem}`)
    return undefined
  }
  let stored: Stored
  try {
    stored = readKeys(decodeCookie(encoded))
  } catch (error) {
    return ignore(error instanceof Error ? error.message : String(error))
  }
  const accounts = accountsOf(stored, options.networks)
  const namespaces = Object.keys(accounts) as ChainNamespace[]
  if (namespaces.length === 0) return undefined
  const active = stored.activeNamespace && accounts[stored.activeNamespace] ? stored.activeNamespace : namespaces[0]!
  const result = v.safeParse(initialStateSchema, { activeNamespace: active, accounts })
  if (!result.success) return ignore(describeIssue(result.issues))
  return result.output as HatchInitialState
}
