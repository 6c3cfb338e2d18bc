import { App } from './App'
import { readSandbox } from './sandbox'

export default async function Page() {
  const sandbox = await readSandbox()
  return <App usdc={Object.fromEntries(sandbox.networks.map((n) => [n.id, n.contracts.usdc.address]))} />
}
