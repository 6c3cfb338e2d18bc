import { describe, expect, it, vi } from 'vitest'
import { cookieToInitialState, parseInitialState } from '../../../../kernel/ssr.js'
import { testNetworks } from '../../../fixtures/createTestHatch.js'

// On the server (the unit project runs in Node: no window, no document), from a Cookie header.

const alice = '0x1234567890abcdef1234567890abcdef12345678'
const solAddress = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const envelope = (value: unknown) => ({ v: 1, value })
const headerOf = (content: Record<string, unknown>, name = 'hatch.session') => `theme=dark; ${name}=${encodeURIComponent(JSON.stringify(content))}; other=x`
const session = (address = alice, extra: Record<string, unknown> = {}) => ({
  connections: envelope([{ connectorId: 'io.metamask', namespace: 'eip155', accounts: [{ address }], caipNetworkId: 'eip155:1338' }]),
  connectedConnectors: envelope({ eip155: 'io.metamask' }),
  activeNamespace: envelope('eip155'),
  ...extra,
})
const quiet = () => ({ debug: vi.fn(), warn: vi.fn(), error: vi.fn() })
const withIcon = { ...testNetworks.two, assets: { imageUrl: 'https://icons.example/local-two.png' } }

describe('cookieToInitialState (no DOM)', () => {
  it('reads the connected account, its network and icon from the Cookie header', () => {
    expect(typeof window).toBe('undefined')
    const logger = quiet()
    const state = cookieToInitialState(headerOf(session()), { networks: [testNetworks.one, withIcon], logger })
    expect(state).toEqual({
      activeNamespace: 'eip155',
      accounts: {
        eip155: {
          address: alice,
          connectorId: 'io.metamask',
          caipNetworkId: 'eip155:1338',
          networkImageUrl: 'https://icons.example/local-two.png',
          networkName: 'Local Two',
        },
      },
    })
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it("takes the active network of the active namespace over the connection's, and never an icon for a network the host does not configure", () => {
    const state = cookieToInitialState(headerOf(session(alice, { activeNetwork: envelope('eip155:1337') })), { networks: [testNetworks.one, withIcon] })
    expect(state?.accounts.eip155).toEqual({ address: alice, connectorId: 'io.metamask', caipNetworkId: 'eip155:1337' })
    const unknown = cookieToInitialState(headerOf(session(alice, { activeNetwork: envelope('eip155:999') })), { networks: [testNetworks.one] })
    expect(unknown?.accounts.eip155).toEqual({ address: alice, connectorId: 'io.metamask' })
  })

  it('keeps one account per namespace and the active one', () => {
    const content = {
      connections: envelope([
        { connectorId: 'io.metamask', namespace: 'eip155', accounts: [{ address: alice }] },
        { connectorId: 'phantom', namespace: 'solana', accounts: [{ address: solAddress }] },
      ]),
      connectedConnectors: envelope({ eip155: 'io.metamask', solana: 'phantom' }),
      activeNamespace: envelope('solana'),
    }
    const state = cookieToInitialState(headerOf(content))
    expect(state?.activeNamespace).toBe('solana')
    expect(state?.accounts.solana?.address).toBe(solAddress)
    expect(state?.accounts.eip155?.address).toBe(alice)
  })

  it('is undefined, without a warning, with no cookie, no connected wallet, or a wallet the visitor disconnected', () => {
    const logger = quiet()
    expect(cookieToInitialState(undefined, { logger })).toBeUndefined()
    expect(cookieToInitialState(null, { logger })).toBeUndefined()
    expect(cookieToInitialState('theme=dark', { logger })).toBeUndefined()
    expect(cookieToInitialState(headerOf({ activeNamespace: envelope('eip155') }), { logger })).toBeUndefined()
    const ended = session(alice, { disconnectedConnectorIds: envelope({ eip155: ['io.metamask'] }) })
    expect(cookieToInitialState(headerOf(ended), { logger })).toBeUndefined()
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('reads a cookie of another name when told', () => {
    expect(cookieToInitialState(headerOf(session(), 'my.session'), { name: 'my.session' })?.accounts.eip155?.address).toBe(alice)
    expect(cookieToInitialState(headerOf(session(), 'my.session'))).toBeUndefined()
  })

  it.each([
    ['not URI-encoded JSON', 'hatch.session=%7Bnope', /hatch\.session.*JSON/],
    ['JSON that is not an object', `hatch.session=${encodeURIComponent('[1,2]')}`, /not a JSON object/],
    ['a key Hatch never writes', headerOf({ ...session(), sessionToken: envelope('x') }), /unknown key "sessionToken"/],
    ['a value of another version', headerOf({ ...session(), activeNamespace: { v: 9, value: 'eip155' } }), /activeNamespace: version 9/],
    ['a value of the wrong shape', headerOf({ ...session(), connectedConnectors: envelope({ eip155: 42 }) }), /connectedConnectors/],
    ['an address that is no EVM address', headerOf(session('<img src=x onerror=alert(1)>')), /does not belong to its namespace/],
    [
      'a network of another namespace',
      headerOf({
        ...session(),
        connections: envelope([{ connectorId: 'io.metamask', namespace: 'eip155', accounts: [{ address: alice }], caipNetworkId: 'solana:abc' }]),
      }),
      /does not belong to its namespace/,
    ],
  ])('ignores a corrupt or forged cookie (%s) with a warning', (_, header, reason) => {
    const logger = quiet()
    expect(cookieToInitialState(header, { logger })).toBeUndefined()
    expect(logger.warn).toHaveBeenCalledTimes(1)
    const message = String(logger.warn.mock.calls[0]?.[0])
    expect(message).toContain('ignored the cookie "hatch.session", the page renders as not connected')
    expect(message).toMatch(reason)
  })
})

describe('parseInitialState (an initial state written into the page)', () => {
  it('reads what cookieToInitialState returned, and ignores anything else with a warning naming where it came from', () => {
    const state = cookieToInitialState(headerOf(session()))
    expect(parseInitialState(JSON.stringify(state))).toEqual(state)
    expect(parseInitialState(null)).toBeUndefined()
    const logger = quiet()
    expect(parseInitialState('{oops', { source: 'the attribute', logger })).toBeUndefined()
    expect(
      parseInitialState(JSON.stringify({ activeNamespace: 'eip155', accounts: { eip155: { address: 'not-hex', connectorId: 'x' } } }), { logger }),
    ).toBeUndefined()
    expect(
      parseInitialState(JSON.stringify({ activeNamespace: 'solana', accounts: { eip155: { address: alice, connectorId: 'x' } } }), { logger }),
    ).toBeUndefined()
    expect(logger.warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/^ignored the initial state \(the attribute\): not JSON/),
      expect.stringContaining('does not belong to its namespace'),
      expect.stringContaining('the active namespace has no account'),
    ])
  })
})
