import type { ViewId, ViewParams } from '../../kernel/router/viewParams.js'

/**
 * Props every view component receives from the outlet. `ViewProps<'tips/form'>` types `params`
 * as that view declared them in `ViewParams`; without an argument they are a plain record.
 */
export interface ViewProps<V extends ViewId | undefined = undefined> {
  /** The params the view was navigated to with (`router.push(view, params)`). */
  params: V extends ViewId ? ViewParams[V] : Readonly<Record<string, unknown>> | undefined
}
