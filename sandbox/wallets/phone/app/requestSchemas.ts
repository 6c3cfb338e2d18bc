import * as v from 'valibot'
import { hexToString, isHex } from 'viem'

/** An error answered to the dapp as a JSON-RPC error. */
export class RequestError extends Error {
  override readonly name = 'RequestError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const hex = (what: string) =>
  v.custom<`0x${string}`>((input) => typeof input === 'string' && isHex(input, { strict: true }), `${what} must be a 0x-prefixed hex string`)
const address = (what: string) =>
  v.custom<`0x${string}`>((input) => typeof input === 'string' && /^0x[0-9a-fA-F]{40}$/.test(input), `${what} must be a 0x address of 40 hex digits`)
const base58 = (what: string) => v.pipe(v.string(`${what} must be a string`), v.regex(/^[1-9A-HJ-NP-Za-km-z]+$/, `${what} must be base58`))

const PersonalSign = v.tuple(
  [v.string('params[0] (message) must be a string'), address('params[1] (address)')],
  'personal_sign params must be [message, address]',
)
const SendTransaction = v.tuple(
  [
    v.object(
      {
        from: address('params[0].from'),
        to: v.optional(address('params[0].to')),
        value: v.optional(hex('params[0].value')),
        data: v.optional(hex('params[0].data')),
        gas: v.optional(hex('params[0].gas')),
      },
      'params[0] must be a transaction object',
    ),
  ],
  'eth_sendTransaction params must be [transaction]',
)
const SignTypedData = v.tuple(
  [address('params[0] (address)'), v.union([v.string(), v.record(v.string(), v.unknown())], 'params[1] (typed data) must be a JSON string or an object')],
  'eth_signTypedData_v4 params must be [address, typedData]',
)
const SwitchChain = v.tuple(
  [v.object({ chainId: hex('params[0].chainId') }, 'params[0] must be { chainId }')],
  'wallet_switchEthereumChain params must be [{ chainId }]',
)
const BitcoinSignMessage = v.object(
  {
    address: v.pipe(v.string('params.address must be a string'), v.nonEmpty('params.address must not be empty')),
    message: v.string('params.message must be a string'),
    protocol: v.optional(v.picklist(['ecdsa', 'bip322'], "params.protocol must be 'ecdsa' or 'bip322'")),
  },
  'signMessage params must be { address, message, protocol? }',
)
const SolanaSignMessage = v.object(
  { message: base58('params.message'), pubkey: base58('params.pubkey') },
  'solana_signMessage params must be { message, pubkey }',
)

/** A validated request, by method. */
export type WalletRequest =
  | { method: 'personal_sign'; message: string; address: `0x${string}` }
  | { method: 'eth_sendTransaction'; tx: v.InferOutput<typeof SendTransaction>[0] }
  | { method: 'eth_signTypedData_v4'; address: `0x${string}`; typedData: Record<string, unknown> }
  | { method: 'wallet_switchEthereumChain'; chainId: `0x${string}` }
  | { method: 'solana_signMessage'; message: string; pubkey: string }
  | { method: 'signMessage'; address: string; message: string }

function parse<S extends v.GenericSchema>(schema: S, params: unknown, method: string): v.InferOutput<S> {
  const result = v.safeParse(schema, params)
  if (result.success) return result.output
  throw new RequestError(-32602, `Invalid ${method} params: ${result.issues.map((i) => i.message).join('; ')}`)
}

/**
 * Validates a session request's params (they come from the dapp, through the relay). Throws a
 * {@link RequestError}: 4200 for a method this wallet does not answer, -32602 naming the bad field.
 */
export function parseWalletRequest(method: string, params: unknown): WalletRequest {
  switch (method) {
    case 'personal_sign': {
      const [message, from] = parse(PersonalSign, params, method)
      return { method, message, address: from }
    }
    case 'eth_sendTransaction':
      return { method, tx: parse(SendTransaction, params, method)[0] }
    case 'eth_signTypedData_v4': {
      const [from, data] = parse(SignTypedData, params, method)
      let typedData: unknown = data
      if (typeof data === 'string') {
        try {
          typedData = JSON.parse(data)
        } catch {
          throw new RequestError(-32602, 'Invalid eth_signTypedData_v4 params: params[1] is not valid JSON')
        }
      }
      if (typeof typedData !== 'object' || typedData === null)
        throw new RequestError(-32602, 'Invalid eth_signTypedData_v4 params: params[1] must be an object')
      return { method, address: from, typedData: typedData as Record<string, unknown> }
    }
    case 'wallet_switchEthereumChain':
      return { method, chainId: parse(SwitchChain, params, method)[0].chainId }
    case 'solana_signMessage': {
      const { message, pubkey } = parse(SolanaSignMessage, params, method)
      return { method, message, pubkey }
    }
    case 'signMessage': {
      const { address: from, message } = parse(BitcoinSignMessage, params, method)
      return { method, address: from, message }
    }
    default:
      throw new RequestError(4200, `The Hatch phone wallet does not support the method ${method}`)
  }
}

/** What the page shows for a request: readable text where the payload is text. */
export function describeRequest(request: WalletRequest): string {
  switch (request.method) {
    case 'personal_sign':
      return isHex(request.message) ? readableHex(request.message) : request.message
    case 'eth_sendTransaction': {
      const { to, value, data } = request.tx
      return [
        `To: ${to ?? '(contract creation)'}`,
        `Value: ${BigInt(value ?? '0x0').toString()} wei`,
        ...(data && data !== '0x' ? [`Data: ${data}`] : []),
      ].join('\n')
    }
    case 'eth_signTypedData_v4':
      return JSON.stringify(request.typedData, null, 2)
    case 'wallet_switchEthereumChain':
      return `Chain ${BigInt(request.chainId).toString()}`
    case 'solana_signMessage':
      return `Message (base58): ${request.message}`
    case 'signMessage':
      return request.message
  }
}

function readableHex(message: `0x${string}`): string {
  try {
    const text = hexToString(message)
    // Control characters mean binary data: show the hex as the wallet would sign it.
    // eslint-disable-next-line no-control-regex -- matching control characters (tab, newline and CR excepted) is the point
    return /[\u0000-\u0008\u000e-\u001f]/.test(text) ? message : text
  } catch {
    return message
  }
}
