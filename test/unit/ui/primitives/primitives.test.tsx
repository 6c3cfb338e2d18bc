// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { AddressText, Button, formatTokenAmount, ListRow, TextField, TokenAmount } from '../../../../ui/primitives/index.js'
import { renderInDom, settle } from '../renderInDom.js'

describe('formatTokenAmount (spec §5: floored to 3 decimals, default 0.000)', () => {
  it.each([
    [1_234_567_890_000_000_000n, 18, undefined, '1.234'],
    [1_999_999n, 6, 'USDC', '1.999 USDC'],
    [0n, 18, 'ETH', '0.000 ETH'],
    [999n, 18, undefined, '0.000'],
    [5_000_000_000n, 9, 'SOL', '5.000 SOL'],
    [123_456_789_012_345_678_901_234_567_890n, 18, undefined, '123,456,789,012.345'],
    [-1n, 8, undefined, '0.000'],
  ])('%s with %s decimals → %s', (value, decimals, symbol, expected) => {
    expect(formatTokenAmount(value, decimals, symbol ? { symbol } : {})).toBe(expected)
  })

  it('gives the exact amount without trailing zeros with maxDecimals Infinity', () => {
    expect(formatTokenAmount(1_500_000n, 6, { maxDecimals: Infinity })).toBe('1.5')
    expect(formatTokenAmount(1n, 18, { maxDecimals: Infinity })).toBe('0.000000000000000001')
    expect(formatTokenAmount(2_000_000_000_000_000_000n, 18, { maxDecimals: Infinity })).toBe('2')
  })

  it('keeps whole numbers whole with maxDecimals 0', () => {
    expect(formatTokenAmount(2_999_999n, 6, { maxDecimals: 0 })).toBe('2')
  })
})

describe('TokenAmount', () => {
  it('shows the floored amount and keeps the exact one as its title', async () => {
    const { container, unmount } = await renderInDom(<TokenAmount value={1_999_900n} decimals={6} symbol="USDC" />)
    // A <bdi>: the number and its symbol keep their order inside a right-to-left row.
    const span = container.querySelector('bdi')
    expect(span?.textContent).toBe('1.999 USDC')
    expect(span?.getAttribute('title')).toBe('1.9999 USDC')
    await unmount()
  })
})

describe('AddressText', () => {
  const address = '0x52908400098527886E0F7030069857D2E4169EE7'
  it('shows the whole address by default', async () => {
    const { container, unmount } = await renderInDom(<AddressText address={address} />)
    expect(container.textContent).toBe(address)
    await unmount()
  })
  it('shortens on request and keeps the whole address as title, with no aria-label (ignored on a <span>)', async () => {
    const { container, unmount } = await renderInDom(<AddressText address={address} short />)
    const span = container.querySelector('span')
    expect(span?.textContent).toBe('0x5290…9EE7')
    expect(span?.hasAttribute('aria-label')).toBe(false)
    expect(span?.getAttribute('title')).toBe(address)
    await unmount()
  })
})

describe('TextField', () => {
  it('labels its input and ties the error to it', async () => {
    const { container, unmount } = await renderInDom(
      <TextField label="Amount" value="" onChange={() => undefined} error="An amount and receiver address are required" hint="Balance 1 ETH" />,
    )
    const input = container.querySelector('input') as HTMLInputElement
    const label = container.querySelector('label') as HTMLLabelElement
    expect(label.textContent).toBe('Amount')
    expect(label.htmlFor).toBe(input.id)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => container.ownerDocument.getElementById(id)?.textContent)
    expect(described).toEqual(['An amount and receiver address are required', 'Balance 1 ETH'])
    await unmount()
  })

  it('is not invalid without an error and reports typed text', async () => {
    const seen: string[] = []
    const { container, unmount } = await renderInDom(<TextField label="To" value="" onChange={(v) => seen.push(v)} />)
    const input = container.querySelector('input') as HTMLInputElement
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    setter?.call(input, 'alice')
    input.dispatchEvent(new Event('input', { bubbles: true }))
    expect(seen).toEqual(['alice'])
    await unmount()
  })
})

describe('Button', () => {
  it('is a plain button by default and cannot be pressed while loading', async () => {
    let presses = 0
    const { container, unmount } = await renderInDom(
      <Button loading onClick={() => (presses += 1)}>
        Send
      </Button>,
    )
    const button = container.querySelector('button') as HTMLButtonElement
    expect(button.type).toBe('button')
    // aria-disabled, not disabled: a focused button that turns natively disabled drops focus to the page.
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.textContent).toBe('Send')
    button.click()
    expect(presses).toBe(0)
    await unmount()
  })

  it('a submit button that starts loading does not submit its form again', async () => {
    let submits = 0
    const Form = ({ loading }: { loading: boolean }) => (
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submits += 1
        }}
      >
        <Button type="submit" loading={loading}>
          Send
        </Button>
      </form>
    )
    const { container, root, unmount } = await renderInDom(<Form loading={false} />)
    const button = container.querySelector('button') as HTMLButtonElement
    button.click()
    expect(submits).toBe(1)
    await settle(() => root.render(<Form loading />))
    button.click()
    expect(submits).toBe(1)
    await unmount()
  })
})

describe('ListRow', () => {
  it('keeps a disc beside a row of things (a blank one without an image), and none beside a figure (icon false)', async () => {
    const { container, unmount } = await renderInDom(
      <ul>
        <ListRow title="MetaMask" />
        <ListRow icon="http://127.0.0.1:9/icon.png" title="Rainbow" />
        <ListRow icon={false} title="You pay" trailing="10.00 USD" />
        <ListRow icon={false} title="Sent to" trailing="0x12…abcd" />
      </ul>,
    )
    const rows = [...container.querySelectorAll('li')]
    expect(rows.map((row) => row.querySelector(':scope > [aria-hidden="true"], :scope > img') !== null)).toEqual([true, true, false, false])
    expect(rows[2]?.textContent).toBe('You pay10.00 USD')
    await unmount()
  })
})
