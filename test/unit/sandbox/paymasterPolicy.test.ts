/**
 * The sandbox paymaster service's per-project policy (sandbox/paymaster/policy.ts): which calls it
 * sponsors and its daily cap, by the injected clock's UTC day.
 */
import { encodeFunctionData, parseAbi, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { policyBook } from '../../../sandbox/paymaster/index.js'

const TOKEN: Hex = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const PERSON: Hex = '0x1111111111111111111111111111111111111111'
const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
])
const NO_DATA: Hex = '0x'
const execute = (to: Hex) => encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [to, 0n, '0x'] })
const batch = (...to: Hex[]) =>
  encodeFunctionData({ abi: accountAbi, functionName: 'executeBatch', args: [to.map((target) => ({ target, value: 0n, data: NO_DATA }))] })

function book() {
  const clock = { now: Date.parse('2026-06-01T23:00:00Z') }
  const policies = policyBook({ projects: { shop: { allowedContracts: [TOKEN], dailyCapWei: 1_000n } }, now: () => clock.now })
  return { policies, clock }
}

describe('the paymaster policy', () => {
  it('sponsors calls to its contracts only, for its projects only', () => {
    const { policies } = book()
    expect(() => policies.check('shop', execute(TOKEN), 10n)).not.toThrow()
    expect(() => policies.check('shop', batch(TOKEN, TOKEN), 10n)).not.toThrow()
    expect(() => policies.check('shop', batch(TOKEN, PERSON), 10n)).toThrow(`calls to ${PERSON} are not sponsored`)
    expect(() => policies.check('shop', '0x12345678', 10n)).toThrow('the operation is not a call of the smart account')
    expect(() => policies.check('other', execute(TOKEN), 10n)).toThrow('project other has no sponsorship')
    expect(() => policies.check(undefined, execute(TOKEN), 10n)).toThrow('project (none) has no sponsorship')
  })

  it('counts what it signs against the day, refuses past the cap, and starts again the next UTC day', () => {
    const { policies, clock } = book()
    policies.reserve('shop', execute(TOKEN), 600n)
    expect(policies.spentToday('shop')).toBe(600n)
    expect(() => policies.reserve('shop', execute(TOKEN), 401n)).toThrow("the project's daily sponsorship cap is reached")
    policies.reserve('shop', execute(TOKEN), 400n)
    expect(() => policies.check('shop', execute(TOKEN), 0n)).toThrow("the project's daily sponsorship cap is reached")
    clock.now += 60 * 60 * 1000 // 00:00 UTC the next day
    expect(policies.spentToday('shop')).toBe(0n)
    expect(() => policies.reserve('shop', execute(TOKEN), 1_000n)).not.toThrow()
  })
})
