import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { initialAccountState, initialChainState } from '../../../../kernel/accounts/accountState.js'
import { storageSchemas } from '../../../../kernel/storage/schema.js'

/**
 * Issue 26 "Done when" 1: the kernel knows no feature. Every shipped plugin brings its own id, option
 * keys, storage keys, state fields and error codes; none of them may be named by the kernel's code.
 * The lists are read from the plugins themselves (their descriptors, their state and error modules,
 * the keys their code declares with `storage.define`), so a plugin added later is checked too.
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url))
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : []
  })

interface Owned {
  kind: 'id' | 'option key' | 'storage key' | 'state field' | 'error code'
  name: string
}

interface Descriptor {
  kind?: unknown
  id: string
  gate?: { key: string }
  hostOptions?: Readonly<Record<string, unknown>>
  state?: () => unknown
  errors?: () => Promise<{ default: Record<string, string> }>
}

/** `multi-wallet` → `multiWallet`: the factory each plugin entry exports is named for its folder. */
const factoryName = (folder: string) => folder.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())

/** Every plugin the package ships, made by its entry's factory. */
async function shippedPlugins(): Promise<{ folder: string; plugin: Descriptor }[]> {
  const found: { folder: string; plugin: Descriptor }[] = []
  for (const folder of readdirSync(join(root, 'plugins'))) {
    const entry = (await import(join(root, 'plugins', folder, 'index.ts'))) as Record<string, unknown>
    const factory = entry[factoryName(folder)]
    if (typeof factory !== 'function') throw new Error(`plugins/${folder}/index.ts exports no ${factoryName(folder)}()`)
    const plugin = (factory as () => Descriptor)()
    expect(plugin.kind).toBe('plugin')
    found.push({ folder, plugin })
  }
  return found
}

