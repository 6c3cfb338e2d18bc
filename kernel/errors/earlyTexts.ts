/**
 * The catalogue's texts for the errors code on the page's static path can raise (createHatch, the
 * router, the view registry, option checks of adapter descriptors, `requireCapability`, a toast's
 * fallback). They ship with the page; the rest of the catalogue (catalogue.ts, which
 * includes these) loads when first needed (errorTexts.ts).
 */
export const earlyErrorTexts = {
  INVALID_OPTIONS: 'Invalid option {path}: {issue}',
  VIEW_NOT_REGISTERED: 'View "{view}" is not registered; register the plugin that provides it',
  VIEW_DISABLED: 'View "{view}" belongs to feature "{feature}", which is disabled',
  DUPLICATE_VIEW: 'View "{view}" is registered by both "{first}" and "{second}"',
  CAPABILITY_MISSING: 'The {namespace} adapter does not support {capability}',
  HATCH_DESTROYED: 'This Hatch instance was destroyed',
  UNKNOWN_ERROR: 'Unknown error',
  HATCH_STARTING: 'Hatch is still starting: {what} is available once hatch.started has settled',
} as const
