/** Ids no plugin may take: the UI's and the kernel's own. */
const reservedIds = ['ui', 'kernel'] as const

interface Ided {
  id: string
}
interface AdapterIds {
  name: string
  namespace?: string
  connectorIds?: readonly string[]
}

/**
 * What is wrong with the plugins' ids, or undefined: an id the UI, the kernel or a registered
 * adapter owns (an adapter's namespace and connector ids: the WalletConnect adapter keeps its
 * pairing under `state.plugins.walletConnect`), or an id given twice. Each names the id.
 */
export function pluginIdProblem(plugins: readonly Ided[], adapters: readonly AdapterIds[]): string | undefined {
  const owners = new Map<string, string>(reservedIds.map((id) => [id, `the ${id === 'ui' ? 'UI' : 'kernel'}`]))
  for (const adapter of adapters) {
    for (const id of [adapter.namespace, ...(adapter.connectorIds ?? [])]) if (id !== undefined) owners.set(id, `the ${adapter.name} adapter`)
  }
  const seen = new Set<string>()
  for (const { id } of plugins) {
    const owner = owners.get(id)
    if (owner) return `uses the id "${id}", which is reserved for ${owner}; give the plugin another id`
    if (seen.has(id)) return `has two plugins with the id "${id}"; register each plugin once, with its own id`
    seen.add(id)
  }
  return undefined
}
