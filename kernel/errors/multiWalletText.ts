/**
 * The text of the multi-wallet functions' info alert while the feature is off. A module of its own:
 * the code that raises it (accounts/multiWallet.ts) loads with start-up, after the page's static
 * code, so the text leaves the early texts (the page's static path); laterTexts.ts has it in the
 * catalogue.
 */
export const multiWalletDisabledText = { MULTI_WALLET_DISABLED: 'Multi-wallet is disabled: {method} does nothing' } as const
