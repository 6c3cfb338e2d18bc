/**
 * `hatch/wagmi`: Hatch as a wagmi connector, so a wagmi app keeps its hooks with Hatch's modal as
 * its connect UI (docs/wagmi.md). Needs `@wagmi/core` (an optional peer dependency); nothing else
 * in the package imports this entry.
 * @packageDocumentation
 */
export { hatchConnector, type HatchConnectorOptions } from './hatchConnector.js'
