import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createHatch } from 'hatch'
import { evm } from 'hatch/adapters/evm'
import { HatchProvider } from 'hatch/react'
import { App } from './App.js'
import { rewards } from './rewards/index.js'
import { readSandbox } from './sandbox.js'

async function start(root: HTMLElement) {
  const { projectId, networks, urls } = await readSandbox()
  const hatch = createHatch({
    projectId,
    networks,
    adapters: [evm()],
    endpoints: urls,
    // The host's own plugin, written against the package's public entries only.
    plugins: [rewards()],
    features: { rewards: ['daily', 'weekly'] },
  })
  createRoot(root).render(
    <StrictMode>
      <HatchProvider hatch={hatch}>
        <App />
      </HatchProvider>
    </StrictMode>,
  )
}

const root = document.getElementById('root')
if (root) start(root).catch((error: unknown) => (root.textContent = String(error)))
