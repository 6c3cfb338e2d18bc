/**
 * What the approval prompt says of an ERC-20 call (secure-site/frame/tokenCall.ts): a transfer as
 * "Send 5 USDC to 0x…", an approval with its spender and amount, the maximum allowance as unlimited,
 * with the symbol and decimals the chain answered; a token that could not be read said plainly;
 * any other data, or data a token could read otherwise, left to the raw display. The call data is
 * made by viem, as a page would make it.
 */
import { describe, expect, it } from 'vitest'
import { encodeFunctionData, erc20Abi, maxUint256, parseUnits } from 'viem'
import { tokenCallOf, tokenCallRows, tokenCallText } from '../../../secure-site/frame/tokenCall.js'
import { tokenActionRows } from '../../../secure-site/frame/tokenActions.js'
import { TokenReadError, type TokenInfo } from '../../../secure-site/frame/tokenRead.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const spender = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const usdc: TokenInfo = { symbol: 'USDC', decimals: 6 }
const transfer = (amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
const approve = (amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })

describe('an ERC-20 call in words', () => {
  it('a transfer: the amount in the token’s decimals and symbol, and the recipient whole', () => {
    const call = tokenCallOf(token, transfer(parseUnits('5', 6)))
    expect(call).toEqual({ kind: 'transfer', token, to, amount: 5_000_000n })
    expect(tokenCallText(call!, usdc)).toBe(`Send 5 USDC to ${to}`)
    expect(tokenCallText(tokenCallOf(token, transfer(1_234_567n))!, usdc)).toBe(`Send 1.234567 USDC to ${to}`)
    expect(tokenCallText(tokenCallOf(token, transfer(parseUnits('0.5', 18)))!, { symbol: 'HATCH', decimals: 18 })).toBe(`Send 0.5 HATCH to ${to}`)
  })

  it('an approval: the spender and the amount, the maximum uint256 said as unlimited', () => {
    expect(tokenCallText(tokenCallOf(token, approve(parseUnits('25', 6)))!, usdc)).toBe(`Allow ${spender} to spend up to 25 USDC from this account`)
    expect(tokenCallText(tokenCallOf(token, approve(maxUint256))!, usdc)).toBe(`Allow ${spender} to spend an unlimited amount of USDC from this account`)
    // One less than the maximum is a number, however large.
    expect(tokenCallText(tokenCallOf(token, approve(maxUint256 - 1n))!, { symbol: 'USDC', decimals: 0 })).toBe(
      `Allow ${spender} to spend up to ${maxUint256 - 1n} USDC from this account`,
    )
  })

  it('a token that could not be read: a line saying so, naming the token', () => {
    const call = tokenCallOf(token, transfer(5n))!
    expect(tokenCallText(call, new TokenReadError('down'))).toBe(
      `The token ${token} could not be read from the network, so this call is not shown in words: check its data below.`,
    )
  })

  it('leaves other data, and data a token could read otherwise, to the raw display', () => {
    const data = transfer(5n)
    expect(tokenCallOf(token, encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [to, spender, 5n] }))).toBeUndefined()
    expect(tokenCallOf(token, '0x')).toBeUndefined()
    expect(tokenCallOf(undefined, data)).toBeUndefined()
    expect(tokenCallOf(token, undefined)).toBeUndefined()
    // Trailing bytes, a cut argument, an address word with bits above its 20 bytes.
    expect(tokenCallOf(token, `${data}00`)).toBeUndefined()
    expect(tokenCallOf(token, data.slice(0, -2))).toBeUndefined()
    expect(tokenCallOf(token, `0xa9059cbb${'f'.repeat(24)}${data.slice(34)}`)).toBeUndefined()
  })

  it('rows: labelled as asked, read once per token, none for a call that is not a token call', async () => {
    const reads: string[] = []
    const read = async (address: string) => {
      reads.push(address)
      return usdc
    }
    expect(await tokenCallRows({ to: token, data: transfer(5_000_000n) }, read, 'Call 2 · Action')).toEqual([['Call 2 · Action', `Send 5 USDC to ${to}`]])
    expect(await tokenCallRows({ to, data: '0x' }, read, 'Action')).toEqual([])
    expect(await tokenCallRows({ to }, read, 'Action')).toEqual([])
    expect(reads).toEqual([token])
  })
})

describe('the rows of a prompt’s calls', () => {
  it('none for calls that are not token calls, without reading anything (no endpoint is even asked)', async () => {
    const signal = new AbortController().signal
    const calls = [{ to, data: '0x' }, { to }, { to: token, data: `${transfer(5n)}00` }]
    expect(await tokenActionRows(calls, 'http://127.0.0.1:9/never-asked', signal, (i) => `Call ${i + 1} · Action`)).toEqual([[], [], []])
    expect(await tokenActionRows([{ to: token, data: transfer(5n) }], undefined, signal, () => 'Action')).toEqual([[]])
  })
})
