/**
 * A plain page with `<hatch-button>` and ethers v6: `new BrowserProvider(button.hatch.getProvider('eip155'))`
 * for reads, the signer, typed data and an ERC-20 transfer. No framework; the test drives it by
 * role and visible text.
 */
import { BrowserProvider, Contract, formatEther, isAddress } from 'ethers'
import { evm } from 'hatch/adapters/evm'
import { defineHatchButton, type HatchButtonElement } from 'hatch/element'
import { permitTypedData, type TestPageConfig } from '../../wagmi/page/typedData.js'

const page = (window as unknown as { __HATCH_PAGE__: TestPageConfig }).__HATCH_PAGE__
defineHatchButton({ adapters: { evm: () => evm } })
const button = document.querySelector<HatchButtonElement>('hatch-button')
if (!button) throw new Error('the ethers page has no <hatch-button>')
const recipient = new URLSearchParams(location.search).get('to') ?? ''

const show = (id: string, text: string) => {
  const out = document.getElementById(id)
  if (out) out.textContent = text
}
const failed = (what: string) => (error: unknown) => {
  const alert = document.getElementById('alert')
  const code = (error as { code?: unknown; error?: { code?: unknown } }).error?.code ?? (error as { code?: unknown }).code
  if (alert) alert.textContent = `${what} failed (${String(code)}): ${error instanceof Error ? error.message : String(error)}`
}

/** One BrowserProvider over Hatch's EIP-1193 provider, made once the element has its instance. */
let browserProvider: BrowserProvider | undefined
const ethersProvider = () => {
  const hatch = button.hatch
  if (!hatch) throw new Error('Hatch has not started yet')
  return (browserProvider ??= new BrowserProvider(hatch.getProvider('eip155')))
}

const actions: Record<string, () => Promise<void>> = {
  async 'Read balance with ethers'() {
    const signer = await ethersProvider().getSigner()
    show('balance', `ethers balance: ${formatEther(await ethersProvider().getBalance(signer.address))}`)
  },
  async 'Sign typed data with ethers'() {
    const signer = await ethersProvider().getSigner()
    const { chainId } = await ethersProvider().getNetwork()
    const usdc = page.networks.find((n) => BigInt(n.id) === chainId)?.contracts.usdc.address
    if (!usdc) throw new Error(`no USDC on chain ${chainId}`)
    const typed = permitTypedData(Number(chainId), usdc, signer.address as `0x${string}`)
    show('signature', `ethers signature: ${await signer.signTypedData(typed.domain, { Permit: [...typed.types.Permit] }, typed.message)}`)
  },
  async 'Send 1.5 USDC with ethers'() {
    if (!isAddress(recipient)) throw new Error('the page has no ?to= recipient')
    const signer = await ethersProvider().getSigner()
    const { chainId } = await ethersProvider().getNetwork()
    const usdc = page.networks.find((n) => BigInt(n.id) === chainId)?.contracts.usdc.address
    if (!usdc) throw new Error(`no USDC on chain ${chainId}`)
    const token = new Contract(usdc, ['function transfer(address to, uint256 amount) returns (bool)'], signer)
    const sent = await (token.getFunction('transfer')(recipient, 1_500_000n) as Promise<{
      wait(): Promise<{ status: number | null; blockNumber: number } | null>
    }>)
    const receipt = await sent.wait()
    show('transfer', `ethers transfer ${receipt?.status === 1 ? 'mined' : 'failed'} in block ${receipt?.blockNumber ?? '?'}`)
  },
}

for (const [label, run] of Object.entries(actions)) {
  const control = document.createElement('button')
  control.type = 'button'
  control.textContent = label
  control.addEventListener('click', () => void run().catch(failed(label)))
  document.getElementById('actions')?.append(control)
}
