export { startExchangeAccount, type RunningExchangeAccount, type OrderStatus } from './startExchangeAccount.js'
export { exchangeHotWallet } from './account.js'
