/** Default USD prices of the sandbox's currencies, by symbol. */
export const DEFAULT_PRICES: Readonly<Record<string, number>> = { ETH: 3000, USDC: 1, SOL: 150, BTC: 60000 }

/** USD per whole token, by symbol, as one request sees them. */
export interface PriceLookup {
  get(symbol: string): number | undefined
}

/**
 * The sandbox price table (USD per whole token, by symbol); editable while running, for every
 * project or for one. Test files run in parallel against one sandbox, so a test that moves a price
 * moves it for its own project id only, and no other file's amounts change under it.
 */
export class PriceTable implements PriceLookup {
  private readonly prices = new Map<string, number>()
  private readonly byProject = new Map<string, Map<string, number>>()

  constructor() {
    this.reset()
  }

  reset(): void {
    this.prices.clear()
    this.byProject.clear()
    for (const [symbol, price] of Object.entries(DEFAULT_PRICES)) this.prices.set(symbol, price)
  }

  get(symbol: string): number | undefined {
    return this.prices.get(symbol.toUpperCase())
  }

  /** Sets one price, for `projectId` only when given; throws for a negative or non-finite price. */
  set(symbol: string, price: number, projectId?: string): void {
    if (!Number.isFinite(price) || price < 0) throw new Error(`Price of ${symbol} must be a finite number >= 0, got ${price}`)
    if (projectId === undefined) return void this.prices.set(symbol.toUpperCase(), price)
    const own = this.byProject.get(projectId) ?? new Map<string, number>()
    own.set(symbol.toUpperCase(), price)
    this.byProject.set(projectId, own)
  }

  /** The prices a request of `projectId` sees: its own where it set one, the table's otherwise. */
  for(projectId: string | null | undefined): PriceLookup {
    const own = projectId ? this.byProject.get(projectId) : undefined
    return own ? { get: (symbol) => own.get(symbol.toUpperCase()) ?? this.get(symbol) } : this
  }

  all(projectId?: string): Record<string, number> {
    return { ...Object.fromEntries(this.prices), ...Object.fromEntries(projectId ? (this.byProject.get(projectId) ?? []) : []) }
  }
}
