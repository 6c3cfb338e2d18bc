'use client'
import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type State, WagmiProvider } from 'wagmi'
import { cookieStorage, createHatch, type HatchInitialState } from 'hatch'
import { evm } from 'hatch/adapters/evm'
import { HatchProvider } from 'hatch/react'
import { hatchConnector } from 'hatch/wagmi'
import { wagmiConfig } from './config'
import type { SandboxInfo } from './sandbox'

/** Hatch (its state in a cookie), wagmi on Hatch's connector, and react-query, made once per page. */
export function Providers(props: { sandbox: SandboxInfo; hatchState: HatchInitialState | undefined; wagmiState: State | undefined; children: ReactNode }) {
  const [made] = useState(() => {
    const { catalogue, data, analytics } = props.sandbox.urls
    const hatch = createHatch({
      projectId: props.sandbox.projectId,
      networks: props.sandbox.networks,
      adapters: [evm()],
      endpoints: { catalogue, data, analytics },
      storage: cookieStorage(),
    })
    return { hatch, config: wagmiConfig(props.sandbox, [hatchConnector(hatch)]), queryClient: new QueryClient() }
  })
  return (
    <WagmiProvider config={made.config} initialState={props.wagmiState}>
      <QueryClientProvider client={made.queryClient}>
        <HatchProvider hatch={made.hatch} initialState={props.hatchState}>
          {props.children}
        </HatchProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
