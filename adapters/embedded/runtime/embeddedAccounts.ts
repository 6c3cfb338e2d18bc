import type { ConnectResult } from '../../../kernel/contracts/adapterRuntime.js'
import type { HatchContext } from '../../../kernel/contracts/context.js'
import { isHatchError } from '../../../kernel/errors/HatchError.js'
import type { CaipNetwork, ChainNamespace } from '../../../kernel/types/chain.js'
import { EMBEDDED_CONNECTOR_ID, EMBEDDED_NAMESPACES } from '../constants.js'
import type { EmbeddedCore } from './embeddedCore.js'
import { socialSession } from './socialSession.js'
import { evmAccountFields, type EvmAccountFields } from '../smartAccountFields.js'
import { smartAccountSyncOf } from '../smartAccountSync.js'
import { embeddedErrorTexts } from '../errorTexts.js'

/** A connect result plus the account's e-mail, its passkey count (and on EVM, the account types of smartAccountSync.ts). */
export type EmbeddedConnectResult = ConnectResult & { email: string | null; passkeys?: number; evm?: EvmAccountFields }

/** Reading the embedded account per namespace and recording it in the kernel. */
export function embeddedAccounts(ctx: HatchContext, core: EmbeddedCore) {
  const networkOf = (namespace: ChainNamespace, given?: CaipNetwork): CaipNetwork | undefined =>
    given ?? ctx.store.getState().chains[namespace]?.network.caipNetwork ?? ctx.options.networks.find((n) => n.chainNamespace === namespace)

  /** The namespaces the wallet serves that the host configured networks for. */
  const served = (): ChainNamespace[] =>
    EMBEDDED_NAMESPACES.filter((ns) => ctx.store.getState().chains[ns] && ctx.options.networks.some((n) => n.chainNamespace === ns))

  /**
   * The account on `namespace`. On EVM the frame is first moved to the page's network; a network
   * the frame does not serve leaves it where it was, and the kernel shows the unsupported-network
   * state (spec §4 "Embedded wallet frame").
   */
  async function userOn(namespace: ChainNamespace, given?: CaipNetwork): Promise<EmbeddedConnectResult> {
    const network = networkOf(namespace, given)
    if (namespace === 'solana') {
      if (!network) throw new Error('no Solana network is configured')
      // The frame signs on its own cluster: move it to the page's (a cluster it lacks keeps its own).
      await core.request('SWITCH_NETWORK', { chainId: network.caipNetworkId }).catch((error: unknown) => {
        if (!isHatchError(error, 'UNSUPPORTED_CHAIN')) throw error
      })
      const user = await core.request('GET_USER', { chainId: network.caipNetworkId })
      return {
        address: user.address,
        chainId: network.id,
        accounts: [{ address: user.address }],
        email: user.email,
        ...(user.passkeys !== undefined ? { passkeys: user.passkeys } : {}),
      }
    }
    if (network && typeof network.id === 'number') {
      await core.request('SWITCH_NETWORK', { chainId: network.id }).catch((error: unknown) => {
        if (!isHatchError(error, 'UNSUPPORTED_CHAIN')) throw error
      })
    }
    // Spec §6: the preferred account type, on a smart-account network, decides which address is active.
    await smartAccountSyncOf(ctx, core).prepare(network && typeof network.id === 'number' ? network.id : undefined)
    // A numeric chain id asks for the EVM account whatever cluster the frame was last moved to.
    const user = await core.request('GET_USER', network && typeof network.id === 'number' ? { chainId: network.id } : {})
    // The smart account's lookup failed in the frame: the EOA stands in, and the visitor is told.
    if (user.smartAccountUnavailable) {
      const code = 'SMART_ACCOUNT_UNAVAILABLE'
      ctx.toasts.showError({ messageId: `error.${code}`, message: embeddedErrorTexts[code] })
    }
    return {
      address: user.address,
      chainId: user.chainId,
      accounts: [{ address: user.address }],
      email: user.email,
      ...(user.passkeys !== undefined ? { passkeys: user.passkeys } : {}),
      evm: evmAccountFields(user),
    }
  }

  /**
   * Shows the account's e-mail (Account view) and the wallet's name, on a connected namespace; after
   * a social sign-in, the provider and the shown username instead (socialSession.ts).
   */
  const describe = (namespace: ChainNamespace, result: EmbeddedConnectResult) => {
    const { username, ...social } = socialSession(ctx).accountFields()
    ctx.setAccount(namespace, {
      user: {
        email: result.email,
        ...(username ? { username } : {}),
        accounts: result.evm?.accounts ?? [{ type: 'eoa', address: result.address }],
        ...(result.passkeys !== undefined ? { passkeys: result.passkeys } : {}),
      },
      ...social,
      ...(result.evm?.smartAccountDeployed !== undefined ? { smartAccountDeployed: result.evm.smartAccountDeployed } : {}),
      ...(result.evm?.preferredAccountType ? { preferredAccountType: result.evm.preferredAccountType } : {}),
    })
  }

  /**
   * After a login: records the account on every served namespace, the active one (or EVM) last so
   * it stays active. A namespace the account has no key on is left out. Every account is read
   * before any is recorded, so the page never shows another namespace's account as the active one
   * while the rest are still being read.
   */
  async function connectAll(): Promise<EmbeddedConnectResult> {
    const namespaces = served()
    const active = ctx.store.getState().activeNamespace
    const last: ChainNamespace = active && namespaces.includes(active) ? active : (namespaces[0] ?? 'eip155')
    const read: [ChainNamespace, EmbeddedConnectResult][] = []
    for (const namespace of [...namespaces.filter((ns) => ns !== last), last]) {
      try {
        read.push([namespace, await userOn(namespace)])
      } catch (error) {
        if (namespace !== last) continue
        throw error
      }
    }
    for (const [namespace, result] of read) {
      ctx.applyConnected(namespace, EMBEDDED_CONNECTOR_ID, result)
      describe(namespace, result)
    }
    return (read[read.length - 1] as [ChainNamespace, EmbeddedConnectResult])[1]
  }

  /** Namespaces connected through the embedded wallet now. */
  const connectedHere = (): ChainNamespace[] => served().filter((ns) => ctx.store.getState().chains[ns]?.account.connectorId === EMBEDDED_CONNECTOR_ID)

  return { userOn, describe, connectAll, connectedHere, served, networkOf }
}
