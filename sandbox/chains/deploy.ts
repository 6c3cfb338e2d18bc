import { readFileSync } from 'node:fs'
import { createPublicClient, createWalletClient, http, type Abi, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { SandboxAccount } from '../types.js'

/** One compiled contract from `sandbox/contracts/artifacts.json`. */
export interface ContractArtifact {
  abi: Abi
  bytecode: Hex
}

/** USDC minted to every sandbox account on every chain (6 decimals: 10 000 USDC). */
export const USDC_MINT_PER_ACCOUNT = 10_000_000_000n

/** NFT token ids minted at start, and to which account index. */
export const NFT_MINTS: readonly { tokenId: bigint; accountIndex: number }[] = [
  { tokenId: 1n, accountIndex: 0 },
  { tokenId: 2n, accountIndex: 0 },
  { tokenId: 3n, accountIndex: 1 },
]

/** Reads the committed artifacts (built by `scripts/build-contracts.ts`). */
export function loadArtifacts(): { SandboxUSDC: ContractArtifact; SandboxNFT: ContractArtifact; SandboxSpamNFT: ContractArtifact } {
  const file = new URL('../contracts/artifacts.json', import.meta.url)
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { contracts: Record<string, ContractArtifact> }
  const { SandboxUSDC, SandboxNFT, SandboxSpamNFT } = parsed.contracts
  if (!SandboxUSDC || !SandboxNFT || !SandboxSpamNFT) {
    throw new Error('sandbox/contracts/artifacts.json lacks SandboxUSDC, SandboxNFT or SandboxSpamNFT: run scripts/build-contracts.ts')
  }
  return { SandboxUSDC, SandboxNFT, SandboxSpamNFT }
}

/** Addresses of the contracts deployed by {@link deploySandboxContracts}. */
export interface DeployedContracts {
  usdc: `0x${string}`
  nft: `0x${string}`
  /** The spam "airdrop" collection (`SandboxSpamNFT`), whose transfers the data service flags `is_spam`. */
  spamNft: `0x${string}`
}

/**
 * Deploys USDC and the NFT from account 0, mints USDC to every account and the NFTs of
 * {@link NFT_MINTS}; then deploys the spam collection and airdrops one of its tokens to every
 * account, so each seeded account has a spam-only transaction in its history (spec §5).
 * Transactions are sent with explicit nonces and awaited once at the end, since anvil mines each
 * one as it arrives (the spam collection's deployment is awaited for its address).
 */
export async function deploySandboxContracts(rpcUrl: string, chainId: number, accounts: SandboxAccount[]): Promise<DeployedContracts> {
  const deployer = accounts[0]
  if (!deployer) throw new Error('deploySandboxContracts needs at least one account')
  const artifacts = loadArtifacts()
  const chain = {
    id: chainId,
    name: `sandbox-${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
  const account = privateKeyToAccount(deployer.privateKey)
  // viem's 10 s default is too short for anvil on a machine whose cores other jobs keep busy (the
  // sandbox then failed to start: a mint's eth_sendRawTransaction timed out in CI).
  const transport = http(rpcUrl, { timeout: 60_000 })
  const wallet = createWalletClient({ account, chain, transport })
  const client = createPublicClient({ chain, transport })

  let nonce = await client.getTransactionCount({ address: account.address })
  const gas = 3_000_000n
  const usdcHash = await wallet.deployContract({ abi: artifacts.SandboxUSDC.abi, bytecode: artifacts.SandboxUSDC.bytecode, nonce: nonce++, gas })
  const nftHash = await wallet.deployContract({ abi: artifacts.SandboxNFT.abi, bytecode: artifacts.SandboxNFT.bytecode, nonce: nonce++, gas })
  const [usdcReceipt, nftReceipt] = await Promise.all([
    client.waitForTransactionReceipt({ hash: usdcHash, pollingInterval: 20 }),
    client.waitForTransactionReceipt({ hash: nftHash, pollingInterval: 20 }),
  ])
  const usdc = usdcReceipt.contractAddress
  const nft = nftReceipt.contractAddress
  if (!usdc || !nft) throw new Error(`Contract deployment on chain ${chainId} produced no address`)

  let last: Hex = nftHash
  for (const holder of accounts) {
    last = await wallet.writeContract({
      address: usdc,
      abi: artifacts.SandboxUSDC.abi,
      functionName: 'mint',
      args: [holder.address, USDC_MINT_PER_ACCOUNT],
      nonce: nonce++,
      gas: 200_000n,
    })
  }
  for (const mint of NFT_MINTS) {
    const holder = accounts[mint.accountIndex]
    if (!holder) throw new Error(`NFT mint names account ${mint.accountIndex}, which does not exist`)
    last = await wallet.writeContract({
      address: nft,
      abi: artifacts.SandboxNFT.abi,
      functionName: 'mint',
      args: [holder.address, mint.tokenId],
      nonce: nonce++,
      gas: 200_000n,
    })
  }
  // Deployed last, so the USDC and NFT addresses (nonces 0 and 1) stay what the docs list.
  const spamHash = await wallet.deployContract({ abi: artifacts.SandboxSpamNFT.abi, bytecode: artifacts.SandboxSpamNFT.bytecode, nonce: nonce++, gas })
  const spamNft = (await client.waitForTransactionReceipt({ hash: spamHash, pollingInterval: 20 })).contractAddress
  if (!spamNft) throw new Error(`Spam NFT deployment on chain ${chainId} produced no address`)
  for (const holder of accounts) {
    last = await wallet.writeContract({
      address: spamNft,
      abi: artifacts.SandboxSpamNFT.abi,
      functionName: 'airdrop',
      args: [holder.address],
      nonce: nonce++,
      gas: 200_000n,
    })
  }
  const receipt = await client.waitForTransactionReceipt({ hash: last, pollingInterval: 20 })
  if (receipt.status !== 'success') throw new Error(`Minting on chain ${chainId} failed (tx ${last})`)
  return { usdc, nft, spamNft }
}
