/**
 * The sandbox's secure site names every network its frame serves, so the frame's approvals say
 * "Hatch Solana" (the demo's name of the cluster) as they say "Hatch Mainnet", never the CAIP-2 id.
 */
import { expect, inject, it } from 'vitest'

it("the frame's configuration names the sandbox's EVM chains and its Solana cluster", async () => {
  const info = inject('sandbox')
  const url = info.urls.secureSite
  if (!url) throw new Error('the sandbox was started without its secure site')
  const page = await (await fetch(`${url}/frame?projectId=${info.projectId}`)).text()
  const json = /<script type="application\/json" id="hatch-frame-config">([^<]*)<\/script>/.exec(page)?.[1]
  const config = JSON.parse(json ?? '{}') as { networkNames?: Record<string, string> }
  const solana = (info.extensions['solana'] as { caipNetworkId: string }).caipNetworkId
  expect(config.networkNames).toEqual({ ...Object.fromEntries(info.networks.map((n) => [n.caipNetworkId, n.name])), [solana]: 'Hatch Solana' })
})
