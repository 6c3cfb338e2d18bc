const DECIMALS = 3

/**
 * Formats a decimal balance string for display, floored to three decimals (spec §5 "Balance
 * display"), with the symbol when given. No float arithmetic: the string's digits are cut, so large
 * or precise balances are never rounded up. A missing or malformed balance shows as `0.000`.
 *
 * @example formatBalance('1.23456', 'ETH') // '1.234 ETH'
 */
export function formatBalance(balance: string | undefined, symbol?: string): string {
  const [, whole = '', fraction = ''] = /^\s*(\d*)(?:\.(\d*))?\s*$/.exec(balance ?? '') ?? []
  const text = `${whole.replace(/^0+/, '') || 0}.${fraction.slice(0, DECIMALS).padEnd(DECIMALS, '0')}`
  return symbol ? `${text} ${symbol}` : text
}
