// @vitest-environment happy-dom
/**
 * Issue 31 item 1: the page's iframe of the secure frame delegates WebAuthn to the secure origin, so
 * the frame's own passkey prompt can open the browser's passkey dialog (a cross-origin frame may
 * only with `publickey-credentials-get` / `-create` in its `allow`), beside the clipboard (Export
 * private key's Copy).
 */
import { expect, it } from 'vitest'
import { FrameClient } from '../../../../adapters/embedded/frameClient.js'

it('delegates passkeys (get and create) and clipboard writes to the secure frame, nothing else', () => {
  const client = new FrameClient({ secureOrigin: 'http://127.0.0.1:8787', projectId: 'p', chainId: 1, container: document.createElement('div') })
  expect(client.iframe.allow.split(';').map((s) => s.trim())).toEqual(['clipboard-write', 'publickey-credentials-get', 'publickey-credentials-create'])
  client.destroy()
})
