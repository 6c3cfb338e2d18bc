/**
 * CAIP-2 references of Bitcoin networks (bip122: the first 32 hex characters of the genesis block
 * hash) and the Wallet Standard chain each one is called by wallets.
 */
export const bitcoinChains = [
  { reference: '000000000019d6689c085ae165831e93', walletChain: 'bitcoin:mainnet', params: 'bitcoin' },
  { reference: '000000000933ea01ad0ee984209779ba', walletChain: 'bitcoin:testnet', params: 'testnet' },
  { reference: '00000000da84f2bafbbc53dee25a72ae', walletChain: 'bitcoin:testnet4', params: 'testnet' },
  { reference: '00000008819873e925422c1ff0f99f7c', walletChain: 'bitcoin:signet', params: 'testnet' },
  { reference: '0f9188f13cb7b2c71f2a335e3a4fc328', walletChain: 'bitcoin:regtest', params: 'regtest' },
] as const
