import * as v from 'valibot'
import { HatchError } from '../../../kernel/errors/HatchError.js'

/**
 * bip122 calls over a WalletConnect session, with the method names and shapes of WalletConnect's
 * Bitcoin RPC reference (the ones Hatch proposes in the session): `signPsbt`
 * `{ account, psbt, signInputs?, broadcast? }` → `{ psbt, txid? }` and `sendTransfer`
 * `{ account, recipientAddress, amount }` (satoshis as a decimal string) → `{ txid }`.
 */
export interface BitcoinSessionCalls {
  signPsbt(params: Record<string, unknown>): Promise<{ psbt: string; txid?: string }>
  sendTransfer(params: Record<string, unknown>): Promise<string>
}

const SignPsbtParams = v.object({
  psbt: v.pipe(v.string('psbt must be a string'), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'psbt must be base64')),
  signInputs: v.optional(
    v.array(
      v.object({
        address: v.pipe(v.string('address must be a string'), v.nonEmpty('address must not be empty')),
        index: v.pipe(v.number('index must be a number'), v.integer('index must be an integer'), v.minValue(0, 'index must not be negative')),
        sighashTypes: v.optional(v.array(v.number('sighashTypes must be numbers'))),
      }),
    ),
  ),
  broadcast: v.optional(v.boolean('broadcast must be a boolean')),
})
const SendTransferParams = v.object({
  recipient: v.pipe(v.string('recipient must be a string'), v.nonEmpty('recipient must not be empty')),
  amount: v.pipe(
    v.union([v.bigint(), v.pipe(v.number(), v.safeInteger()), v.pipe(v.string(), v.regex(/^\d+$/))], 'amount must be a whole number of satoshis'),
    v.transform((amount) => BigInt(amount)),
    v.check((amount) => amount > 0n, 'amount must be more than 0 satoshis'),
  ),
})
const TXID = v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/, 'txid must be 64 hex characters'))
const SignPsbtAnswer = v.object({ psbt: v.pipe(v.string(), v.nonEmpty()), txid: v.optional(TXID) })
const SendTransferAnswer = v.object({ txid: TXID })

function parse<S extends v.GenericSchema>(
  method: string,
  schema: S,
  input: unknown,
  invalid: 'INVALID_PARAMETERS' | 'WALLET_REQUEST_FAILED',
): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const issue = result.issues.map((i) => `${v.getDotPath(i) ?? ''} ${i.message}`.trim()).join('; ')
  if (invalid === 'INVALID_PARAMETERS') throw new HatchError('INVALID_PARAMETERS', { params: { method, issue } })
  throw new HatchError('WALLET_REQUEST_FAILED', { params: { method }, details: `the wallet answered ${JSON.stringify(input)?.slice(0, 200)}: ${issue}` })
}

/** The session's bip122 calls; `request` asks the wallet on the session's chain, `address` is the connected payment address. */
export function bitcoinSessionCalls(options: {
  request: (method: string, params: unknown) => Promise<unknown>
  address: (method: string) => string
}): BitcoinSessionCalls {
  return {
    async signPsbt(params) {
      const { psbt, signInputs, broadcast } = parse('signPsbt', SignPsbtParams, params, 'INVALID_PARAMETERS')
      const body = { account: options.address('signPsbt'), psbt, ...(signInputs ? { signInputs } : {}), ...(broadcast !== undefined ? { broadcast } : {}) }
      return parse('signPsbt', SignPsbtAnswer, await options.request('signPsbt', body), 'WALLET_REQUEST_FAILED')
    },
    async sendTransfer(params) {
      const { recipient, amount } = parse('sendTransfer', SendTransferParams, params, 'INVALID_PARAMETERS')
      const body = { account: options.address('sendTransfer'), recipientAddress: recipient, amount: amount.toString() }
      return parse('sendTransfer', SendTransferAnswer, await options.request('sendTransfer', body), 'WALLET_REQUEST_FAILED').txid
    },
  }
}
