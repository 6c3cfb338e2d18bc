/**
 * The frame's HELLO check (SECURE-FRAME.md case 2 and the nesting part of case 3): only its own
 * parent, from an exactly allowed origin, with every ancestor allowed, with a strict HELLO and one port.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { acceptHello } from '../../../secure-site/frame/handshake.js'

const parent = { name: 'parent window' }
const allowedOrigins = ['https://shop.example']
const ports: MessagePort[] = []
afterEach(() => ports.splice(0).forEach((p) => p.close()))

function hello(overrides: Partial<{ data: unknown; origin: string; source: unknown; ports: MessagePort[] }> = {}) {
  const { port1, port2 } = new MessageChannel()
  ports.push(port1, port2)
  return {
    data: { hatch: 1, type: 'HELLO', nonce: crypto.randomUUID() },
    origin: 'https://shop.example',
    source: parent,
    ports: [port2],
    ...overrides,
  } as unknown as MessageEvent
}
const where = (ancestorOrigins?: string[]) => ({ allowedOrigins, parent, ancestorOrigins })

describe('acceptHello', () => {
  it('accepts the parent at an allowed origin and pins that origin', () => {
    const event = hello()
    expect(acceptHello(event, where(['https://shop.example']))).toMatchObject({
      parentOrigin: 'https://shop.example',
      nonce: (event.data as { nonce: string }).nonce,
    })
  })

  it.each([
    ['a non-allowed origin (case 2)', hello({ origin: 'https://evil.example' })],
    ['an origin that only starts like an allowed one', hello({ origin: 'https://shop.example.evil.example' })],
    ["the opaque origin 'null'", hello({ origin: 'null' })],
    ['another window than the parent', hello({ source: { name: 'popup' } })],
    ['no transferred port', hello({ ports: [] })],
    ['an extra key', hello({ data: { hatch: 1, type: 'HELLO', nonce: crypto.randomUUID(), rpcUrl: 'https://evil' } })],
    ['a nonce that is not a UUID', hello({ data: { hatch: 1, type: 'HELLO', nonce: 'x' } })],
    ['a string', hello({ data: 'HELLO' })],
  ])('ignores %s', (_label, event) => {
    expect(acceptHello(event, where(['https://shop.example']))).toBeUndefined()
  })

  it('ignores an allowed page nested in an attacker page (every ancestor must be allowed)', () => {
    expect(acceptHello(hello(), where(['https://shop.example', 'https://evil.example']))).toBeUndefined()
  })

  it('ignores everything when the frame has no parent (opened top-level)', () => {
    expect(acceptHello(hello({ source: null }), { allowedOrigins, parent: null, ancestorOrigins: [] })).toBeUndefined()
  })
})