/** Fields plugins and adapters add to the kernel's state types (`declare module 'hatch' { interface AccountState { … } }`). */
function augmentedStateFields(): { owner: string; name: string }[] {
  const fields: { owner: string; name: string }[] = []
  for (const file of [...filesUnder(join(root, 'plugins')), ...filesUnder(join(root, 'adapters'))]) {
    const text = readFileSync(file, 'utf8')
    if (!text.includes("declare module 'hatch'")) continue
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS)
    const visit = (node: ts.Node): void => {
      if (ts.isInterfaceDeclaration(node) && ['AccountState', 'NetworkState', 'ChainState', 'HatchState'].includes(node.name.text)) {
        for (const member of node.members) if (member.name && ts.isIdentifier(member.name)) fields.push({ owner: relative(root, file), name: member.name.text })
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return fields
}

/** What one plugin owns, as it declares it. */
async function ownedBy(folder: string, plugin: Descriptor): Promise<Owned[]> {
  const owned: Owned[] = [{ kind: 'id', name: plugin.id }]
  if (plugin.gate) owned.push({ kind: 'option key', name: plugin.gate.key })
  for (const key of Object.keys(plugin.hostOptions ?? {})) owned.push({ kind: 'option key', name: key })
  if (plugin.errors) for (const code of Object.keys((await plugin.errors()).default)) owned.push({ kind: 'error code', name: code })
  for (const file of filesUnder(join(root, 'plugins', folder))) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/storage\.define\(\s*['"`]([^'"`]+)['"`]/g)) owned.push({ kind: 'storage key', name: m[1] as string })
    for (const m of text.matchAll(/formerKey:\s*['"`]([^'"`]+)['"`]/g)) owned.push({ kind: 'storage key', name: m[1] as string })
  }
  return owned
}

/**
 * The names the kernel's code uses, comments left out: its string literals and its property names
 * (keys of objects and types, `.key` reads). Local variable names are the kernel's own words.
 */
function kernelNames(): Map<string, string[]> {
  const where = new Map<string, string[]>()
  const note = (name: string, file: string) => where.set(name, [...(where.get(name) ?? []), relative(root, file)])
  for (const file of filesUnder(join(root, 'kernel'))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS)
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) note(node.text, file)
      else if (ts.isPropertyAccessExpression(node)) note(node.name.text, file)
      else if (
        (ts.isPropertySignature(node) || ts.isPropertyAssignment(node) || ts.isMethodSignature(node) || ts.isMethodDeclaration(node)) &&
        ts.isIdentifier(node.name)
      )
        note(node.name.text, file)
      else if (ts.isShorthandPropertyAssignment(node)) note(node.name.text, file)
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return where
}

/**
 * Names the kernel still uses, to move next: none. The order options take registered contributions'
 * ids; the connection rules of several wallets at once answer to any plugin that `keepsConnections`.
 */
const stillNamed: string[] = []

describe('the kernel knows no plugin', () => {
  it("names no shipped plugin's id, option key or error code", async () => {
    const plugins = await shippedPlugins()
    expect(plugins.map((p) => p.plugin.id)).toEqual(expect.arrayContaining(['siwx', 'email', 'socials', 'names', 'multi-wallet']))
    const kernel = kernelNames()
    const hits: string[] = []
    for (const { folder, plugin } of plugins) {
      for (const { kind, name } of await ownedBy(folder, plugin)) {
        if (kind === 'storage key') continue
        const files = kernel.get(name)
        if (files) hits.push(`${plugin.id} ${kind} "${name}": ${[...new Set(files)].join(', ')}`)
      }
    }
    // What the kernel still names, each to move next (see the report of issue 26). The list must
    // shrink, never grow: a new hit fails, and so does an entry that no longer hits.
    expect(hits).toEqual(stillNamed)
  })

  it("holds no adapter's error code: the embedded wallet's codes are the adapter's own entries", async () => {
    const kernel = kernelNames()
    const hits: string[] = []
    for (const folder of readdirSync(join(root, 'adapters'))) {
      const file = join(root, 'adapters', folder, 'errorTexts.ts')
      if (!statSync(join(root, 'adapters', folder)).isDirectory() || !readdirSync(join(root, 'adapters', folder)).includes('errorTexts.ts')) continue
      const texts = ((await import(file)) as { default: Record<string, string> }).default
      for (const code of Object.keys(texts))
        if (kernel.has(code)) hits.push(`adapters/${folder} error code "${code}": ${[...new Set(kernel.get(code))].join(', ')}`)
    }
    expect(hits).toEqual([])
  })

  it("keeps no plugin's storage key among the kernel's keys (each plugin's are namespaced plugin:<id>:)", async () => {
    const kernelKeys = Object.keys(storageSchemas)
    const hits: string[] = []
    for (const { folder, plugin } of await shippedPlugins()) {
      for (const { kind, name } of await ownedBy(folder, plugin)) if (kind === 'storage key' && kernelKeys.includes(name)) hits.push(`${plugin.id}: ${name}`)
    }
    expect(hits).toEqual([])
    // The kernel's keys name no plugin either (e-mail, social, sign-in, names, smart-account data).
    const ids = (await shippedPlugins()).flatMap(({ plugin }) => [plugin.id, ...(plugin.gate ? [plugin.gate.key] : [])])
    expect(kernelKeys.filter((key) => ids.some((id) => key.toLowerCase().startsWith(id.toLowerCase())))).toEqual([])
  })

  it("declares no plugin's state field in the kernel's state: the slices are the plugins', account fields are added by their owners", async () => {
    const kernel = kernelNames()
    // A kernel field is one a fresh account holds; a plugin's slice may reuse its word (a `status` of its own).
    const kernelFields = new Set(Object.keys({ ...initialAccountState('eip155'), ...initialChainState('eip155').network }))
    const accountTypeFields = new Set(stateTypeFields())
    const hits: string[] = []
    for (const { plugin } of await shippedPlugins()) {
      const slice = plugin.state?.()
      for (const field of typeof slice === 'object' && slice !== null ? Object.keys(slice) : []) {
        if (accountTypeFields.has(field) && !kernelFields.has(field)) hits.push(`${plugin.id} state field "${field}": kernel/types/state.ts`)
      }
    }
    for (const { owner, name } of augmentedStateFields()) {
      const files = kernel.get(name)
      if (files) hits.push(`${owner} adds state field "${name}", named in ${[...new Set(files)].join(', ')}`)
    }
    // The multi-wallet switch still picks the auth connector's account type from the embedded wallet's `user`.
    expect(hits).toEqual(['adapters/embedded/index.ts adds state field "user", named in kernel/accounts/connectionActions.ts'])
  })
})

/** Field names of the kernel's AccountState and NetworkState types. */
function stateTypeFields(): string[] {
  const file = join(root, 'kernel/types/state.ts')
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS)
  return source.statements
    .filter((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && ['AccountState', 'NetworkState'].includes(s.name.text))
    .flatMap((s) => s.members.flatMap((m) => (m.name && ts.isIdentifier(m.name) ? [m.name.text] : [])))
}
