export { createProjectConfigLoader, loadProjectConfig, type LoadProjectConfigParams, type ProjectConfig } from './loadProjectConfig.js'
export { fetchAllowedOrigins, fetchRemoteFeatures } from './fetchRemoteFeatures.js'
export { defaultAllowedOrigins, isOriginAllowed } from './originCheck.js'
export { allowedOriginsSchema, projectConfigSchema } from './schemas.js'
