import type { PaymentCurrency, PurchaseCurrency } from './types.js'

/** Spec §5 "On-ramp defaults shown": card 10.00 to 7500.00; bank account 10.00 to 25000.00. */
export const DEFAULT_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/** Spec §9: default payment currencies USD and EUR, each with the §5 limits. */
export const DEFAULT_PAYMENT_CURRENCIES: PaymentCurrency[] = ['USD', 'EUR'].map((id) => ({ id, payment_method_limits: DEFAULT_LIMITS }))

/**
 * The purchase currencies offered when `/v1/onramp/options` fails (spec §7 "a fallback default is
 * used on failure"): spec §9's USDC and ETH; on Solana, SOL and USDC (the currencies spec §7's
 * provider link names). Their networks are left empty: a default is offered on the active
 * network, which the provider link then names by its chain id.
 */
export function defaultPurchaseCurrencies(namespace: string | undefined): PurchaseCurrency[] {
  const usdc = { id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks: [] }
  if (namespace === 'solana') return [{ id: 'sol', name: 'Solana', symbol: 'SOL', networks: [] }, usdc]
  return [usdc, { id: 'eth', name: 'Ether', symbol: 'ETH', networks: [] }]
}

/** Decimals of the currencies the plugin knows without asking (native currencies per spec §9, USDC 6). */
export const KNOWN_DECIMALS: Readonly<Record<string, number>> = { ETH: 18, SOL: 9, USDC: 6, POL: 18 }
