interface AdapterIds {
  name: string
  namespace?: string
  connectorIds?: readonly string[]
}

/**
 * What is wrong with the plugins' ids, or undefined: an id the UI, the kernel or a registered
 * adapter owns (its namespace and connector ids: the WalletConnect adapter keeps its pairing under
 * `state.plugins.walletConnect`), or an id given twice. Each names the id.
 */
export function pluginIdProblem(plugins: readonly { id: string }[], adapters: readonly AdapterIds[]): string | undefined {
  const owners = new Map([
    ['ui', 'the UI'],
    ['kernel', 'the kernel'],
  ])
  for (const a of adapters) for (const id of [a.namespace, ...(a.connectorIds ?? [])]) if (id) owners.set(id, `the ${a.name} adapter`)
  const seen = new Set<string>()
  for (const { id } of plugins) {
    if (owners.has(id)) return `uses the id "${id}", which is reserved for ${owners.get(id)}; give the plugin another id`
    if (seen.has(id)) return `has two plugins with the id "${id}"; register each plugin once, with its own id`
    seen.add(id)
  }
  return undefined
}
