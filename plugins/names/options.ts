/** Options of the names plugin. */
export interface NamesOptions {
  /** Label of the Account action (English; a locale may translate `extension.accountActions.names`). Default 'Register name'. */
  label?: string
  /** The zone names are registered under; the visitor types the part before it. Default `hatch.id`. */
  zone?: string
}

/** The zone of the Hatch name service. */
export const DEFAULT_NAME_ZONE = 'hatch.id'
