/**
 * Typed services adapters and plugins provide to each other through `ctx.getService(name)`,
 * beyond the fixed capabilities of an {@link AdapterRuntime}: e.g. the embedded wallet's e-mail
 * login calls, which the e-mail plugin's views need. Empty here; each provider declares its own
 * entry next to its descriptor, as views declare {@link ViewParams}:
 *
 * @example
 * ```ts
 * declare module 'hatch' {
 *   interface HatchServices {
 *     embeddedWallet: EmbeddedWalletService
 *   }
 * }
 * ```
 */
export interface HatchServices {}

/** A declared service name. */
export type ServiceName = Extract<keyof HatchServices, string>

/**
 * The services an adapter or plugin provides (`ServiceProviders` binds `Ctx` to the HatchContext): each a loader, called once per instance on the
 * first `ctx.getService(name)` (put the code behind `import()`). A service object with a
 * `dispose()` method has it called when the instance is destroyed.
 */
export type ServiceProvidersOf<Ctx> = { [K in keyof HatchServices]?: (ctx: Ctx) => Promise<HatchServices[K]> }
