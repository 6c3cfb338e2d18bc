/**
 * Runs the secure site from environment variables (docs/secure-site.md lists them):
 * `npx tsx secure-site/main.ts`. Stops cleanly on SIGINT / SIGTERM.
 */
import { configFromEnv } from './config/fromEnv.js'
import { startSecureSite, type RunningSecureSite } from './startSecureSite.js'

async function main(): Promise<void> {
  // eslint-disable-next-line prefer-const -- assigned once the site has started; stop() reads it before that (a signal while starting)
  let site: RunningSecureSite | undefined
  const stop = (signal: string) => {
    console.log(`secure-site: ${signal}, stopping`)
    void (site?.stop() ?? Promise.resolve()).then(() => process.exit(0))
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
  const config = configFromEnv(process.env)
  site = await startSecureSite(config)
  console.log(
    `secure-site: listening on ${site.url} (public origin ${site.origin}); database: ${site.db.driver}; allowed origins: ${config.allowedOrigins.join(' ') || '(per project only)'}${Object.keys(config.projects).length ? `; ${Object.keys(config.projects).length} project(s) with their own` : ''}`,
  )
}

main().catch((error: unknown) => {
  console.error(`secure-site failed to start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
