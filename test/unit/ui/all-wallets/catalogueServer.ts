/** Starts the real sandbox catalogue service (520 generated wallets) on 127.0.0.1 for a test file. */
import { CatalogueState, startCatalogueService } from '../../../../sandbox/catalogue/server.js'
import { FaultStore } from '../../../../sandbox/http/faults.js'
import { ProjectStore } from '../../../../sandbox/http/projects.js'

export const CHAINS = {
  eip155: ['eip155:31337', 'eip155:31338'],
  solana: ['solana:sandbox'],
  bip122: ['bip122:sandbox'],
}

/** Starts the catalogue; `chains` are the CAIP-2 ids the generated wallets may support. */
export async function startCatalogue(chains: typeof CHAINS = CHAINS) {
  const state = new CatalogueState()
  const faults = new FaultStore()
  const service = await startCatalogueService({ port: 0, faults, projects: new ProjectStore(), state, chains })
  return { url: service.url, state, faults, stop: () => service.stop() }
}
