/**
 * Shared set-up of the Solana end-to-end tests: fresh keypairs funded by the sandbox cluster's
 * faucet (requestAirdrop, a real system transfer), the Solana test wallet holding them, and reads
 * of what the local Solana RPC reports.
 */
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { solanaTestWalletInitScript, type SolanaTestWalletConfig } from '../../../sandbox/wallets/solana/index.js'

/** The sandbox cluster's RPC URL and CAIP-2 id, from the running sandbox. */
export function solanaCluster(): { rpcUrl: string; caipNetworkId: string } {
  const info = inject('sandbox')
  const rpcUrl = info.urls['solana']
  const facts = info.extensions['solana'] as { caipNetworkId?: string } | undefined
  if (!rpcUrl || !facts?.caipNetworkId) throw new Error('the sandbox was started without its solana extension')
  return { rpcUrl, caipNetworkId: facts.caipNetworkId }
}

export function connection(): Connection {
  const ws = inject('sandbox').urls['solanaWs']
  // web3.js would guess the PubSub port as RPC port + 1; the sandbox serves it on the same port.
  return new Connection(solanaCluster().rpcUrl, { commitment: 'confirmed', ...(ws ? { wsEndpoint: ws } : {}) })
}

/** A new keypair given `sol` SOL by the sandbox faucet; resolves once the RPC reports the balance. */
export async function fundedKeypair(sol: number): Promise<Keypair> {
  const keypair = Keypair.generate()
  await connection().requestAirdrop(keypair.publicKey, Math.round(sol * LAMPORTS_PER_SOL))
  await expect.poll(() => connection().getBalance(keypair.publicKey), { timeout: 10_000 }).toBe(Math.round(sol * LAMPORTS_PER_SOL))
  return keypair
}

/** Lamports the RPC reports for an address. */
export async function lamportsOf(address: string | PublicKey): Promise<bigint> {
  return BigInt(await connection().getBalance(typeof address === 'string' ? new PublicKey(address) : address))
}

/**
 * What the RPC reports of `mint` for `owner` right now: base units and the decimal text. Genesis
 * accounts are shared by every test file, so a test reads their token balance here, not assumes it.
 */
export async function tokenBalanceOf(owner: string, mint: string): Promise<{ amount: string; balance: string; decimals: number }> {
  const { value } = await connection().getParsedTokenAccountsByOwner(new PublicKey(owner), { mint: new PublicKey(mint) })
  const amounts = value.map((account) => (account.account.data.parsed as { info: { tokenAmount: { amount: string; decimals: number } } }).info.tokenAmount)
  const amount = amounts.reduce((sum, tokenAmount) => sum + BigInt(tokenAmount.amount), 0n)
  // The mint's own decimals, as the node reports them (USDC 6, the Token-2022 fee token 8).
  const decimals = amounts[0]?.decimals ?? 6
  const unit = 10n ** BigInt(decimals)
  const fraction = (amount % unit).toString().padStart(decimals, '0').replace(/0+$/, '')
  return { amount: amount.toString(), balance: fraction ? `${amount / unit}.${fraction}` : `${amount / unit}`, decimals }
}

/** Lamports as SOL floored to three decimals, as the Account view shows a balance. */
export function displayed(lamports: bigint): string {
  const whole = lamports / 1_000_000_000n
  const milli = (lamports % 1_000_000_000n) / 1_000_000n
  return `${whole}.${milli.toString().padStart(3, '0')}`
}

/** A Solana test wallet holding `keypair` on the sandbox cluster. */
export function solanaWalletFor(keypair: Keypair, options: { name: string; mode?: SolanaTestWalletConfig['mode'] }): SolanaTestWalletConfig {
  const { rpcUrl, caipNetworkId } = solanaCluster()
  return {
    name: options.name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    secretKey: [...keypair.secretKey],
    chains: [{ chain: caipNetworkId, name: 'Hatch Solana', rpcUrl }],
    mode: options.mode ?? 'approve',
  }
}

/** The init script installing these Solana wallets (give it to `openPage`'s `initScripts`). */
export function solanaWalletScript(configs: SolanaTestWalletConfig[]): Promise<string> {
  return solanaTestWalletInitScript(configs)
}

/** Calls a method of an installed Solana test wallet's control surface (`HatchSolanaTestWallet.get(name)`). */
export function solanaWalletControl(page: Page, name: string, method: string, ...args: unknown[]): Promise<unknown> {
  return page.evaluate(
    ([walletName, call, callArgs]) => {
      const registry = (window as unknown as { HatchSolanaTestWallet: { get(n: string): Record<string, (...a: unknown[]) => unknown> } }).HatchSolanaTestWallet
      const control = registry.get(walletName)
      const fn = control[call]
      if (typeof fn !== 'function') throw new Error(`no control method ${String(call)}`)
      return fn(...callArgs)
    },
    [name, method, args] as const,
  )
}
