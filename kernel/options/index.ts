export { validateOptions } from './validateOptions.js'
export type { HatchEndpoints, HatchFeatures, HatchOptions, ResolvedHatchOptions } from './types.js'
export { defaultEndpoints, defaultSdkType, defaultSdkVersion, hatchVersion } from './defaults.js'
export { createConsoleLogger, type Logger } from './logger.js'
