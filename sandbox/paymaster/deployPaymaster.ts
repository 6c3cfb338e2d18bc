import { concat, createPublicClient, createWalletClient, encodeDeployData, getContractAddress, http, parseAbi, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { loadErc4337Artifacts } from '../bundler/artifacts.js'
import { CANONICAL_SALT, CREATE2_DEPLOYER } from '../bundler/deploy4337.js'

const paymasterAbi = parseAbi(['function deposit() payable', 'function getDeposit() view returns (uint256)'])

/** The init code of the HatchVerifyingPaymaster for this EntryPoint, signer and owner. */
function initCode(entryPoint: Hex, signer: Hex, owner: Hex): Hex {
  const { HatchVerifyingPaymaster } = loadErc4337Artifacts()
  return encodeDeployData({ abi: HatchVerifyingPaymaster.abi, bytecode: HatchVerifyingPaymaster.bytecode, args: [entryPoint, signer, owner] })
}

/** Where {@link deployPaymaster} puts the paymaster (the same on every chain, for the same signer). */
export const paymasterAddress = (entryPoint: Hex, signer: Hex, owner: Hex): Hex =>
  getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt: CANONICAL_SALT, bytecode: initCode(entryPoint, signer, owner) })

/**
 * Deploys the HatchVerifyingPaymaster on one chain through the CREATE2 deployer (kept when already
 * there) from `ownerKey`, which owns it, and tops its EntryPoint deposit up to `depositWei`.
 */
export async function deployPaymaster(options: {
  rpcUrl: string
  chainId: number
  entryPoint: Hex
  signer: Hex
  ownerKey: Hex
  depositWei: bigint
}): Promise<Hex> {
  const chain = {
    id: options.chainId,
    name: `sandbox-${options.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  }
  const transport = http(options.rpcUrl, { timeout: 60_000 })
  const client = createPublicClient({ chain, transport })
  const owner = privateKeyToAccount(options.ownerKey)
  const wallet = createWalletClient({ account: owner, chain, transport })
  const code = initCode(options.entryPoint, options.signer, owner.address)
  const address = getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt: CANONICAL_SALT, bytecode: code })
  if (!(await client.getCode({ address }))) {
    const hash = await wallet.sendTransaction({ to: CREATE2_DEPLOYER, data: concat([CANONICAL_SALT, code]), gas: 3_000_000n })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (receipt.status !== 'success' || !(await client.getCode({ address })))
      throw new Error(`the paymaster's deployment on chain ${options.chainId} failed (tx ${hash})`)
  }
  const deposit = await client.readContract({ address, abi: paymasterAbi, functionName: 'getDeposit' })
  if (deposit < options.depositWei) {
    const hash = await wallet.writeContract({ address, abi: paymasterAbi, functionName: 'deposit', value: options.depositWei - deposit })
    await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  }
  return address
}
