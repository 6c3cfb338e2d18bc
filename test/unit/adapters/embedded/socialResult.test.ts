/**
 * SECURE-FRAME.md case 18 on the page: the popup's social result is relayed to the frame only
 * from the secure origin, from the popup the page opened, with this sign-in's flow id.
 */
import { describe, expect, it } from 'vitest'
import { acceptSocialResult } from '../../../../adapters/embedded/protocol/index.js'

const secureOrigin = 'https://wallet.example'
const popup = { name: 'the popup' }
const flowId = '3f1c8a52-9d4e-4b7a-8c21-0e6f5a9b7d10'
const data = { hatch: 1, type: 'SOCIAL_RESULT', flowId, uri: `${secureOrigin}/oauth/callback/google?code=abc&state=def` }
const expected = { secureOrigin, popup, flowId }

describe('acceptSocialResult', () => {
  it('accepts the result from the secure origin, from its popup, with its flow id', () => {
    expect(acceptSocialResult({ origin: secureOrigin, source: popup as never, data }, expected)).toEqual(data)
  })

  it.each([
    ['another origin', { origin: 'https://evil.example', source: popup, data }],
    ['a look-alike origin', { origin: 'https://wallet.example.evil.example', source: popup, data }],
    ['another window of the secure origin', { origin: secureOrigin, source: { name: 'another window' }, data }],
    ['no window', { origin: secureOrigin, source: null, data }],
    ['another flow id', { origin: secureOrigin, source: popup, data: { ...data, flowId: '9b0e7c4d-1a2b-4c3d-8e5f-6a7b8c9d0e1f' } }],
    [
      'a result address on another origin',
      { origin: secureOrigin, source: popup, data: { ...data, uri: 'https://evil.example/oauth/callback/google?code=abc' } },
    ],
    ['extra keys', { origin: secureOrigin, source: popup, data: { ...data, accessToken: 'x' } }],
    ['a string', { origin: secureOrigin, source: popup, data: JSON.stringify(data) }],
    ['another message type', { origin: secureOrigin, source: popup, data: { ...data, type: 'READY' } }],
  ])('ignores a message from %s', (_label, event) => {
    expect(acceptSocialResult(event as never, expected)).toBeUndefined()
  })

  it('ignores everything while no popup is open', () => {
    expect(acceptSocialResult({ origin: secureOrigin, source: null, data }, { ...expected, popup: null })).toBeUndefined()
  })
})
