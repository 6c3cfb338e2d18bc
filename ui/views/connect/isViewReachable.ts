import type { HatchContext } from '../../../kernel/contracts/context.js'

/** True when `view` is registered and its feature (if any) is on: the router would accept it. */
export function isViewReachable(ctx: HatchContext, view: string): boolean {
  return ctx.router.isReachable(view)
}
