import * as v from 'valibot'
import { HatchError } from '../errors/HatchError.js'

const Address = v.pipe(v.string('must be a string'), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte address'))

const TypedData = v.object({
  types: v.record(
    v.string(),
    v.array(
      v.object({ name: v.string('must be a string'), type: v.pipe(v.string('must be a string'), v.nonEmpty('must not be empty')) }),
      'must be a list of { name, type }',
    ),
    'must be an object of type lists',
  ),
  primaryType: v.pipe(v.string('must be a string'), v.nonEmpty('must not be empty')),
  domain: v.record(v.string(), v.unknown(), 'must be an object'),
  message: v.record(v.string(), v.unknown(), 'must be an object'),
})

/** A typed-data payload (EIP-712) as eth_signTypedData_v4 takes it. */
export type TypedDataPayload = v.InferOutput<typeof TypedData>

const invalid = (issue: string) => new HatchError('INVALID_PARAMETERS', { params: { method: 'eth_signTypedData_v4', issue } })

/**
 * Checks eth_signTypedData_v4's `[address, typedData]` (typed data as JSON text or an object);
 * INVALID_PARAMETERS names the field that is wrong ("typedData.primaryType must be a string").
 */
export function parseTypedDataParams(params: unknown): { address: string; typedData: TypedDataPayload } {
  if (!Array.isArray(params) || params.length < 2) throw invalid('params must be [address, typedData]')
  const [address, raw] = params as unknown[]
  const parsedAddress = v.safeParse(Address, address)
  if (!parsedAddress.success) throw invalid(`address ${parsedAddress.issues[0].message}`)
  let payload = raw
  if (typeof raw === 'string') {
    try {
      payload = JSON.parse(raw)
    } catch {
      throw invalid('typedData is not valid JSON')
    }
  }
  const parsed = v.safeParse(TypedData, payload)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    const path = v.getDotPath(issue)
    throw invalid(`typedData${path ? `.${path}` : ''} ${issue.message}`)
  }
  if (!(parsed.output.primaryType in parsed.output.types))
    throw invalid(`typedData.primaryType names ${parsed.output.primaryType}, which types does not define`)
  return { address: parsedAddress.output, typedData: parsed.output }
}
