import type { NamedFactories } from '../types.js'

/**
 * Every adapter and plugin of the package, by the name a page writes (`adapters="evm solana"`),
 * each behind its own `import()`: the browser bundle downloads only the ones a page names.
 */
export const namedFactories = {
  adapters: {
    evm: () => import('../../adapters/evm/index.js').then((m) => m.evm),
    solana: () => import('../../adapters/solana/index.js').then((m) => m.solana),
    bitcoin: () => import('../../adapters/bitcoin/index.js').then((m) => m.bitcoin),
    walletconnect: () => import('../../adapters/walletconnect/index.js').then((m) => m.walletConnect),
    embedded: () => import('../../adapters/embedded/index.js').then((m) => m.embedded),
  },
  plugins: {
    receive: () => import('../../plugins/receive/index.js').then((m) => m.receive),
    send: () => import('../../plugins/send/index.js').then((m) => m.send),
    activity: () => import('../../plugins/activity/index.js').then((m) => m.activity),
    nfts: () => import('../../plugins/nfts/index.js').then((m) => m.nfts),
    names: () => import('../../plugins/names/index.js').then((m) => m.names),
    siwx: () => import('../../plugins/siwx/index.js').then((m) => m.siwx),
    swaps: () => import('../../plugins/swaps/index.js').then((m) => m.swaps),
    onramp: () => import('../../plugins/onramp/index.js').then((m) => m.onramp),
    pay: () => import('../../plugins/pay/index.js').then((m) => m.pay),
    'multi-wallet': () => import('../../plugins/multi-wallet/index.js').then((m) => m.multiWallet),
    'email-capture': () => import('../../plugins/email-capture/index.js').then((m) => m.emailCapture),
    email: () => import('../../plugins/email/index.js').then((m) => m.email),
  },
} satisfies NamedFactories
