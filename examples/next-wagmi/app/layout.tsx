import type { ReactNode } from 'react'
import { headers } from 'next/headers'
import { cookieToInitialState } from 'hatch/ssr'
import { cookieToInitialState as wagmiInitialState } from 'wagmi'
import { wagmiConfig } from './config'
import { Providers } from './providers'
import { readSandbox } from './sandbox'

export const metadata = { title: 'Hatch + wagmi on Next.js' }
// Rendered for each request: the visitor's cookies decide what the button shows.
export const dynamic = 'force-dynamic'

export default async function RootLayout({ children }: { children: ReactNode }) {
  const sandbox = await readSandbox()
  const cookie = (await headers()).get('cookie')
  // Both read on the server from the visitor's cookies, so Hatch's button and wagmi's hooks agree.
  const hatchState = cookieToInitialState(cookie, { networks: sandbox.networks })
  const wagmiState = wagmiInitialState(wagmiConfig(sandbox), cookie)
  return (
    <html lang="en">
      <body>
        <Providers sandbox={sandbox} hatchState={hatchState} wagmiState={wagmiState}>
          {children}
        </Providers>
      </body>
    </html>
  )
}
