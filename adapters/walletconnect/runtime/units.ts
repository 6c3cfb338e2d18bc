/** UTF-8 text as 0x-prefixed hex, as personal_sign carries messages. */
export function utf8ToHex(text: string): `0x${string}` {
  return `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}
