/**
 * Where the kernel reports problems it recovers from (corrupt storage, ignored settings ...).
 * Hosts may pass their own; the default writes to the console.
 */
export interface Logger {
  debug(message: string, ...details: unknown[]): void
  warn(message: string, ...details: unknown[]): void
  error(message: string, ...details: unknown[]): void
}

/**
 * The default logger: prefixes messages with `[hatch]` and writes through `console`, resolved
 * at call time so a host that replaces `console` methods later is still honoured.
 */
export function createConsoleLogger(): Logger {
  return {
    debug: (message, ...details) => console.debug(`[hatch] ${message}`, ...details),
    warn: (message, ...details) => console.warn(`[hatch] ${message}`, ...details),
    error: (message, ...details) => console.error(`[hatch] ${message}`, ...details),
  }
}

/**
 * The host's `logger` option when it has each of `methods`, else the console's: for code that runs
 * before the options are validated (the shell's error reports, the button's language).
 */
export function givenLogger(logger: unknown, methods: readonly (keyof Logger)[]): Logger {
  const given = logger as Partial<Logger> | undefined
  return methods.every((method) => typeof given?.[method] === 'function') ? (given as Logger) : createConsoleLogger()
}
