import type { HatchContext } from '../../kernel/contracts/context.js'
import type { CaipNetwork } from '../../kernel/types/chain.js'
import { HatchError } from '../../kernel/errors/HatchError.js'
import { EMBEDDED_CONNECTOR_ID } from './constants.js'
import type { embeddedAccounts as EmbeddedAccounts } from './runtime/embeddedAccounts.js'
import type { EmbeddedCore } from './runtime/embeddedCore.js'
import { smartAccountSyncOf, type EvmAccountType } from './smartAccountSync.js'

/**
 * Switches the embedded EVM account between the EOA and its smart account (spec §4 "Switching a
 * connection" for the auth connector, §6): smartAccount only on a smart-account-enabled network;
 * the type is remembered, the frame is told, and the account is read and recorded again, so the
 * Account view shows the new address and its balance.
 */
export async function setEmbeddedAccountType(
  ctx: HatchContext,
  core: EmbeddedCore,
  accounts: ReturnType<typeof EmbeddedAccounts>,
  type: EvmAccountType,
): Promise<void> {
  const account = ctx.store.getState().chains.eip155?.account
  if (account?.connectorId !== EMBEDDED_CONNECTOR_ID)
    throw new HatchError('NOT_CONNECTED_EMAIL_SOCIAL', { details: 'switching the account type needs an account connected by e-mail or social login on eip155' })
  const network = accounts.networkOf('eip155')
  const sync = smartAccountSyncOf(ctx, core)
  if (type === 'smartAccount' && !(typeof network?.id === 'number' && (await sync.enabledNetworks()).includes(network.id))) {
    throw new HatchError('SMART_ACCOUNT_NOT_ENABLED', { params: { network: network?.name ?? 'this network' } })
  }
  sync.remember(type)
  const result = await accounts.userOn('eip155')
  ctx.applyConnected('eip155', EMBEDDED_CONNECTOR_ID, result)
  accounts.describe('eip155', result)
}

/**
 * After the frame moved to another EVM network: the account there is read again and recorded
 * when it is not the shown one (the smart account on a smart-account network, the EOA elsewhere;
 * spec §6), so the Account view never shows one network's smart account on another.
 */
export async function rereadEvmAccount(ctx: HatchContext, accounts: ReturnType<typeof EmbeddedAccounts>, network: CaipNetwork): Promise<void> {
  const account = ctx.store.getState().chains.eip155?.account
  if (account?.connectorId !== EMBEDDED_CONNECTOR_ID || account.status !== 'connected') return
  const result = await accounts.userOn('eip155', network)
  ctx.applyConnected('eip155', EMBEDDED_CONNECTOR_ID, result)
  accounts.describe('eip155', result)
}

/**
 * After a transaction from `from` was mined: when `from` is the smart account, its first user
 * operation deployed it (the frame answers only once the operation is mined), so
 * `smartAccountDeployed` becomes true (spec §3).
 */
/** Whether `address` is the embedded wallet's smart account (its calls go out as user operations). */
export function isSmartAccount(ctx: HatchContext, address: string): boolean {
  const smart = ctx.store.getState().chains.eip155?.account.user?.accounts?.find((a) => a.type === 'smartAccount')
  return smart !== undefined && smart.address.toLowerCase() === address.toLowerCase()
}

export function markSmartAccountDeployed(ctx: HatchContext, from: string): void {
  const account = ctx.store.getState().chains.eip155?.account
  const smart = account?.user?.accounts?.find((a) => a.type === 'smartAccount')
  if (smart && smart.address.toLowerCase() === from.toLowerCase() && account?.smartAccountDeployed === false)
    ctx.setAccount('eip155', { smartAccountDeployed: true })
}
