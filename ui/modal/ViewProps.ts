/** Props every view component receives from the outlet. */
export interface ViewProps {
  /** The params the view was navigated to with (`router.push(view, params)`). */
  params: Readonly<Record<string, unknown>> | undefined
}
