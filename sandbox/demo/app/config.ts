import * as v from 'valibot'

/** What the sandbox's demo server injects as `window.__HATCH_SANDBOX__`. */
const SandboxPageConfig = v.object({
  projectId: v.string(),
  urls: v.object({
    catalogue: v.string(),
    data: v.string(),
    analytics: v.string(),
    relay: v.optional(v.string()),
    verify: v.optional(v.string()),
    exchangeAccount: v.optional(v.string()),
    secureSite: v.optional(v.string()),
  }),
  networks: v.array(v.looseObject({ caipNetworkId: v.string(), chainNamespace: v.string(), name: v.string() })),
})

/** The demo's configuration, validated so a broken server injection shows a clear message. */
export type DemoConfig = v.InferOutput<typeof SandboxPageConfig>

/** Reads and validates the injected configuration; throws naming the first wrong field. */
export function readDemoConfig(): DemoConfig {
  const raw = (globalThis as { __HATCH_SANDBOX__?: unknown }).__HATCH_SANDBOX__
  const parsed = v.safeParse(SandboxPageConfig, raw)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    throw new Error(`Demo configuration is invalid at ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
  }
  return parsed.output
}

/**
 * The sandbox catalogue's icon for `imageId` (`/public/getAssetImage/{id}`), as the sandbox gives
 * its EVM networks theirs: the Solana and Bitcoin networks the demo defines use it too.
 */
export function sandboxAssetImage(config: Pick<DemoConfig, 'projectId' | 'urls'>, imageId: string): string {
  return `${config.urls.catalogue}/public/getAssetImage/${imageId}?${new URLSearchParams({ projectId: config.projectId, st: 'sandbox', sv: 'sandbox' })}`
}
