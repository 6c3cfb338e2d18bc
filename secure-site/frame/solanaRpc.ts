import * as v from 'valibot'
import { formatMessage } from '../siteMessages.js'
import { decodeBase58, encodeBase58 } from '../../kernel/units/base58.js'
import { FrameRequestError } from './channel.js'
import { solanaNetworkName, type FrameNetworks } from './frameNetworks.js'
import { deviceAddress, signSolanaMessage } from './keyShares.js'
import { badParams, parseParams, rpcCall, type RpcContext } from './rpcContext.js'
import { SOLANA_READ_METHODS } from './rpcPolicy.js'
import {
  describeInstructions,
  parseSolanaTransaction,
  signerIndex,
  SolanaTransactionError,
  withSignature,
  type SolanaWireTransaction,
} from './solanaTransaction.js'
import { solanaOutflow } from './solanaOutflow.js'
import { text, textWithCount } from './frameText.js'

// The method lists live with the policy (rpcPolicy.ts), which the frame loads at start; this file
// is a chunk loaded by the first Solana request.
export { SOLANA_READ_METHODS, SOLANA_SIGN_METHODS } from './rpcPolicy.js'

/** Most transactions one solana_signAllTransactions may carry (each is listed in the approval). */
export const MAX_SIGN_ALL = 16

const base58 = (what: string, max: number) => v.pipe(v.string(), v.regex(new RegExp(`^[1-9A-HJ-NP-Za-km-z]{1,${max}}$`), `must be ${what} in base58`))
const pubkey = v.pipe(v.string(), v.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'must be a base58 public key'))
/** A wire transaction is at most 1232 bytes: 1700 base58 characters. */
const transaction = base58('a serialized transaction', 1700)

/** Params, wallet-adapter style (AppKit's frame protocol): base58 in, base58 out. */
const PARAMS = {
  solana_signMessage: v.strictObject({ message: base58('the message', 20_000), pubkey }),
  solana_signTransaction: v.strictObject({ transaction, pubkey: v.optional(pubkey) }),
  solana_signAllTransactions: v.strictObject({
    transactions: v.pipe(
      v.array(transaction),
      v.minLength(1, 'must hold a transaction'),
      v.maxLength(MAX_SIGN_ALL, `must hold at most ${MAX_SIGN_ALL} transactions`),
    ),
    pubkey: v.optional(pubkey),
  }),
  solana_signAndSendTransaction: v.strictObject({
    transaction,
    pubkey: v.optional(pubkey),
    options: v.optional(
      v.strictObject({
        skipPreflight: v.optional(v.boolean()),
        preflightCommitment: v.optional(v.picklist(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])),
        maxRetries: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
        minContextSlot: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      }),
    ),
  }),
} as const

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/** The cluster a Solana request runs on, with the frame's own endpoint for it. */
export interface SolanaTarget {
  chainId: string
  url: string
  /** The site's names of its networks (`networkNames`). */
  names?: FrameNetworks['names']
}

/**
 * Serves one Solana RPC request: a read goes to the cluster's endpoint; a signing method checks
 * its params and that the transaction asks this account to sign, shows the network, the account
 * and every instruction in the approval, and signs only after Approve (the bytes it parsed and
 * showed, never a later copy).
 */
