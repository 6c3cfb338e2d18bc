import type { SiwxMessageData } from '../types.js'

/** The account names the CAIP-122 header uses for the namespaces signed as plain text. */
export const textAccountNames = { solana: 'Solana', bip122: 'Bitcoin' } as const

/** A namespace whose message is the CAIP-122 text below (Sign In With Solana, and Bitcoin signed with BIP-322). */
export type TextNamespace = keyof typeof textAccountNames

const HEADER = / wants you to sign in with your (\S+) account:$/

/**
 * The CAIP-122 sign-in text for Solana (the Sign In With Solana layout) and Bitcoin: the EIP-4361
 * layout with the chain's account name; `Chain ID` is the CAIP-2 reference (the part after the colon).
 */
export function formatTextMessage(namespace: TextNamespace, data: SiwxMessageData): string {
  const reference = data.chainId.slice(data.chainId.indexOf(':') + 1)
  const lines = [`${data.domain} wants you to sign in with your ${textAccountNames[namespace]} account:`, data.accountAddress, '']
  if (data.statement) lines.push(data.statement, '')
  lines.push(`URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${reference}`, `Nonce: ${data.nonce}`)
  if (data.issuedAt) lines.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}

const FIELDS: Record<string, keyof SiwxMessageData | 'chainReference'> = {
  URI: 'uri',
  Version: 'version',
  'Chain ID': 'chainReference',
  Nonce: 'nonce',
  'Issued At': 'issuedAt',
  'Expiration Time': 'expirationTime',
  'Not Before': 'notBefore',
  'Request ID': 'requestId',
}

/**
 * Reads a CAIP-122 text message back into its fields; throws an Error naming what is missing or
 * malformed. The namespace comes from the header's account name.
 */
export function parseTextMessage(text: string): { namespace: TextNamespace; data: SiwxMessageData } {
  const lines = text.split('\n')
  const header = HEADER.exec(lines[0] ?? '')
  const namespace = (Object.keys(textAccountNames) as TextNamespace[]).find((ns) => textAccountNames[ns] === header?.[1])
  if (!header || !namespace) throw new Error('the first line is not "<domain> wants you to sign in with your Solana|Bitcoin account:"')
  const domain = (lines[0] ?? '').slice(0, header.index)
  const accountAddress = lines[1] ?? ''
  if (!domain || !accountAddress || lines[2] !== '') throw new Error('the domain or the address line is missing')
  let index = 3
  let statement: string | undefined
  if (lines[index] !== undefined && !lines[index]!.startsWith('URI: ')) {
    statement = lines[index]
    if (lines[index + 1] !== '') throw new Error('the statement must be one line followed by an empty line')
    index += 2
  }
  const fields: Record<string, string> = {}
  const resources: string[] = []
  for (; index < lines.length; index++) {
    const line = lines[index]!
    if (line === 'Resources:') {
      for (index++; index < lines.length; index++) {
        if (!lines[index]!.startsWith('- ')) throw new Error(`unexpected line after Resources: '${lines[index]}'`)
        resources.push(lines[index]!.slice(2))
      }
      break
    }
    const colon = line.indexOf(': ')
    const key = FIELDS[line.slice(0, colon)]
    if (colon < 0 || !key) throw new Error(`unexpected line '${line}'`)
    if (key in fields) throw new Error(`'${line.slice(0, colon)}' appears twice`)
    fields[key] = line.slice(colon + 2)
  }
  for (const required of ['uri', 'version', 'chainReference', 'nonce']) {
    if (!fields[required]) throw new Error(`the message has no ${required === 'chainReference' ? 'Chain ID' : required}`)
  }
  const { chainReference, ...rest } = fields
  return {
    namespace,
    data: {
      ...(rest as Pick<SiwxMessageData, 'uri' | 'version' | 'nonce'>),
      domain,
      accountAddress,
      chainId: `${namespace}:${chainReference}`,
      ...(statement !== undefined ? { statement } : {}),
      ...(resources.length ? { resources } : {}),
    },
  }
}
