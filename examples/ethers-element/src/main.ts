import { BrowserProvider, Contract, formatEther, parseUnits } from 'ethers'
import { evm } from 'hatch/adapters/evm'
import { defineHatchButton, type HatchButtonElement } from 'hatch/element'

/** The local sandbox (`npm start` in the Hatch repository): `?sandbox=<admin url>`, else its default port 4304. */
interface SandboxInfo {
  projectId: string
  urls: { catalogue: string; data: string; analytics: string }
  networks: { id: number; contracts: { usdc: { address: string } } }[]
}

const $ = (id: string) => document.getElementById(id) as HTMLElement
const show = (text: string) => void ($('out').textContent = text)

async function start() {
  const admin = new URLSearchParams(location.search).get('sandbox') ?? 'http://127.0.0.1:4304'
  const sandbox = (await (await fetch(`${admin}/sandbox/info`)).json()) as SandboxInfo
  defineHatchButton({ adapters: { evm: () => evm } })
  // Made here rather than written in the HTML: its options come from the sandbox, fetched first.
  const button = document.createElement('hatch-button') as HatchButtonElement
  const { catalogue, data, analytics } = sandbox.urls
  button.setAttribute('adapters', 'evm')
  button.options = { projectId: sandbox.projectId, networks: sandbox.networks as never, endpoints: { catalogue, data, analytics } }
  $('hatch-slot').append(button)

  // One BrowserProvider over Hatch's EIP-1193 provider, made once the element has its instance.
  let provider: BrowserProvider | undefined
  const ethers = () => {
    if (!button.hatch) throw new Error('Hatch is still starting')
    return (provider ??= new BrowserProvider(button.hatch.getProvider('eip155')))
  }
  const usdc = async () => {
    const { chainId } = await ethers().getNetwork()
    const address = sandbox.networks.find((n) => BigInt(n.id) === chainId)?.contracts.usdc.address
    if (!address) throw new Error(`The sandbox has no USDC on chain ${chainId}`)
    return { address, chainId }
  }

  const actions: Record<string, () => Promise<void>> = {
    async balance() {
      const signer = await ethers().getSigner() // opens Hatch's modal when nothing is connected
      show(`Balance: ${formatEther(await ethers().getBalance(signer.address))}`)
    },
    async sign() {
      const signer = await ethers().getSigner()
      const token = await usdc()
      const domain = { name: 'Hatch example', version: '1', chainId: token.chainId, verifyingContract: token.address }
      const types = {
        Greeting: [
          { name: 'from', type: 'address' },
          { name: 'text', type: 'string' },
        ],
      }
      show(`Signature: ${await signer.signTypedData(domain, types, { from: signer.address, text: 'Hello from ethers' })}`)
    },
    async send() {
      const signer = await ethers().getSigner()
      const token = new Contract((await usdc()).address, ['function transfer(address to, uint256 amount) returns (bool)'], signer)
      const sent = (await token.getFunction('transfer')(($('to') as HTMLInputElement).value, parseUnits('1', 6))) as {
        wait(): Promise<{ blockNumber: number } | null>
      }
      show(`Transfer mined in block ${(await sent.wait())?.blockNumber ?? '?'}`)
    },
  }
  for (const [id, run] of Object.entries(actions)) {
    $(id).addEventListener('click', () => {
      $('error').textContent = ''
      run().catch((error: unknown) => ($('error').textContent = error instanceof Error ? error.message : String(error)))
    })
  }
}

start().catch((error: unknown) => ($('error').textContent = String(error)))
