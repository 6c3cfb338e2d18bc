import { describe, expect, it } from 'vitest'

interface Chunk {
  initial: boolean
  inputs: string[]
}
// The bench helpers are plain .mjs; a string specifier keeps TypeScript out of their typing.
const helpers = '../../../../bench/lib/esbuildHost.mjs'
const { bundleHost } = (await import(helpers)) as { bundleHost(source: string): Promise<{ chunks: Chunk[] }> }

const host = `import { createRoot } from 'react-dom/client'
import { createHatch } from 'hatch'
import { HatchProvider, ConnectButton } from 'hatch/react'
import { walletConnect } from 'hatch/adapters/walletconnect'
const hatch = createHatch({ projectId: 'bench', networks: [], adapters: [walletConnect({ relayUrl: 'ws://127.0.0.1:1' })] })
createRoot(document.getElementById('root')).render(<HatchProvider hatch={hatch}><ConnectButton /></HatchProvider>)
`

/**
 * A host's production bundle (esbuild, splitting) with walletConnect(): the descriptor is in the
 * JS loaded before the first click; the sign client and its @noble crypto, the runtime, the views
 * and the QR library only in chunks loaded on demand.
 */
describe('walletConnect() keeps its SDK out of the bundle that shows the button', () => {
  const bundled = bundleHost(host)

  it('ships the descriptor up front and the sign client, its crypto, runtime, views and uqr lazily', async () => {
    const { chunks } = await bundled
    const initial = chunks.filter((c) => c.initial).flatMap((c) => c.inputs)
    const lazy = chunks.filter((c) => !c.initial).flatMap((c) => c.inputs)
    expect(initial).toContain('adapters/walletconnect/index.ts')
    const heavy = (f: string) =>
      f.includes('@walletconnect/') ||
      f.includes('node_modules/@noble/') ||
      f.includes('node_modules/uqr') ||
      f.startsWith('adapters/walletconnect/client/') ||
      f.startsWith('adapters/walletconnect/runtime/') ||
      f.startsWith('adapters/walletconnect/views/')
    expect(initial.filter(heavy)).toEqual([])
    expect(lazy).toContain('adapters/walletconnect/client/signClient.ts')
    expect(lazy.some((f) => f.includes('node_modules/@noble/ciphers'))).toBe(true)
    // Nothing of the vendor SDK is bundled any more (docs/adapters/walletconnect.md, "Why our own client").
    expect([...initial, ...lazy].filter((f) => f.includes('@walletconnect/'))).toEqual([])
    expect(lazy).toContain('adapters/walletconnect/views/QrCode.tsx')
    expect(lazy.some((f) => f.includes('node_modules/uqr'))).toBe(true)
  })
})
