import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { http } from 'viem'
import { createConfig, WagmiProvider } from 'wagmi'
import { createHatch } from 'hatch'
import { evm } from 'hatch/adapters/evm'
import { HatchProvider } from 'hatch/react'
import { hatchConnector } from 'hatch/wagmi'
import { App } from './App.js'
import { readSandbox } from './sandbox.js'

async function start() {
  const sandbox = await readSandbox()
  const { catalogue, data, analytics } = sandbox.urls
  const hatch = createHatch({ projectId: sandbox.projectId, networks: sandbox.networks, adapters: [evm()], endpoints: { catalogue, data, analytics } })
  const config = createConfig({
    chains: sandbox.chains,
    connectors: [hatchConnector(hatch)],
    transports: Object.fromEntries(sandbox.chains.map((chain) => [chain.id, http()])),
    // Hatch's modal lists the wallets: wagmi adds no EIP-6963 connectors of its own.
    multiInjectedProviderDiscovery: false,
  })
  const usdc = (chainId: number) => sandbox.networks.find((n) => n.id === chainId)?.contracts.usdc.address
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <WagmiProvider config={config}>
        <QueryClientProvider client={new QueryClient()}>
          <HatchProvider hatch={hatch}>
            <App usdc={usdc} />
          </HatchProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
}

start().catch((error: unknown) => {
  document.getElementById('root')!.textContent = String(error)
})
