import * as v from 'valibot'
import { FIAT_IN_USD, findOffer, PAYMENT_METHOD_LIMITS, type PaymentMethodId, type PurchaseOffer } from '../data/onrampOffer.js'
import { isSolanaAddress } from '../data/solanaHistory.js'
import type { DataState } from '../data/state.js'

/** The sandbox card that pays: the documented test number (any future expiry, any 3-digit code). */
export const SANDBOX_TEST_CARD = '4242424242424242'

const FIATS = Object.keys(FIAT_IN_USD)
const METHODS = PAYMENT_METHOD_LIMITS.map((l) => l.id)
const required = (name: string) => v.pipe(v.string(`${name} is missing`), v.nonEmpty(`${name} is missing`))

/** The provider link's parameters: spec §7's four, plus the network and the preset amount. */
const LinkSchema = v.object({
  publicKey: required('publicKey'),
  destinationCurrencyCode: required('destinationCurrencyCode'),
  walletAddress: required('walletAddress'),
  externalCustomerId: required('externalCustomerId'),
  network: required('network'),
  presetFiatAmount: v.optional(v.string()),
  fiatCurrency: v.optional(v.picklist(FIATS, `fiatCurrency must be one of ${FIATS.join(', ')}`), 'USD'),
  paymentMethod: v.optional(v.picklist(METHODS, `paymentMethod must be one of ${METHODS.join(', ')}`), 'card'),
})

/** A provider link that names a sellable currency on a chain and a valid wallet there. */
export interface OrderLink {
  publicKey: string
  destinationCurrencyCode: string
  walletAddress: string
  externalCustomerId: string
  network: string
  presetFiatAmount?: string
  fiatCurrency: string
  paymentMethod: PaymentMethodId
  offer: PurchaseOffer
  target: PurchaseOffer['networks'][number]
}

/** Reads a provider link's parameters; every problem is named (a page lists them all). */
export function readOrderLink(state: DataState, params: Record<string, string>): { link: OrderLink } | { problems: string[] } {
  // Absent parameters read as empty, so each is named ('publicKey is missing'), not valibot's key error.
  const parsed = v.safeParse(LinkSchema, { publicKey: '', destinationCurrencyCode: '', walletAddress: '', externalCustomerId: '', network: '', ...params })
  if (!parsed.success) return { problems: parsed.issues.map((i) => i.message) }
  const link = parsed.output
  const found = findOffer(state, link.destinationCurrencyCode, link.network)
  if ('problem' in found) return { problems: [found.problem] }
  const evm = found.network.target.kind === 'eip155'
  if (evm ? !/^0x[0-9a-fA-F]{40}$/.test(link.walletAddress) : !isSolanaAddress(link.walletAddress)) {
    return { problems: [`walletAddress '${link.walletAddress}' is not ${evm ? 'an EVM' : 'a Solana'} address`] }
  }
  const { presetFiatAmount, ...rest } = link
  return { link: { ...rest, ...(presetFiatAmount ? { presetFiatAmount } : {}), offer: found.offer, target: found.network } }
}

/** The link's parameters as they travel in the order form's hidden fields. */
export function linkParams(link: OrderLink): Record<string, string> {
  return {
    publicKey: link.publicKey,
    destinationCurrencyCode: link.destinationCurrencyCode,
    walletAddress: link.walletAddress,
    externalCustomerId: link.externalCustomerId,
    network: link.network,
    fiatCurrency: link.fiatCurrency,
    paymentMethod: link.paymentMethod,
  }
}

/** What is wrong with the card fields, by field (empty when the sandbox test card was given correctly). */
export function cardProblems(
  fields: { cardNumber: string; expiry: string; cvc: string },
  now = new Date(),
): Partial<Record<'cardNumber' | 'expiry' | 'cvc', string>> {
  const problems: Partial<Record<'cardNumber' | 'expiry' | 'cvc', string>> = {}
  const digits = fields.cardNumber.replace(/[\s-]/g, '')
  if (!/^\d{16}$/.test(digits)) problems.cardNumber = 'Enter the 16-digit card number.'
  else if (digits !== SANDBOX_TEST_CARD) problems.cardNumber = 'Card declined: this sandbox provider takes only the test card 4242 4242 4242 4242.'
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(fields.expiry.trim())
  const month = expiry ? Number(expiry[1]) : 0
  if (!expiry || month < 1 || month > 12) problems.expiry = 'Enter the expiry date as MM/YY, e.g. 12/30.'
  else {
    const year = 2000 + Number(expiry[2])
    if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
      problems.expiry = 'This card has expired: enter a future expiry date.'
  }
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) problems.cvc = 'Enter the 3 or 4 digits of the security code.'
  return problems
}
