import { afterEach, describe, expect, it } from 'vitest'
import type { Hatch } from '../../../../kernel/createHatch.js'
import { followerFor, LIVE_POLL_MS } from '../../../../kernel/accounts/balanceFollower.js'
import { cacheLifetimes } from '../../../../kernel/storage/cache.js'
import type { AdapterRuntime } from '../../../../kernel/contracts/adapterRuntime.js'
import { createTestHatch, memoryBackend, scriptedAdapter } from '../../../fixtures/createTestHatch.js'

const A = '0x00000000000000000000000000000000000000a1'
const B = '0x00000000000000000000000000000000000000b2'

/** A clock the test moves by hand; what was scheduled runs when its time has come. */
function manualClock() {
  let now = 1_000_000
  const pending = new Set<{ at: number; run: () => void }>()
  return {
    clock: () => now,
    schedule(run: () => void, ms: number) {
      const entry = { at: now + ms, run }
      pending.add(entry)
      return () => void pending.delete(entry)
    },
    advance(ms: number) {
      now += ms
      for (const entry of [...pending].sort((a, b) => a.at - b.at)) {
        if (entry.at > now || !pending.has(entry)) continue
        pending.delete(entry)
        entry.run()
      }
    },
    pending: () => pending.size,
  }
}

/** What the chain holds, by address; getBalance reads it and counts the reads. */
function chain(initial: Record<string, string>) {
  const balances = { ...initial }
  const reads: string[] = []
  const getBalance: AdapterRuntime['getBalance'] = async ({ address }) => {
    reads.push(address)
    return { balance: balances[address] ?? '0', symbol: 'ETH' }
  }
  return { balances, reads, getBalance }
}

let hatch: Hatch | undefined
afterEach(() => hatch?.destroy())

const balanceOf = (h: Hatch) => h.getState().chains.eip155?.account.balance

describe('the connected account balance follows the account (what the connect button shows)', () => {
  it('loads after a connect and after a reload without the Account view ever opening', async () => {
    const funds = chain({ [A]: '1.5' })
    const storage = memoryBackend()
    const scripted = scriptedAdapter('eip155', { address: A })
    scripted.runtime.getBalance = funds.getBalance
    hatch = createTestHatch({ adapters: [scripted.adapter], storage })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await expect.poll(() => balanceOf(hatch!)).toBe('1.5')
    expect(hatch.getState().modal.open).toBe(false)
    hatch.destroy()

    // The next page load: the stored connection comes back, and so does its balance, before any view opens.
    funds.balances[A] = '2.25'
    const again = scriptedAdapter('eip155', { address: A })
    again.runtime.getBalance = funds.getBalance
    hatch = createTestHatch({ adapters: [again.adapter], storage })
    await hatch.ready
    expect(hatch.getState().chains.eip155?.account.address).toBe(A)
    await expect.poll(() => balanceOf(hatch!)).toBe('1.5') // the 30 s cache of spec §9, from storage
  })

  it('reads again when the 30 s cache expires, for as long as the account stays connected', async () => {
    const time = manualClock()
    const funds = chain({ [A]: '1' })
    const scripted = scriptedAdapter('eip155', { address: A })
    scripted.runtime.getBalance = funds.getBalance
    hatch = createTestHatch({ adapters: [scripted.adapter] })
    followerFor(hatch.context, time)
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await expect.poll(() => balanceOf(hatch!)).toBe('1')
    funds.balances[A] = '3'
    time.advance(cacheLifetimes.nativeBalance - 1)
    await Promise.resolve()
    expect(balanceOf(hatch)).toBe('1')
    time.advance(1)
    await expect.poll(() => balanceOf(hatch!)).toBe('3')
    expect(funds.reads).toEqual([A, A])

    await hatch.disconnect()
    expect(balanceOf(hatch)).toBeUndefined()
    expect(time.pending()).toBe(0)
  })

  it("another account of the wallet takes over at once: the previous one's balance and name are not shown meanwhile", async () => {
    const time = manualClock()
    const funds = chain({ [A]: '1', [B]: '7' })
    let release: (() => void) | undefined
    const scripted = scriptedAdapter('eip155', { address: A })
    scripted.runtime.getBalance = async (params) => {
      if (params.address === B) await new Promise<void>((resolve) => (release = resolve))
      return funds.getBalance(params)
    }
    hatch = createTestHatch({ adapters: [scripted.adapter] })
    followerFor(hatch.context, time)
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await expect.poll(() => balanceOf(hatch!)).toBe('1')
    hatch.context.setAccount('eip155', { profileName: 'alice.eth' })

    hatch.context.handleAccountsChanged('eip155', [B])
    const account = hatch.getState().chains.eip155!.account
    expect({ address: account.address, balance: account.balance, profileName: account.profileName }).toEqual({
      address: B,
      balance: undefined,
      profileName: undefined,
    })
    await expect.poll(() => release).toBeDefined()
    release!()
    await expect.poll(() => balanceOf(hatch!)).toBe('7')
  })

  it('while watched live (the Account view open) a new block reads the balance again; closing stops watching', async () => {
    const time = manualClock()
    const funds = chain({ [A]: '0' })
    const heads: Array<(head: string) => void> = []
    let stops = 0
    const scripted = scriptedAdapter('eip155', { address: A })
    scripted.runtime.getBalance = funds.getBalance
    scripted.runtime.watchHead = ({ onHead }) => {
      heads.push(onHead)
      onHead('10')
      return () => void stops++
    }
    hatch = createTestHatch({ adapters: [scripted.adapter] })
    const follower = followerFor(hatch.context, time)
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await expect.poll(() => balanceOf(hatch!)).toBe('0')
    expect(heads).toHaveLength(0) // nobody watches: no head is followed

    const stop = follower.watchLive()
    await expect.poll(() => heads.length).toBe(1)
    // Watching starts with a fresh read (the connect's, then the view opening's).
    await expect.poll(() => funds.reads.length).toBe(2)
    // An external deposit lands in block 11.
    funds.balances[A] = '5'
    heads[0]!('11')
    await expect.poll(() => balanceOf(hatch!)).toBe('5')
    heads[0]!('11') // the same head again: nothing to read
    await Promise.resolve()
    expect(funds.reads.length).toBe(3)

    stop()
    expect(stops).toBe(1)
  })

  it('an adapter without heads to watch is polled every 4 s while watched, and no longer once stopped', async () => {
    const time = manualClock()
    const funds = chain({ [A]: '0' })
    const scripted = scriptedAdapter('eip155', { address: A })
    scripted.runtime.getBalance = funds.getBalance
    hatch = createTestHatch({ adapters: [scripted.adapter] })
    const follower = followerFor(hatch.context, time)
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await expect.poll(() => balanceOf(hatch!)).toBe('0')
    const stop = follower.watchLive()
    await expect.poll(() => time.pending()).toBe(2) // the 30 s refresh and the live poll
    funds.balances[A] = '0.5'
    time.advance(LIVE_POLL_MS)
    await expect.poll(() => balanceOf(hatch!)).toBe('0.5')
    stop()
    const reads = funds.reads.length
    funds.balances[A] = '9'
    time.advance(LIVE_POLL_MS * 3)
    await Promise.resolve()
    expect(funds.reads.length).toBe(reads)
    expect(balanceOf(hatch)).toBe('0.5')
  })
})
