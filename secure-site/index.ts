/**
 * The embedded wallet's secure site: a deployable service (docs/secure-site.md). Start it with
 * {@link startSecureSite} or `npx tsx secure-site/main.ts` (configuration from the environment).
 */
export { startSecureSite, type RunningSecureSite, type StartSecureSiteOptions } from './startSecureSite.js'
export { originsForProject, parseSecureSiteConfig, SecureSiteConfigError, type SecureSiteConfig, type SecureSiteConfigInput } from './config/schema.js'
export { configFromEnv, ENV_VARIABLES } from './config/fromEnv.js'
export { openDatabase, type DatabaseSettings } from './db/openDatabase.js'
export type { Database, SqlRunner } from './db/database.js'
export { systemClock, type Clock } from './clock.js'
