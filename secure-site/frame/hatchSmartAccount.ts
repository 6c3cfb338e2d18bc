import { createPublicClient, defineChain, encodeFunctionData, http, parseAbi, type Hex, type PublicClient } from 'viem'
import { entryPoint08Abi, getUserOperationHash, toSmartAccount, type SmartAccount } from 'viem/account-abstraction'

/** HatchSmartAccount (`sandbox/contracts/erc4337/HatchSmartAccount.sol`, on the package's BaseAccount v0.8): the calls the frame makes it run. */
const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
])
/** HatchSmartAccountFactory: the account's counterfactual address and its creation. */
export const hatchSmartAccountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/** Where a chain's smart accounts come from (the secure site's `smartAccounts` setting). */
export interface SmartAccountContracts {
  entryPoint: Hex
  factory: Hex
}

/** A chain's smart-account settings from the secure site: its bundler, the 4337 contracts, and optionally a paymaster service. */
export interface SmartAccountSettings extends SmartAccountContracts {
  bundlerUrl: string
  /** An ERC-7677 paymaster service that may sponsor the account's gas. */
  paymasterUrl?: string
}

/** The smart account on a chain, as estimates, signatures and sponsorship need it. */
export interface SmartAccountAt {
  chainId: number
  rpcUrl: string
  settings: SmartAccountSettings
  /** The EOA that owns the smart account (the frame's key). */
  owner: Hex
  smartAddress: Hex
  /** The project the page belongs to: the paymaster's policy is per project (ERC-7677 context). */
  projectId?: string
}

/** A public client of one EVM chain of the frame. */
export const chainClientOf = (chainId: number, rpcUrl: string): PublicClient =>
  createPublicClient({
    chain: defineChain({
      id: chainId,
      name: `eip155:${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
    transport: http(rpcUrl),
  })

/** The factory call that deploys `owner`'s account (the user operation's factoryData, and ERC-6492's). */
export const createAccountData = (owner: Hex): Hex => encodeFunctionData({ abi: hatchSmartAccountFactoryAbi, functionName: 'createAccount', args: [owner, 0n] })

/**
 * The smart account of `owner` (an EOA address): a HatchSmartAccount made by `factory` with salt
 * 0, as a viem `SmartAccount` over EntryPoint v0.8. It holds no key: signing is the caller's (the
 * frame signs inside `withAccount`, then wipes the key), so this object refuses to sign itself.
 */
export async function toHatchSmartAccount(client: PublicClient, owner: Hex, contracts: SmartAccountContracts): Promise<SmartAccount> {
  let address: Hex | undefined
  const noKey = () => Promise.reject(new Error('the frame signs for the smart account itself'))
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint08Abi, address: contracts.entryPoint, version: '0.8' },
    async encodeCalls(calls) {
      const [first] = calls
      if (calls.length === 1 && first)
        return encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [first.to, first.value ?? 0n, first.data ?? '0x'] })
      return encodeFunctionData({
        abi: accountAbi,
        functionName: 'executeBatch',
        args: [calls.map((c) => ({ target: c.to, value: c.value ?? 0n, data: c.data ?? '0x' }))],
      })
    },
    async getAddress() {
      address ??= await client.readContract({ address: contracts.factory, abi: hatchSmartAccountFactoryAbi, functionName: 'getAddress', args: [owner, 0n] })
      return address
    },
    async getFactoryArgs() {
      return { factory: contracts.factory, factoryData: createAccountData(owner) }
    },
    // A well-formed signature of nobody: the account answers SIG_VALIDATION_FAILED, which gas estimation tolerates.
    async getStubSignature() {
      return '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'
    },
    signMessage: noKey,
    signTypedData: noKey,
    signUserOperation: noKey,
  })
}

/** The hash the owner signs as is (EntryPoint v0.8's EIP-712 digest of the operation). */
export const userOperationHashOf = (chainId: number, entryPoint: Hex, userOperation: Parameters<typeof getUserOperationHash>[0]['userOperation']): Hex =>
  getUserOperationHash({ chainId, entryPointAddress: entryPoint, entryPointVersion: '0.8', userOperation })
