import { Core } from '@walletconnect/core'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { base58 as bs58 } from '@scure/base'
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto'
import type { PrivateKeyAccount } from 'viem/accounts'

/** Metadata the test wallet presents (the dapp shows this name as the connected wallet). */
export const WALLET_NAME = 'Hatch phone wallet'

/** An ed25519 Solana key made with node:crypto: its base58 address and a signer. */
export function solanaKey(): { address: string; publicKey: KeyObject; sign(message: Uint8Array): Uint8Array } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32)
  return { address: bs58.encode(raw), publicKey, sign: (message) => new Uint8Array(sign(null, message, privateKey)) }
}

/** The wallet side of the tests: WalletKit on its own Core, pointed at the loopback relay. */
export async function startWallet(relayUrl: string, prefix: string) {
  const core = new Core({ projectId: 'hatch-sandbox', relayUrl, customStoragePrefix: prefix, telemetryEnabled: false, logger: 'silent' })
  const kit = await WalletKit.init({ core, metadata: { name: WALLET_NAME, description: 'test wallet', url: 'http://127.0.0.1', icons: [] } })
  return {
    kit,
    nextProposal: () => new Promise<WalletKitTypes.SessionProposal>((resolve) => kit.once('session_proposal', resolve)),
    nextRequest: () => new Promise<WalletKitTypes.SessionRequest>((resolve) => kit.once('session_request', resolve)),
    /** Approves a proposal with one account per proposed namespace the wallet holds keys for. */
    approve(proposal: WalletKitTypes.SessionProposal, keys: { evm?: PrivateKeyAccount; solana?: string }) {
      const namespaces: Record<string, { chains: string[]; accounts: string[]; methods: string[]; events: string[] }> = {}
      for (const [ns, proposed] of Object.entries(proposal.params.optionalNamespaces)) {
        const address = ns === 'eip155' ? keys.evm?.address : ns === 'solana' ? keys.solana : undefined
        if (!address || !proposed.chains) continue
        namespaces[ns] = {
          chains: proposed.chains,
          accounts: proposed.chains.map((c) => `${c}:${address}`),
          methods: proposed.methods,
          events: proposed.events,
        }
      }
      return kit.approveSession({ id: proposal.id, namespaces })
    },
    reject: (proposal: WalletKitTypes.SessionProposal) => kit.rejectSession({ id: proposal.id, reason: { code: 5000, message: 'User rejected.' } }),
    answer: (event: WalletKitTypes.SessionRequest, result: unknown) =>
      kit.respondSessionRequest({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', result } }),
    stop: () => kit.core.relayer.transportClose().catch(() => undefined),
  }
}

/** A WalletConnect key-value storage in memory; share one between instances to play a reload. */
export function memoryKeyValueStorage() {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T) => void items.set(key, JSON.parse(JSON.stringify(value)) as unknown),
    removeItem: async (key: string) => void items.delete(key),
  }
}

/**
 * Points a WalletKit's Verify client at a Verify server (the sandbox's): `@walletconnect/core` 2.25
 * has no option for it, so these are the three fields where its Verify keeps the server (the v3
 * public key and the older lookup) and the test-run switch that would skip verification.
 */
export function useVerifyServer(kit: { core: { verify: unknown } }, verifyUrl: string): void {
  const verify = kit.core.verify as { isDevEnv: boolean; verifyUrlV3: string; getVerifyUrl: (url?: string) => string }
  verify.isDevEnv = false
  verify.verifyUrlV3 = `${verifyUrl}/v3`
  verify.getVerifyUrl = () => verifyUrl
}
