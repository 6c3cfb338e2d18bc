const keyFor = (name: string): string => `hatch-test-solana-wallet:${name}`

/**
 * Whether this origin is approved, remembered across reloads as an extension does (localStorage is
 * per origin, like an extension's per-site permission). Unreadable or corrupt values mean "no".
 */
export function loadConnected(name: string): boolean {
  try {
    const raw = window.localStorage.getItem(keyFor(name))
    return raw !== null && (JSON.parse(raw) as { version?: unknown; connected?: unknown }).connected === true
  } catch {
    return false
  }
}

/** Saves the approval; storage failures only cost persistence. */
export function saveConnected(name: string, connected: boolean): void {
  try {
    window.localStorage.setItem(keyFor(name), JSON.stringify({ version: 1, connected }))
  } catch {
    // The wallet keeps working from memory.
  }
}
