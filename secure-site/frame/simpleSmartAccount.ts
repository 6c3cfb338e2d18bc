import { encodeFunctionData, parseAbi, type Hex, type PublicClient } from 'viem'
import { entryPoint07Abi, getUserOperationHash, toSmartAccount, type SmartAccount } from 'viem/account-abstraction'

/** SimpleAccount v0.7 (`@account-abstraction/contracts`): the calls the frame makes it run. */
const accountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])
/** SimpleAccountFactory v0.7: the account's counterfactual address and its creation. */
export const simpleAccountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/** Where a chain's smart accounts come from (the secure site's `smartAccounts` setting). */
export interface SmartAccountContracts {
  entryPoint: Hex
  factory: Hex
}

/**
 * The smart account of `owner` (an EOA address): a SimpleAccount v0.7 made by `factory` with salt
 * 0, as a viem `SmartAccount` over EntryPoint v0.7. It holds no key: signing the user operation
 * hash is the caller's (the frame signs inside `withAccount`, then wipes the key), so this object
 * refuses to sign anything itself. SimpleAccount has no ERC-1271, so messages are not signable.
 */
export async function toSimpleSmartAccount(client: PublicClient, owner: Hex, contracts: SmartAccountContracts): Promise<SmartAccount> {
  let address: Hex | undefined
  const noKey = () => Promise.reject(new Error('the frame signs user operations itself'))
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: contracts.entryPoint, version: '0.7' },
    async encodeCalls(calls) {
      const [first] = calls
      if (calls.length === 1 && first)
        return encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [first.to, first.value ?? 0n, first.data ?? '0x'] })
      return encodeFunctionData({
        abi: accountAbi,
        functionName: 'executeBatch',
        args: [calls.map((c) => c.to), calls.map((c) => c.value ?? 0n), calls.map((c) => c.data ?? '0x')],
      })
    },
    async getAddress() {
      address ??= await client.readContract({ address: contracts.factory, abi: simpleAccountFactoryAbi, functionName: 'getAddress', args: [owner, 0n] })
      return address
    },
    async getFactoryArgs() {
      return { factory: contracts.factory, factoryData: encodeFunctionData({ abi: simpleAccountFactoryAbi, functionName: 'createAccount', args: [owner, 0n] }) }
    },
    // A well-formed signature of nobody: SimpleAccount answers SIG_VALIDATION_FAILED, which gas estimation tolerates.
    async getStubSignature() {
      return '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'
    },
    signMessage: noKey,
    signTypedData: noKey,
    signUserOperation: noKey,
  })
}

/** The hash the owner signs (EIP-191 personal message of it, as SimpleAccount v0.7 checks). */
export const userOperationHashOf = (chainId: number, entryPoint: Hex, userOperation: Parameters<typeof getUserOperationHash>[0]['userOperation']): Hex =>
  getUserOperationHash({ chainId, entryPointAddress: entryPoint, entryPointVersion: '0.7', userOperation })
