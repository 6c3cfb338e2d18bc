import type { RawData } from 'ws'

/**
 * The UTF-8 text of a WebSocket message as `ws` hands it over: a Buffer (its default binary type),
 * an ArrayBuffer, or a list of fragments, depending on the socket's `binaryType`.
 */
export function webSocketText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8')
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data).toString('utf8')
}
