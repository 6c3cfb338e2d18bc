// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { HatchProvider } from '../../../../ui/index.js'
import { TokenSelect, type TokenOption } from '../../../../ui/primitives/index.js'
import { renderInDom } from '../renderInDom.js'
import { createUiTestHatch } from '../uiTestHatch.js'

// The one token picker of the plugin forms (send's TokenSelect and swaps' TokenPicker were two copies).
const tokens: TokenOption[] = [
  { id: 'native', symbol: 'ETH', decimals: 18, balance: 1_500_000_000_000_000_000n },
  { id: '0xusdc', symbol: 'USDC', decimals: 6, balance: 2_000_000n },
  { id: '0xdai', symbol: 'DAI', decimals: 18 },
]

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function mount(props: { value: string | undefined; allowNone?: boolean; onChange?: (id: string | undefined) => void }) {
  const rendered = await renderInDom(
    <HatchProvider hatch={createUiTestHatch()} prefetch={false}>
      <TokenSelect
        label="Token"
        placeholder="Choose a token"
        tokens={tokens}
        value={props.value}
        allowNone={props.allowNone}
        onChange={props.onChange ?? (() => undefined)}
        balanceLabel={(amount) => `Balance: ${amount}`}
      />
    </HatchProvider>,
  )
  cleanups.push(rendered.unmount)
  const select = rendered.container.querySelector('select')
  if (!select) throw new Error('no select rendered')
  return { container: rendered.container, select }
}

describe('TokenSelect (hatch/react/primitives)', () => {
  it('labels the select, offers the tokens by symbol after the placeholder while none is chosen, and shows no balance', async () => {
    const { container, select } = await mount({ value: undefined })
    expect(container.querySelector('label')?.textContent).toBe('Token')
    expect(container.querySelector('label')?.htmlFor).toBe(select.id)
    expect([...select.options].map((o) => o.textContent)).toEqual(['Choose a token', 'ETH', 'USDC', 'DAI'])
    expect(container.querySelector('p')).toBeNull()
  })

  it("describes the select with the chosen token's balance", async () => {
    const { container, select } = await mount({ value: '0xusdc' })
    const note = container.querySelector('p')
    expect(select.getAttribute('aria-describedby')).toBe(note?.id)
    // Floored to 3 decimals with its symbol, kept whole by isolation marks inside the sentence.
    expect(note?.textContent?.replace(/[\u2066-\u2069]/g, '')).toBe('Balance: 2.000 USDC')
    // Once one is chosen, the placeholder goes unless "none" may be chosen.
    expect([...select.options].map((o) => o.value)).toEqual(['native', '0xusdc', '0xdai'])
  })

  it('keeps the placeholder with allowNone and reports it as undefined; a token without a balance shows none', async () => {
    const chosen: Array<string | undefined> = []
    const { container, select } = await mount({ value: '0xdai', allowNone: true, onChange: (id) => chosen.push(id) })
    expect(container.querySelector('p')).toBeNull()
    expect(select.hasAttribute('aria-describedby')).toBe(false)
    await act(async () => {
      select.value = ''
      select.dispatchEvent(new Event('change', { bubbles: true }))
      select.value = 'native'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(chosen).toEqual([undefined, 'native'])
  })
})
