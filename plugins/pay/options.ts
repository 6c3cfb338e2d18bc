import type { ChainNamespace } from '../../kernel/index.js'

/** Options of {@link pay}. */
export interface PayOptions {
  /**
   * Base URL of an exchange account the visitor may pay from instead of the wallet: its page
   * `/pay?…` takes the payment and `/orders/<id>` tells whether it was sent (the sandbox's
   * exchange account, `urls.exchangeAccount`). Without it only the wallet is offered.
   */
  exchangeUrl?: string
  /** The namespaces the exchange pays on (default `['eip155']`, as the sandbox exchange); elsewhere only the wallet is offered. */
  exchangeNamespaces?: readonly ChainNamespace[]
}
