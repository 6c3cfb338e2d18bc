import * as v from 'valibot'

/** Project id the sandbox knows from the start (the demo and tests use it). */
export const DEFAULT_PROJECT_ID = 'hatch-sandbox'
/** A project the sandbox also knows from the start: the default one with `emailCapture` on (the demo's `?emailCapture=on`). */
export const EMAIL_CAPTURE_PROJECT_ID = 'hatch-sandbox-email-capture'

/** Remote feature ids, as named in spec §3 "Remote features". */
export const REMOTE_FEATURE_IDS = ['swaps', 'onramp', 'email', 'socials', 'activity', 'reownBranding', 'multiWallet', 'emailCapture'] as const

/** One entry of `/appkit/v1/config`'s `features`. `config` lists options (e.g. social providers). */
export const RemoteFeatureSchema = v.strictObject({
  id: v.picklist(REMOTE_FEATURE_IDS, `id must be one of ${REMOTE_FEATURE_IDS.join(', ')}`),
  isEnabled: v.boolean(),
  config: v.nullable(v.array(v.string())),
})
export type RemoteFeature = v.InferOutput<typeof RemoteFeatureSchema>

/** What the sandbox holds per project id. */
export interface ProjectConfig {
  features: RemoteFeature[]
  /** Origin patterns (`*` matches any run of characters) allowed to call the services. */
  allowedOrigins: string[]
  isAnalyticsEnabled: boolean
}

/** A partial update of a project, as accepted by the API and `PUT /sandbox/projects/{id}`. */
export const ProjectPatchSchema = v.strictObject({
  features: v.optional(v.array(RemoteFeatureSchema)),
  allowedOrigins: v.optional(v.array(v.pipe(v.string(), v.nonEmpty()))),
  isAnalyticsEnabled: v.optional(v.boolean()),
})
export type ProjectPatch = v.InferOutput<typeof ProjectPatchSchema>

/** The configuration a new project starts with: every remote feature on. */
export function defaultProjectConfig(): ProjectConfig {
  return {
    features: [
      { id: 'swaps', isEnabled: true, config: null },
      { id: 'onramp', isEnabled: true, config: ['USDC', 'ETH'] },
      { id: 'email', isEnabled: true, config: null },
      { id: 'socials', isEnabled: true, config: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] },
      { id: 'activity', isEnabled: true, config: null },
      { id: 'reownBranding', isEnabled: true, config: null },
      { id: 'multiWallet', isEnabled: true, config: null },
      { id: 'emailCapture', isEnabled: false, config: null },
    ],
    allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'],
    isAnalyticsEnabled: true,
  }
}

/** Known project ids and their configuration. */
export class ProjectStore {
  private readonly projects = new Map<string, ProjectConfig>()

  constructor() {
    this.reset()
  }

  /** Back to only {@link DEFAULT_PROJECT_ID} with the default configuration (and {@link EMAIL_CAPTURE_PROJECT_ID}, the same with `emailCapture` on). */
  reset(): void {
    this.projects.clear()
    this.projects.set(DEFAULT_PROJECT_ID, defaultProjectConfig())
    const withCapture = defaultProjectConfig()
    withCapture.features = withCapture.features.map((f) => (f.id === 'emailCapture' ? { ...f, isEnabled: true } : f))
    this.projects.set(EMAIL_CAPTURE_PROJECT_ID, withCapture)
  }

  get(projectId: string): ProjectConfig | undefined {
    return this.projects.get(projectId)
  }

  /** Creates the project if unknown (from the defaults) and applies the patch; features replace by id. */
  upsert(projectId: string, patch: ProjectPatch = {}): ProjectConfig {
    const parsed = v.safeParse(ProjectPatchSchema, patch)
    if (!parsed.success) {
      throw new Error(`Invalid project patch for ${projectId}: ${parsed.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('; ')}`)
    }
    if (projectId.length === 0) throw new Error('projectId must not be empty')
    const current = this.projects.get(projectId) ?? defaultProjectConfig()
    const next: ProjectConfig = {
      features: current.features.map((f) => parsed.output.features?.find((p) => p.id === f.id) ?? f),
      allowedOrigins: parsed.output.allowedOrigins ?? current.allowedOrigins,
      isAnalyticsEnabled: parsed.output.isAnalyticsEnabled ?? current.isAnalyticsEnabled,
    }
    this.projects.set(projectId, next)
    return structuredClone(next)
  }

  delete(projectId: string): boolean {
    return this.projects.delete(projectId)
  }

  ids(): string[] {
    return [...this.projects.keys()]
  }
}

/** Whether `origin` matches one of the patterns (`*` = any run of characters). */
export function originAllowed(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    const regex = new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    )
    return regex.test(origin)
  })
}
