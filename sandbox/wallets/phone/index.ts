/** The sandbox "phone wallet": a WalletConnect wallet page on the local relay (docs/phone-wallet.md). */
export { startPhoneWalletServer, type PhoneWalletServer, type PhoneWalletServerOptions } from './server.js'
export { PHONE_WALLET_DEFAULT_ACCOUNT, phoneWalletConfig } from './pageConfig.js'
export { parsePhoneWalletConfig, type PhoneWalletConfig, type PhoneChain } from './config.js'
