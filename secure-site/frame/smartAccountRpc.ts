import { formatEther, http, serializeErc6492Signature, type Hex, type PrivateKeyAccount } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { formatMessage } from '../siteMessages.js'
import { FrameRequestError } from './channel.js'
import { badParams, parseParams } from './rpcContext.js'
import { SIGN_PARAMS } from './rpcParams.js'
import {
  chainClientOf as clientOf,
  createAccountData,
  toHatchSmartAccount,
  userOperationHashOf,
  type SmartAccountAt,
  type SmartAccountSettings,
} from './hatchSmartAccount.js'
import { sponsorshipOf, type Sponsorship } from './paymasterSponsor.js'
import type { AtomicBatches, BatchCall } from './walletRpc.js'
import { text } from './frameText.js'
import { tokenActionRows } from './tokenActions.js'

export type { SmartAccountAt, SmartAccountSettings }

/** The account types of spec §3 the frame serves on EVM. */
export type EvmAccountType = 'eoa' | 'smartAccount'

// Read at the frame's start, so kept with its networks (this file is a chunk loaded on first use).
export { smartAccountNetworks } from './frameNetworks.js'

/** The owner's smart account on a chain: its counterfactual address (from the factory) and whether code is there yet. */
export async function smartAccountOf(
  chainId: number,
  rpcUrl: string,
  settings: SmartAccountSettings,
  owner: Hex,
): Promise<{ address: Hex; deployed: boolean }> {
  const client = clientOf(chainId, rpcUrl)
  const account = await toHatchSmartAccount(client, owner, settings)
  const address = await account.getAddress()
  return { address, deployed: Boolean(await client.getCode({ address })) }
}

/**
 * The smart account's signature of a message or typed data: the owner's ECDSA signature of the
 * hash, which the account's ERC-1271 `isValidSignature` checks; before the account has code, wrapped
 * as ERC-6492 (the factory and its `createAccount` call) so a verifier can deploy it to check.
 */
export async function smartAccountSignature(ctx: SmartAccountAt, signature: Hex): Promise<Hex> {
  if (await clientOf(ctx.chainId, ctx.rpcUrl).getCode({ address: ctx.smartAddress })) return signature
  return serializeErc6492Signature({ address: ctx.settings.factory, data: createAccountData(ctx.owner), signature })
}

/** What a smart-account request works with. */
export interface SmartRpcContext extends SmartAccountAt {
  /** How the approval names `chainId` ("Hatch Mainnet"). */
  networkName: string
  signal: AbortSignal
  approve(title: string, details: [string, string][]): Promise<void>
  /** The second factor for a send from the operator's threshold on (twoStepGate.ts). */
  confirmSend?(chain: string, value: bigint): Promise<void>
  /** Rebuilds the key once for `use` and wipes it after. */
  sign<T>(use: (account: PrivateKeyAccount) => Promise<T>): Promise<T>
}

/** Sent from the smart account: one user operation through the chain's bundler, mined before it answers. */
async function sendUserOperation(ctx: SmartRpcContext, calls: BatchCall[], sponsorship: Sponsorship): Promise<Hex> {
  const client = clientOf(ctx.chainId, ctx.rpcUrl)
  const bundler = createBundlerClient({
    client,
    transport: http(ctx.settings.bundlerUrl, { timeout: 60_000 }),
    // Sponsored: viem asks the paymaster (pm_getPaymasterStubData, then pm_getPaymasterData) while preparing.
    ...(sponsorship.sponsored ? { paymaster: sponsorship.paymaster, paymasterContext: sponsorship.context } : {}),
  })
  const fail = (error: unknown): never => {
    if (error instanceof FrameRequestError) throw error
    const reason = ((error as { details?: unknown }).details ?? (error instanceof Error ? error.message.split('\n')[0] : String(error))) as string
    throw new FrameRequestError(formatMessage('USER_OPERATION_FAILED', { reason: String(reason).slice(0, 300) }), 'USER_OPERATION_FAILED')
  }
  try {
    const account = await toHatchSmartAccount(client, ctx.owner, ctx.settings)
    const prepared = await bundler.prepareUserOperation({ account, calls })
    const hash = userOperationHashOf(ctx.chainId, ctx.settings.entryPoint, { ...prepared, sender: ctx.smartAddress } as Parameters<
      typeof userOperationHashOf
    >[2])
    // The key exists only for this one signature: of EntryPoint v0.8's EIP-712 user operation hash, as is.
    const signature = await ctx.sign((owner) => owner.sign({ hash }))
    const { account: _account, ...request } = prepared
    const sent = await bundler.sendUserOperation({ ...request, signature, entryPointAddress: ctx.settings.entryPoint } as Parameters<
      typeof bundler.sendUserOperation
    >[0])
    const receipt = await bundler.waitForUserOperationReceipt({ hash: sent, pollingInterval: 250, timeout: 60_000 })
    if (!receipt.success)
      throw new FrameRequestError(
        formatMessage('USER_OPERATION_FAILED', {
          reason: `the account's call reverted (${receipt.reason || 'no reason given'}) in transaction ${receipt.receipt.transactionHash}`,
        }),
        'USER_OPERATION_FAILED',
      )
    return receipt.receipt.transactionHash
  } catch (error) {
    return fail(error)
  }
}

/**
 * The network fee of `calls` from the smart account, estimated as the user operation it will be:
 * the bundler's gas estimate (verification, and the deployment on the first one, included) at the
 * chain's current maximum fee; 0 when the paymaster sponsors it (asked with the stub only, so
 * nothing counts against the project's cap).
 */
