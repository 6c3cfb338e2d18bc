/** Types what the `stack` project's global setup provides: `inject('sandbox')`. */
import type { SandboxInfo } from '../../sandbox/index.js'

declare module 'vitest' {
  export interface ProvidedContext {
    sandbox: SandboxInfo
  }
}

export {}
