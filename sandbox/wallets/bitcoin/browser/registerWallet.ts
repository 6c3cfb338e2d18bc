import type { Wallet } from '@wallet-standard/base'

/**
 * Registers a wallet with the page's Wallet Standard apps, as `@wallet-standard/wallet`'s
 * `registerWallet` does: an app that is already listening gets a `wallet-standard:register-wallet`
 * event now, and an app that starts later asks with `wallet-standard:app-ready`.
 */
export function registerStandardWallet(wallet: Wallet): void {
  const callback = ({ register }: { register(...wallets: Wallet[]): unknown }) => register(wallet)
  try {
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  } catch (error) {
    console.error('wallet-standard:register-wallet event could not be dispatched\n', error)
  }
  window.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent<{ register(...wallets: Wallet[]): unknown }>).detail))
}
