export { startOnrampProvider, type RunningOnrampProvider } from './startOnrampProvider.js'
export { SANDBOX_TEST_CARD } from './orderLink.js'
export { onrampTreasury } from './credit.js'
