import { concat, createPublicClient, createWalletClient, encodeDeployData, getContractAddress, http, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { loadErc4337Artifacts } from './artifacts.js'

/** The CREATE2 deployer anvil ships at genesis (the "deterministic deployment proxy"). */
export const CREATE2_DEPLOYER = '0x4e59b44847b379578588920ca78fbf26c0b4956c' as const
/** The salt EntryPoint v0.8 was deployed with on public networks (the sandbox uses it for its factory too). */
export const CANONICAL_SALT = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9' as const

/** Where {@link deployErc4337} puts the contracts (the same on every chain, every start). */
export interface Erc4337Addresses {
  /** EntryPoint v0.8: the canonical `0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108`. */
  entryPoint: `0x${string}`
  /** HatchSmartAccountFactory bound to that EntryPoint. */
  factory: `0x${string}`
}

const bytecodes = () => {
  const artifacts = loadErc4337Artifacts()
  const entryPointCode = artifacts.EntryPoint.bytecode
  const entryPoint = getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt: CANONICAL_SALT, bytecode: entryPointCode })
  const factoryCode = encodeDeployData({
    abi: artifacts.HatchSmartAccountFactory.abi,
    bytecode: artifacts.HatchSmartAccountFactory.bytecode,
    args: [entryPoint],
  })
  const factory = getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt: CANONICAL_SALT, bytecode: factoryCode })
  return { entryPoint: { address: entryPoint, code: entryPointCode }, factory: { address: factory, code: factoryCode } }
}

/** The addresses {@link deployErc4337} deploys to, without a node. */
export function erc4337Addresses(): Erc4337Addresses {
  const { entryPoint, factory } = bytecodes()
  return { entryPoint: entryPoint.address, factory: factory.address }
}

/**
 * Deploys EntryPoint v0.8 and HatchSmartAccountFactory on one chain through the CREATE2 deployer with
 * the canonical salt, from `deployerKey` (an account with ETH). A contract already there is kept.
 * The EntryPoint's bytecode from the npm package gives the canonical address, checked here.
 */
export async function deployErc4337(rpcUrl: string, chainId: number, deployerKey: Hex): Promise<Erc4337Addresses> {
  const chain = {
    id: chainId,
    name: `sandbox-${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
  const transport = http(rpcUrl, { timeout: 60_000 })
  const client = createPublicClient({ chain, transport })
  const wallet = createWalletClient({ account: privateKeyToAccount(deployerKey), chain, transport })
  if (!(await client.getCode({ address: CREATE2_DEPLOYER }))) throw new Error(`chain ${chainId} has no CREATE2 deployer at ${CREATE2_DEPLOYER}`)
  const { entryPoint, factory } = bytecodes()
  for (const [name, contract] of [
    ['EntryPoint', entryPoint],
    ['HatchSmartAccountFactory', factory],
  ] as const) {
    if (await client.getCode({ address: contract.address })) continue
    const hash = await wallet.sendTransaction({ to: CREATE2_DEPLOYER, data: concat([CANONICAL_SALT, contract.code]), gas: 8_000_000n })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (receipt.status !== 'success' || !(await client.getCode({ address: contract.address })))
      throw new Error(`${name} deployment on chain ${chainId} failed (tx ${hash})`)
  }
  return { entryPoint: entryPoint.address, factory: factory.address }
}
