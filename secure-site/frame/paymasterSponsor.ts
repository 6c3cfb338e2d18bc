import { http, type Hex } from 'viem'
import { createPaymasterClient, type PaymasterClient } from 'viem/account-abstraction'
import { chainClientOf, toHatchSmartAccount, type SmartAccountAt } from './hatchSmartAccount.js'
import type { BatchCall } from './walletRpc.js'

/** Whether a paymaster pays an operation's gas, asked before the approval so the visitor sees who pays. */
export type Sponsorship = { sponsored: true; paymaster: PaymasterClient; context: { projectId: string | undefined } } | { sponsored: false; refused?: string }

/**
 * Asks the chain's ERC-7677 paymaster service (`paymasterUrl`) whether it sponsors these calls:
 * `pm_getPaymasterStubData` for the operation as it will be sent (context: the project, whose
 * policy applies). No `paymasterUrl` means the account pays; an error from the service (its policy
 * refused, or it cannot be reached) also means the account pays, with the service's reason.
 */
export async function sponsorshipOf(ctx: SmartAccountAt, calls: BatchCall[]): Promise<Sponsorship> {
  const url = ctx.settings.paymasterUrl
  if (!url) return { sponsored: false }
  const paymaster = createPaymasterClient({ transport: http(url, { timeout: 15_000, retryCount: 0 }) })
  const context = { projectId: ctx.projectId }
  try {
    const client = chainClientOf(ctx.chainId, ctx.rpcUrl)
    const account = await toHatchSmartAccount(client, ctx.owner, ctx.settings)
    const deployed = Boolean(await client.getCode({ address: ctx.smartAddress }))
    const factory = deployed ? {} : await account.getFactoryArgs()
    await paymaster.getPaymasterStubData({
      sender: ctx.smartAddress,
      nonce: await account.getNonce(),
      callData: await account.encodeCalls(calls.map((c) => ({ to: c.to, value: c.value, ...(c.data ? { data: c.data } : {}) }))),
      ...(factory.factory ? { factory: factory.factory, factoryData: factory.factoryData as Hex } : {}),
      chainId: ctx.chainId,
      entryPointAddress: ctx.settings.entryPoint,
      context,
    })
    return { sponsored: true, paymaster, context }
  } catch (error) {
    const details = (error as { details?: unknown }).details
    const reason = typeof details === 'string' ? details : error instanceof Error ? error.message.split('\n')[0] : String(error)
    return { sponsored: false, refused: String(reason).slice(0, 200) }
  }
}
