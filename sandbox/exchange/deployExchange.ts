import { createPublicClient, createWalletClient, erc20Abi, http, maxUint256, numberToHex, type Hex } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { SANDBOX_ACCOUNT_COUNT, SANDBOX_MNEMONIC } from '../chains/accounts.js'
import type { SandboxAccount } from '../types.js'
import { loadExchangeArtifacts } from './artifacts.js'
import { POOL_SEEDS, seededTotal, type PoolToken } from './pools.js'

/** Addresses of one chain's exchange (see {@link deployExchange}). */
export interface DeployedExchange {
  weth: `0x${string}`
  factory: `0x${string}`
  router: `0x${string}`
  /** The second ERC20, the Hatch Token (HTK, 18 decimals). */
  hatchToken: `0x${string}`
  /** The account that deployed the exchange and holds the pools' liquidity tokens. */
  liquidityProvider: `0x${string}`
}

/**
 * The exchange's operator: the first account of the sandbox mnemonic after the funded test
 * accounts, so deploying and seeding never touch a test account's nonce, history or balance.
 */
export function exchangeOperator() {
  return mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: SANDBOX_ACCOUNT_COUNT })
}

/** ETH the operator gets (anvil_setBalance) for the WETH sides and gas. */
const OPERATOR_ETH = 1_000n * 10n ** 18n
/** Far in the future for the router's deadline checks (anvil's clock starts at the wall clock). */
const DEADLINE = 2n ** 40n

/**
 * Deploys Uniswap V2 on one chain from the published artifacts (WETH9, UniswapV2Factory,
 * UniswapV2Router02) with the Hatch Token, and seeds the pools of {@link POOL_SEEDS} through the
 * router's addLiquidity/addLiquidityETH (which create the pairs). The sandbox USDC it pools is
 * minted by its owner, account 0, to the operator: the one transaction a test account sends.
 */
export async function deployExchange(rpcUrl: string, chainId: number, usdc: `0x${string}`, accounts: SandboxAccount[]): Promise<DeployedExchange> {
  const usdcOwner = accounts[0]
  if (!usdcOwner) throw new Error('deployExchange needs account 0 (the USDC owner)')
  const artifacts = loadExchangeArtifacts()
  const chain = {
    id: chainId,
    name: `sandbox-${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
  // A long timeout: on a loaded machine (a build beside the tests) anvil can take over viem's 10 s default to answer.
  const transport = http(rpcUrl, { timeout: 60_000 })
  const client = createPublicClient({ chain, transport })
  const operator = exchangeOperator()
  const wallet = createWalletClient({ account: operator, chain, transport })
  const owner = createWalletClient({ account: privateKeyToAccount(usdcOwner.privateKey), chain, transport })
  const wait = async (hash: Hex, what: string) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (receipt.status !== 'success') throw new Error(`Sandbox exchange on chain ${chainId}: ${what} failed (tx ${hash})`)
    return receipt
  }

  await client.request({ method: 'anvil_setBalance' as 'eth_chainId', params: [operator.address, numberToHex(OPERATOR_ETH)] as never })
  // SandboxUSDC and SandboxHatchToken share the owner-only mint(address,uint256).
  const mintUsdc = await owner.writeContract({
    address: usdc,
    abi: artifacts.hatchToken.abi,
    functionName: 'mint',
    args: [operator.address, seededTotal('USDC')],
    gas: 200_000n,
  })

  let nonce = await client.getTransactionCount({ address: operator.address })
  const gas = 6_000_000n
  const wethHash = await wallet.deployContract({ abi: artifacts.weth.abi, bytecode: artifacts.weth.bytecode, nonce: nonce++, gas })
  const factoryHash = await wallet.deployContract({
    abi: artifacts.factory.abi,
    bytecode: artifacts.factory.bytecode,
    args: [operator.address],
    nonce: nonce++,
    gas,
  })
  const tokenHash = await wallet.deployContract({ abi: artifacts.hatchToken.abi, bytecode: artifacts.hatchToken.bytecode, nonce: nonce++, gas })
  const [wethReceipt, factoryReceipt, tokenReceipt] = await Promise.all([
    wait(wethHash, 'WETH9'),
    wait(factoryHash, 'UniswapV2Factory'),
    wait(tokenHash, 'Hatch Token'),
    wait(mintUsdc, 'USDC mint'),
  ])
  const weth = wethReceipt.contractAddress
  const factory = factoryReceipt.contractAddress
  const hatchToken = tokenReceipt.contractAddress
  if (!weth || !factory || !hatchToken) throw new Error(`Sandbox exchange on chain ${chainId}: a deployment produced no address`)
  const routerHash = await wallet.deployContract({ abi: artifacts.router.abi, bytecode: artifacts.router.bytecode, args: [factory, weth], nonce: nonce++, gas })
  const router = (await wait(routerHash, 'UniswapV2Router02')).contractAddress
  if (!router) throw new Error(`Sandbox exchange on chain ${chainId}: the router deployment produced no address`)

  const token = (name: PoolToken): `0x${string}` => (name === 'WETH' ? weth : name === 'USDC' ? usdc : hatchToken)
  const pending: Hex[] = []
  pending.push(
    await wallet.writeContract({
      address: hatchToken,
      abi: artifacts.hatchToken.abi,
      functionName: 'mint',
      args: [operator.address, seededTotal('HTK')],
      nonce: nonce++,
      gas: 200_000n,
    }),
  )
  for (const address of [usdc, hatchToken]) {
    pending.push(await wallet.writeContract({ address, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256], nonce: nonce++, gas: 100_000n }))
  }
  for (const pool of POOL_SEEDS) {
    const hash =
      pool.a === 'WETH'
        ? await wallet.writeContract({
            address: router,
            abi: artifacts.router.abi,
            functionName: 'addLiquidityETH',
            args: [token(pool.b), pool.amountB, pool.amountB, pool.amountA, operator.address, DEADLINE],
            value: pool.amountA,
            nonce: nonce++,
            gas,
          })
        : await wallet.writeContract({
            address: router,
            abi: artifacts.router.abi,
            functionName: 'addLiquidity',
            args: [token(pool.a), token(pool.b), pool.amountA, pool.amountB, pool.amountA, pool.amountB, operator.address, DEADLINE],
            nonce: nonce++,
            gas,
          })
    pending.push(hash)
  }
  // anvil mines each transaction as it arrives, in nonce order: every one must have succeeded.
  await Promise.all(pending.map((hash, i) => wait(hash, `seeding step ${i + 1}`)))
  return { weth, factory, router, hatchToken, liquidityProvider: operator.address }
}
