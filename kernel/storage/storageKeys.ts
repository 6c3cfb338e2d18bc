/** Prefix of every key Hatch writes, so its keys never collide with the host's. */
export const storagePrefix = 'hatch:'

/**
 * The keys (schema.ts names them) whose presence means a connection to restore on this page, as
 * `lazyConnection`'s test reads them. The entry reads them raw to decide whether the instance
 * starts at once (`createHatch`).
 */
export const sessionKeys = ['connectedConnectors', 'connections'] as const
