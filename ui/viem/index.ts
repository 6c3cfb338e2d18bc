/**
 * `hatch/react/viem`: React hooks that hand out viem clients bound to Hatch's connection. An entry
 * of its own because viem is an optional peer dependency: `hatch/react` never imports it.
 *
 * @packageDocumentation
 */
export { useWalletClient } from './useWalletClient.js'
