/**
 * View declarations, generic over the context their callbacks receive so this module imports
 * nothing that imports it back (context.ts binds them to `HatchContext`).
 */

/** Loads a view module on first navigation; the module's default export is the component. */
export type ViewLoader = () => Promise<{ default: unknown }>

/** How a view is registered: a loader plus optional behaviour the router honours. */
export interface ViewDefinitionOf<Ctx> {
  load: ViewLoader
  /** Header title (English) when the message catalogue has no `view.<id>` entry for it. */
  title?: string
  /**
   * The catalogue id of the header title for the view's params (a view titled by what it shows,
   * e.g. ApproveTransaction's "Sign Message"); undefined, or an id the catalogue lacks, falls back
   * to `view.<id>` and `title`.
   */
  titleKey?: (params: unknown) => string | undefined
  /** When it returns true the modal cannot be closed while this view shows (e.g. required sign-in). */
  blocksClose?: (ctx: Ctx) => boolean
  /** Runs when the visitor goes back from this view; return true when it handled the back itself. */
  onBack?: (ctx: Ctx) => boolean | void
  /**
   * Replaces a core view of the same id (`Account`, `Connect` …), whichever registers first. Without
   * it, a view id another owner registered is DUPLICATE_VIEW; two overrides of one view are too.
   */
  override?: boolean
}

/** A view is given either as a bare loader or as a full definition. */
export type ViewEntryOf<Ctx> = ViewLoader | ViewDefinitionOf<Ctx>

/** A registered view and who owns it. */
export interface RegisteredViewOf<Ctx> extends ViewDefinitionOf<Ctx> {
  id: string
  owner: string
  /** Feature key gating the view, when its owner is a gated plugin. */
  feature?: string
}

/** The views known to one instance. */
export interface ViewRegistryOf<Ctx> {
  /**
   * Registers views (`override`: each as if marked `override: true`); throws DUPLICATE_VIEW naming
   * both owners on a clash that no `override` resolves.
   */
  register(owner: string, views: Record<string, ViewEntryOf<Ctx>>, feature?: string, override?: boolean): void
  /**
   * Registers default views (the UI's core views): an entry marked `override` replaces one, before
   * or after. Ids already held are left as they are; a clash with a view that is no override is
   * DUPLICATE_VIEW, thrown once the other defaults are registered.
   */
  registerDefaults(owner: string, views: Record<string, ViewEntryOf<Ctx>>): void
  get(view: string): RegisteredViewOf<Ctx> | undefined
  ids(): string[]
}