export async function solanaRequest(
  method: string,
  params: unknown,
  target: SolanaTarget,
  ctx: Omit<RpcContext, 'session'> & { session?: RpcContext['session'] },
): Promise<unknown> {
  if (SOLANA_READ_METHODS.has(method)) {
    if (params !== undefined && !Array.isArray(params)) throw badParams(method, 'params must be an array')
    return rpcCall(target.url, method, params, ctx.signal)
  }
  const session = ctx.session as RpcContext['session']
  const account = await deviceAddress(ctx.storage, session.userId, 'solana')
  if (!account) throw new FrameRequestError(formatMessage('FRAME_DEVICE_NOT_VERIFIED'), 'DEVICE_NOT_VERIFIED')
  const network = solanaNetworkName(target.chainId, target.names ? { names: target.names } : undefined)
  const checkSigner = (given: string | undefined) => {
    if (given !== undefined && given !== account) throw badParams(method, `pubkey ${given} is not this account`)
  }
  // Fetched before any prompt, as for EVM (SiteApi.requiredServerKey).
  const { serverShare } = await ctx.api.requiredServerKey('solana')
  const sign = (bytes: Uint8Array) => signSolanaMessage(ctx.storage, session.userId, serverShare, bytes)
  const read = (encoded: string, label: string): { tx: SolanaWireTransaction; slot: number } => {
    let tx: SolanaWireTransaction
    try {
      tx = parseSolanaTransaction(decodeBase58(encoded))
    } catch (error) {
      throw badParams(method, `${label} is not a Solana transaction: ${error instanceof SolanaTransactionError ? error.message : 'unreadable'}`)
    }
    const slot = signerIndex(tx, account)
    if (slot < 0) throw badParams(method, `${label} does not ask ${account} to sign`)
    return { tx, slot }
  }
  /** The rows of one transaction (`transaction`: its number among several). */
  const shown = (tx: SolanaWireTransaction, transaction?: number): [string, string][] => [
    [
      transaction === undefined ? text('label.feePayer') : text('label.transactionFeePayer', { t: transaction }),
      tx.accountKeys[0] === account ? text('value.thisAccount', { address: account }) : (tx.accountKeys[0] as string),
    ],
    ...describeInstructions(tx).map((said, i): [string, string] => [
      transaction === undefined ? text('label.instruction', { n: i + 1 }) : text('label.transactionInstruction', { t: transaction, n: i + 1 }),
      said,
    ]),
  ]

  if (method === 'solana_signMessage') {
    const { message, pubkey: signer } = parseParams(PARAMS.solana_signMessage, method, params)
    if (signer !== account) throw badParams(method, `pubkey ${signer} is not this account`)
    const bytes = decodeBase58(message)
    const decoded = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
    const readable = /^[\P{C}\n\r\t]*$/u.test(decoded) && !decoded.includes('\uFFFD') ? decoded : encodeBase58(bytes)
    await ctx.approve(text('request.signMessage'), [
      [text('label.message'), readable],
      [text('label.account'), account],
      [text('label.network'), network],
    ])
    return { signature: encodeBase58(await sign(bytes)) }
  }

  if (method === 'solana_signAllTransactions') {
    const input = parseParams(PARAMS.solana_signAllTransactions, method, params)
    checkSigner(input.pubkey)
    const txs = input.transactions.map((encoded, i) => read(encoded, `transaction ${i + 1}`))
    await ctx.approve(await textWithCount('request.signTransactions', { count: txs.length }), [
      [text('label.network'), network],
      [text('label.account'), account],
      ...txs.flatMap(({ tx }, i) => shown(tx, i + 1)),
    ])
    // A signed transaction can be sent by whoever holds it: the threshold counts what each would move.
    await ctx.confirmSend?.(
      target.chainId,
      txs.reduce((sum, { tx }) => sum + solanaOutflow(tx, account), 0n),
    )
    const signed: string[] = []
    for (const { tx, slot } of txs) signed.push(encodeBase58(withSignature(tx, slot, await sign(tx.message))))
    return { transactions: signed }
  }

  const sending = method === 'solana_signAndSendTransaction'
  const input = parseParams(sending ? PARAMS.solana_signAndSendTransaction : PARAMS.solana_signTransaction, method, params)
  checkSigner(input.pubkey)
  const { tx, slot } = read(input.transaction, 'transaction')
  await ctx.approve(text(sending ? 'request.sendTransaction' : 'request.signTransaction'), [
    [text('label.network'), network],
    [text('label.account'), account],
    ...shown(tx),
  ])
  await ctx.confirmSend?.(target.chainId, solanaOutflow(tx, account))
  const signature = await sign(tx.message)
  const signedTx = withSignature(tx, slot, signature)
  if (!sending) return { transaction: encodeBase58(signedTx), signature: encodeBase58(signature) }
  const options = 'options' in input && input.options ? input.options : {}
  const sent = await rpcCall(target.url, 'sendTransaction', [toBase64(signedTx), { encoding: 'base64', ...options }], ctx.signal)
  return { signature: typeof sent === 'string' ? sent : encodeBase58(signature) }
}
