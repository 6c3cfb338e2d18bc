/** Version of this package, sent as part of `sv` unless the host sets `sdkVersion`. */
export const hatchVersion = '0.1.0'

/**
 * Production service hosts, used only when the host sets no `endpoints`. Tests, the sandbox and
 * the demo always pass 127.0.0.1 endpoints, so nothing here is contacted on this machine.
 */
export const defaultEndpoints = {
  catalogue: 'https://api.web3modal.org',
  data: 'https://rpc.walletconnect.org',
  analytics: 'https://pulse.walletconnect.org',
} as const

/** Default `st` (sdk type) query parameter. */
export const defaultSdkType = 'hatch'

/** Default `sv` (sdk version) query parameter. */
export const defaultSdkVersion = `hatch-${hatchVersion}`
