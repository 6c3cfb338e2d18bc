/**
 * A decimal balance string (as an adapter's getBalance returns it) floored to `digits` fraction
 * digits and padded, by string arithmetic only (spec §5: floored to 3 decimals; default 0.000).
 *
 * @example
 * floorBalance('1.23456') // '1.234'
 * floorBalance('2') // '2.000'
 */
export function floorBalance(decimal: string, digits = 3): string {
  const [whole = '0', fraction = ''] = decimal.trim().split('.')
  return `${whole || '0'}.${fraction.slice(0, digits).padEnd(digits, '0')}`
}
