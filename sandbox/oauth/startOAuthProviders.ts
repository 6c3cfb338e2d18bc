import { SANDBOX_SOCIAL_PROVIDERS, type SandboxSocialProvider } from './providers.js'
import { startOAuthProvider, type RunningOAuthProvider, type SandboxOAuthClient } from './startOAuthProvider.js'

/** The six sandbox identity providers, running. */
export interface RunningOAuthProviders {
  providers: Record<SandboxSocialProvider, RunningOAuthProvider>
  /** Registers one client (same id, secret and redirect URI pattern) with every provider. */
  registerClient(client: Omit<SandboxOAuthClient, 'redirectUris'> & { redirectUri: (provider: SandboxSocialProvider) => string }): void
  stop(): Promise<void>
}

/**
 * Starts the six sandbox identity providers (google, github, apple, facebook, x, discord) on
 * 127.0.0.1, each on its own port (`ports[provider]`, 0 or absent = any free port).
 */
export async function startOAuthProviders(
  options: { host?: string; ports?: Partial<Record<SandboxSocialProvider, number>> } = {},
): Promise<RunningOAuthProviders> {
  const started = await Promise.allSettled(
    SANDBOX_SOCIAL_PROVIDERS.map((provider) => startOAuthProvider({ provider, host: options.host, port: options.ports?.[provider] ?? 0 })),
  )
  const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected')
  if (failed) {
    await Promise.allSettled(running.map((p) => p.stop()))
    throw failed.reason
  }
  const providers = Object.fromEntries(running.map((p) => [p.provider, p])) as Record<SandboxSocialProvider, RunningOAuthProvider>
  return {
    providers,
    registerClient({ redirectUri, ...client }) {
      for (const p of running) p.registerClient({ ...client, redirectUris: [redirectUri(p.provider)] })
    },
    async stop() {
      await Promise.allSettled(running.map((p) => p.stop()))
    },
  }
}
