import type { ErrorCode, HatchError } from '../../kernel/index.js'

/**
 * Builds the kernel's `HatchError`. The descriptor (index.ts, loaded with the page anyway) hands
 * it to the lazy code: a value import of `hatch` from the lazy chunks would make the bundler
 * share the kernel's entry with them and add ~300 B before the button (the plugin size budget).
 */
export type MakeError = (code: ErrorCode, options?: { params?: Record<string, string | number>; cause?: unknown }) => HatchError