export async function estimateUserOperationFee(ctx: SmartAccountAt, calls: BatchCall[]): Promise<{ fee: bigint; sponsored: boolean }> {
  const sponsorship = await sponsorshipOf(ctx, calls)
  if (sponsorship.sponsored) return { fee: 0n, sponsored: true }
  const client = clientOf(ctx.chainId, ctx.rpcUrl)
  const bundler = createBundlerClient({ client, transport: http(ctx.settings.bundlerUrl, { timeout: 30_000 }) })
  try {
    const account = await toHatchSmartAccount(client, ctx.owner, ctx.settings)
    const [gas, fees] = await Promise.all([bundler.estimateUserOperationGas({ account, calls }), client.estimateFeesPerGas()])
    return { fee: (gas.preVerificationGas + gas.verificationGasLimit + gas.callGasLimit) * fees.maxFeePerGas, sponsored: false }
  } catch (error) {
    const details = (error as { details?: unknown }).details
    const reason = typeof details === 'string' ? details : error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)
    throw new FrameRequestError(formatMessage('USER_OPERATION_FAILED', { reason: reason.slice(0, 300) }), 'USER_OPERATION_FAILED')
  }
}

/** How the smart account sends: as a user operation through the chain's bundler, deploying the account first when it has no code. */
async function sentAs(ctx: SmartRpcContext): Promise<string> {
  const deployed = Boolean(await clientOf(ctx.chainId, ctx.rpcUrl).getCode({ address: ctx.smartAddress }))
  return text(deployed ? 'value.userOperation' : 'value.userOperationDeploys', { bundler: new URL(ctx.settings.bundlerUrl).origin })
}

/** The approval's "Network fee" row: sponsored, or paid by the account (saying why when a sponsor refused). */
function feeRow(sponsorship: Sponsorship): [string, string] {
  if (sponsorship.sponsored) return [text('label.networkFee'), text('value.sponsored')]
  if (sponsorship.refused) return [text('label.networkFee'), text('value.sponsorRefused', { reason: sponsorship.refused })]
  return [text('label.networkFee'), text('value.paidByAccount')]
}

/**
 * wallet_sendCalls from the smart account (EIP-5792 atomic): every call of the batch in one user
 * operation, which HatchSmartAccount runs with `executeBatch`, so one `handleOps` transaction makes all
 * of them or none. `chains` are the chains with smart accounts.
 */
export function smartAccountBatches(ctx: SmartRpcContext, chains: ReadonlySet<number>): AtomicBatches {
  let sponsorship: Promise<Sponsorship> | undefined
  return {
    chains,
    describe: async (calls) => {
      sponsorship = sponsorshipOf(ctx, calls)
      return [[text('label.sentAs'), text('value.allOrNone', { sentAs: await sentAs(ctx) })], feeRow(await sponsorship)]
    },
    send: async (calls) => sendUserOperation(ctx, calls, await (sponsorship ?? sponsorshipOf(ctx, calls))),
  }
}

/**
 * A request while the smart account is the active EVM account (spec §3 accountType smartAccount):
 * `eth_accounts` names it; `eth_sendTransaction` from it is approved in the frame, then sent as a
 * user operation (the account is deployed by that operation when it has no code yet); messages and
 * typed data are rpcRequest.ts's (signed by the owner, then {@link smartAccountSignature});
 * `wallet_*` methods are walletRpc.ts's, given {@link smartAccountBatches}. Errors carry their
 * catalogue code (USER_OPERATION_FAILED), which the page maps as it is. Anything else, or a
 * request from the owner EOA, is left to the EOA path (`undefined`).
 */
export async function smartAccountRequest(method: string, params: unknown, ctx: SmartRpcContext): Promise<{ result: unknown } | undefined> {
  const isSmart = (address: string | undefined) => address !== undefined && address.toLowerCase() === ctx.smartAddress.toLowerCase()
  if (method === 'eth_accounts' || method === 'eth_requestAccounts') return { result: [ctx.smartAddress] }
  if (method !== 'eth_sendTransaction') return undefined
  const [tx] = parseParams(SIGN_PARAMS.eth_sendTransaction, method, params)
  if (!isSmart(tx.from)) return undefined
  if (!tx.to) throw badParams(method, 'a smart account cannot create a contract: to is required')
  if (tx.chainId !== undefined && Number(tx.chainId) !== ctx.chainId)
    throw badParams(method, `chainId ${Number(tx.chainId)} is not the frame's chain ${ctx.chainId}`)
  const value = tx.value ? BigInt(tx.value) : 0n
  const call: BatchCall = { to: tx.to as Hex, value, ...(tx.data && tx.data !== '0x' ? { data: tx.data as Hex } : {}) }
  const [sponsorship, [action = []]] = await Promise.all([
    sponsorshipOf(ctx, [call]),
    tokenActionRows([tx], ctx.rpcUrl, ctx.signal, () => text('label.action')),
  ])
  await ctx.approve(text('request.sendTransaction'), [
    ...action,
    [text('label.to'), tx.to],
    [text('label.amount'), `${formatEther(value)} ETH`],
    [text('label.network'), ctx.networkName],
    [text('label.from'), text('value.smartAccount', { address: ctx.smartAddress })],
    [text('label.sentAs'), await sentAs(ctx)],
    feeRow(sponsorship),
    ...(tx.data && tx.data !== '0x' ? [[text('label.data'), tx.data] as [string, string]] : []),
  ])
  await ctx.confirmSend?.(`eip155:${ctx.chainId}`, value)
  return { result: await sendUserOperation(ctx, [call], sponsorship) }
}
