import { Buffer } from 'buffer'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConnectionProvider, WalletProvider } from '@solana/wallet-adapter-react'
import { createHatch } from 'hatch'
import { embedded } from 'hatch/adapters/embedded'
import { solana } from 'hatch/adapters/solana'
import { email } from 'hatch/plugins/email'
import { HatchProvider } from 'hatch/react'
import { HatchWalletAdapter } from 'hatch/solana-wallet-adapter'
import { App } from './App.js'
import { readSandbox } from './sandbox.js'

// @solana/spl-token builds instruction data with Node's Buffer, which browsers lack.
globalThis.Buffer ??= Buffer

async function start() {
  const sandbox = await readSandbox()
  const { catalogue, data, analytics, secureSite } = sandbox.urls
  const hatch = createHatch({
    projectId: sandbox.projectId,
    networks: [sandbox.network],
    // Wallet Standard wallets, and the e-mail embedded wallet (its secure site holds the keys).
    adapters: [solana(), embedded({ secureSiteUrl: secureSite })],
    plugins: [email()],
    endpoints: { catalogue, data, analytics },
  })
  // Given to WalletProvider only: Hatch's modal lists each wallet once (docs/solana-dapps.md).
  const wallets = [new HatchWalletAdapter(hatch)]
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <HatchProvider hatch={hatch}>
        <ConnectionProvider endpoint={sandbox.rpcUrl} config={{ commitment: 'confirmed', wsEndpoint: sandbox.wsUrl }}>
          <WalletProvider wallets={wallets} autoConnect>
            <App usdc={sandbox.usdc} />
          </WalletProvider>
        </ConnectionProvider>
      </HatchProvider>
    </StrictMode>,
  )
}

start().catch((error: unknown) => {
  document.getElementById('root')!.textContent = String(error)
})
