import type { CoreOptions } from '../contracts/context.js'
import { validateOptions, type HatchOptions } from '../options/validateOptions.js'

export type { HatchOptions }

const mobileAgent = /Mobi|Android|iPhone|iPad|iPod/i

/** Validates host options (errors name the option) and derives what the kernel reads. */
export function resolveCoreOptions(input: HatchOptions): CoreOptions {
  const options = validateOptions(input)
  const networks = [...options.networks]
  return {
    projectId: options.projectId,
    networks,
    ...(options.defaultNetwork ? { defaultNetwork: options.defaultNetwork } : {}),
    manualWCControl: options.manualWCControl ?? false,
    enableReconnect: options.enableReconnect ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    embedded: options.embedded ?? false,
    basic: options.basic ?? false,
    isMobile: options.isMobile ?? (typeof navigator !== 'undefined' && mobileAgent.test(navigator.userAgent)),
    endpoints: options.endpoints,
    sdkType: options.sdkType,
    sdkVersion: options.sdkVersion,
    ...(options.clientId ? { clientId: options.clientId } : {}),
    raw: options as unknown as Record<string, unknown>,
  }
}
