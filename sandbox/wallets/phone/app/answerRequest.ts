import { createWalletClient, defineChain, http, isHex, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ed25519 } from '@noble/curves/ed25519'
import { decodeBase58, encodeBase58 } from '../../../solana/base58.js'
import { createSigner } from '../../bitcoin/browser/signer.js'
import type { PhoneChain, PhoneWalletConfig } from '../config.js'
import { RequestError, type WalletRequest } from './requestSchemas.js'

function sandboxChain(config: PhoneWalletConfig, caipNetworkId: string): PhoneChain {
  const chain = config.evm.chains.find((c) => c.caipNetworkId === caipNetworkId)
  if (!chain) throw new RequestError(4901, `Chain ${caipNetworkId} is not a sandbox chain (known: ${config.evm.chains.map((c) => c.caipNetworkId).join(', ')})`)
  return chain
}

function sameAddress(config: PhoneWalletConfig, requested: string, method: string): void {
  if (requested.toLowerCase() !== config.evm.address.toLowerCase()) {
    throw new RequestError(4100, `${method} asks for ${requested}, but this wallet holds ${config.evm.address}`)
  }
}

/**
 * Carries out a request the user approved, with the sandbox keys: signs with viem, sends
 * transactions to the sandbox node of the request's chain (its 127.0.0.1 RPC URL), signs Solana
 * messages with ed25519. Returns the JSON-RPC result; throws a {@link RequestError} for the dapp.
 */
export async function answerRequest(config: PhoneWalletConfig, chainId: string, request: WalletRequest): Promise<unknown> {
  const account = privateKeyToAccount(config.evm.privateKey)
  switch (request.method) {
    case 'personal_sign':
      sameAddress(config, request.address, request.method)
      return account.signMessage({ message: isHex(request.message) ? { raw: request.message } : request.message })
    case 'eth_signTypedData_v4':
      sameAddress(config, request.address, request.method)
      return account.signTypedData(request.typedData as unknown as TypedDataDefinition)
    case 'eth_sendTransaction': {
      sameAddress(config, request.tx.from, request.method)
      const chain = sandboxChain(config, chainId)
      const client = createWalletClient({
        account,
        chain: defineChain({
          id: chain.id,
          name: chain.name,
          nativeCurrency: { name: chain.symbol, symbol: chain.symbol, decimals: chain.decimals },
          rpcUrls: { default: { http: [chain.rpcUrl] } },
        }),
        transport: http(chain.rpcUrl, { retryCount: 0 }),
      })
      const { to, value, data, gas } = request.tx
      return client.sendTransaction({ to: to ?? null, value: BigInt(value ?? '0x0'), ...(data ? { data } : {}), ...(gas ? { gas: BigInt(gas) } : {}) })
    }
    case 'wallet_switchEthereumChain':
      sandboxChain(config, `eip155:${BigInt(request.chainId).toString()}`)
      return null
    case 'solana_signMessage': {
      const solana = config.solana
      if (!solana) throw new RequestError(4100, 'This phone wallet holds no Solana key (the sandbox runs no Solana stand-in)')
      if (request.pubkey !== solana.address)
        throw new RequestError(4100, `solana_signMessage asks for ${request.pubkey}, but this wallet holds ${solana.address}`)
      const signature = ed25519.sign(decodeBase58(request.message), solana.seed.slice(2))
      return { signature: encodeBase58(signature) }
    }
    case 'signMessage': {
      const bitcoin = config.bitcoin
      if (!bitcoin) throw new RequestError(4100, 'This phone wallet holds no Bitcoin key (the sandbox runs no Bitcoin stand-in)')
      if (request.address !== bitcoin.address) throw new RequestError(4100, `signMessage asks for ${request.address}, but this wallet holds ${bitcoin.address}`)
      // BIP-322 simple signature (the witness), base64 as Bitcoin wallets answer it; the sandbox
      // Bitcoin test wallet's signer does the work.
      const witness = createSigner(bitcoin.privateKey.slice(2)).signMessage(bitcoin.address, new TextEncoder().encode(request.message))
      return { address: bitcoin.address, signature: btoa(String.fromCharCode(...witness)) }
    }
  }
}

/** Methods answered without asking the user (a real wallet switches to a chain it knows silently). */
export const SILENT_METHODS: ReadonlySet<string> = new Set(['wallet_switchEthereumChain'])
