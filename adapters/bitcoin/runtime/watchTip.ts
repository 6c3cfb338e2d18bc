/** How often the tip height is asked for while someone watches it (regtest mines at once; mainnet every ~10 min). */
export const TIP_POLL_MS = 5000

/**
 * Reports the chain's tip height through `onHead`: once when it is first read, then whenever it
 * changed, asking `readTip` every `intervalMs` (Esplora has no push) until the returned stop is
 * called. A failed read waits for the next one.
 */
export function watchTip(readTip: () => Promise<string>, onHead: (head: string) => void, intervalMs = TIP_POLL_MS): () => void {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let last: string | undefined
  const poll = async () => {
    try {
      const tip = await readTip()
      if (!stopped && tip !== last) {
        last = tip
        onHead(tip)
      }
    } catch {
      // The next poll asks again.
    }
    if (!stopped) timer = setTimeout(() => void poll(), intervalMs)
  }
  void poll()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
