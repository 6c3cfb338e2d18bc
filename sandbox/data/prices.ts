/** Default USD prices of the sandbox's currencies, by symbol. */
export const DEFAULT_PRICES: Readonly<Record<string, number>> = { ETH: 3000, USDC: 1, SOL: 150, BTC: 60000 }

/** The sandbox price table (USD per whole token, by symbol); editable while running. */
export class PriceTable {
  private readonly prices = new Map<string, number>()

  constructor() {
    this.reset()
  }

  reset(): void {
    this.prices.clear()
    for (const [symbol, price] of Object.entries(DEFAULT_PRICES)) this.prices.set(symbol, price)
  }

  get(symbol: string): number | undefined {
    return this.prices.get(symbol.toUpperCase())
  }

  /** Sets one price; throws for a negative or non-finite price. */
  set(symbol: string, price: number): void {
    if (!Number.isFinite(price) || price < 0) throw new Error(`Price of ${symbol} must be a finite number >= 0, got ${price}`)
    this.prices.set(symbol.toUpperCase(), price)
  }

  all(): Record<string, number> {
    return Object.fromEntries(this.prices)
  }
}
