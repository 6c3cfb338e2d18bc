import type { SandboxInfo } from '../../types.js'
import { solanaTestWalletBundle, solanaInstallCalls, SOLANA_TEST_WALLET_NAME, type SolanaTestWalletConfig } from './index.js'

/** The colour of the demo's Solana wallet icon. */
const ICON_COLOR = '#7c3aed'

function icon(): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${ICON_COLOR}"/><text x="48" y="60" font-family="sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#fff">SO</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** What the sandbox's solana extension publishes in `info.extensions.solana`. */
interface SolanaFacts {
  caipNetworkId: string
}

function solanaFacts(info: SandboxInfo): SolanaFacts | undefined {
  const facts = info.extensions['solana'] as Partial<SolanaFacts> | undefined
  return typeof facts?.caipNetworkId === 'string' ? { caipNetworkId: facts.caipNetworkId } : undefined
}

/**
 * The config of the demo page's Solana wallet ("Hatch Solana Wallet"): the sandbox's funded Solana
 * test account 0 on the sandbox cluster. Undefined when the sandbox runs without its solana
 * extension. The secret key is derived here, on the server, from the sandbox's deterministic seed.
 */
export async function solanaDemoWalletConfig(info: SandboxInfo, mode: SolanaTestWalletConfig['mode']): Promise<SolanaTestWalletConfig | undefined> {
  const facts = solanaFacts(info)
  const rpcUrl = info.urls['solana']
  if (!facts || !rpcUrl) return undefined
  const { solanaTestKeypair } = await import('../../solana/solanaKeys.js')
  return {
    name: SOLANA_TEST_WALLET_NAME,
    icon: icon(),
    secretKey: [...solanaTestKeypair(0).secretKey],
    chains: [{ chain: facts.caipNetworkId, name: 'Hatch Solana', rpcUrl }],
    mode,
  }
}

/**
 * What the demo server adds for Solana: the wallet script route's body, and the page head lines
 * that load and install the wallet (empty when the sandbox has no Solana cluster).
 */
export async function solanaDemoWallet(): Promise<{ script: string; headFor(info: SandboxInfo, mode: SolanaTestWalletConfig['mode']): Promise<string[]> }> {
  const script = await solanaTestWalletBundle()
  return {
    script,
    async headFor(info, mode) {
      const config = await solanaDemoWalletConfig(info, mode)
      if (!config) return []
      return ['<script src="/sandbox/solana-wallet.js"></script>', `<script>${solanaInstallCalls([config])}</script>`]
    },
  }
}
