import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { en } from '../../../ui/messages/en.js'
import { codeText } from '../../../ui/messages/errorText.js'
import { createTranslator } from '../../../ui/messages/translate.js'
import { coreViews } from '../../../ui/provider/coreViews.js'
import type { ViewEntry } from '../../../kernel/contracts/definePlugin.js'
import { coreViewIds } from '../../fixtures/createTestHatch.js'

const uiRoot = join(import.meta.dirname, '../../../ui')
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []))
const shellSources = sources(uiRoot)
  .filter((file) => !file.includes('/views/') || file.includes('/views/connect/'))
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }))

// The views of spec §2.
const specViews = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'EmailLogin',
  'UpdateEmailWallet',
  'ProfileWallets',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'SIWXSignMessage',
  'ApproveTransaction',
  'DataCapture',
]

/**
 * Every view that really exists: the UI's core views, and those of each adapter and plugin the
 * package exports (`hatch/adapters/<name>`, `hatch/plugins/<name>`, each made by its factory).
 */
const registered = new Map<string, ViewEntry>(Object.entries(coreViews))
const packageJson = JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8')) as { exports: Record<string, unknown> }
for (const key of Object.keys(packageJson.exports)) {
  const match = /^\.\/(adapters|plugins)\/([\w-]+)$/.exec(key)
  if (!match) continue
  const module = (await import(`../../../${match[1]}/${match[2]}/index.ts`)) as Record<string, unknown>
  const factory = Object.entries(module).find(([name, value]) => typeof value === 'function' && name.toLowerCase() === match[2]!.replace(/-/g, ''))?.[1]
  // embedded() needs its secure site; every other factory takes no required option.
  const options = match[2] === 'embedded' ? { secureSiteUrl: 'https://wallet.example' } : undefined
  const descriptor = (factory as ((options?: unknown) => { views?: Record<string, ViewEntry> }) | undefined)?.(options)
  for (const [id, entry] of Object.entries(descriptor?.views ?? {})) registered.set(id, entry)
}
const registeredTitle = (entry: ViewEntry) => (typeof entry === 'function' ? undefined : entry.title)

describe('message catalogue', () => {
  it('has every id the shell and the Connect view look up with t()', () => {
    const used = new Set<string>()
    for (const { text } of shellSources) for (const match of text.matchAll(/\bt\('([\w.]+)'/g)) used.add(match[1]!)
    expect(used.size).toBeGreaterThan(10)
    const missing = [...used].filter((id) => !Object.hasOwn(en, id))
    expect(missing).toEqual([])
  })

  it('has a header title for every view the UI, the shipped adapters and the shipped plugins register', () => {
    expect(registered.size).toBeGreaterThan(10)
    const untitled = [...registered].filter(([id, entry]) => !Object.hasOwn(en, `view.${id}`) && !registeredTitle(entry)).map(([id]) => id)
    expect(untitled).toEqual([])
  })

  it('the test fixture stands in only for views that exist (createTestHatch registers empty modules under their ids)', () => {
    expect(coreViewIds.filter((id) => !registered.has(id))).toEqual([])
  })

  // Spec §2 views no shipped code registers yet: only their catalogue title can be checked.
  it.each(specViews.filter((view) => !registered.has(view)))('%s does not exist yet: its title is ready in the catalogue', (view) => {
    expect(Object.hasOwn(en, `view.${view}`)).toBe(true)
  })

  it('keeps user-facing English out of the shell components (text comes from the catalogue)', () => {
    // Any JSX text node made of letters would be a string that bypasses the catalogue. The parser
    // sees JSX text only in code, so a docblock's example (`<Button>Send</Button>`) is not counted.
    const offenders = shellSources
      .filter(({ file }) => file.endsWith('.tsx'))
      .flatMap(({ file, text }) => {
        const found: string[] = []
        const visit = (node: ts.Node) => {
          if (ts.isJsxText(node) && /[A-Za-z]{3,}/.test(node.text)) found.push(`${file}: ${node.text.trim()}`)
          ts.forEachChild(node, visit)
        }
        visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX))
        return found
      })
    expect(offenders).toEqual([])
  })

  it('the English-text check finds JSX text in code and ignores it in comments', () => {
    const source = ts.createSourceFile(
      'x.tsx',
      '/** <b>In a comment</b> */\nexport const A = () => <p>Hello there</p>\n',
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    )
    const texts: string[] = []
    const visit = (node: ts.Node) => {
      if (ts.isJsxText(node)) texts.push(node.text)
      ts.forEachChild(node, visit)
    }
    visit(source)
    expect(texts).toEqual(['Hello there'])
  })

  it('lets a locale replace any message and fills placeholders', () => {
    const { t, maybe } = createTranslator(en, { 'button.connect': 'Wallet verbinden', 'view.swaps/form': 'Tauschen' })
    expect(t('button.connect')).toBe('Wallet verbinden')
    expect(t('modal.close')).toBe('Close')
    expect(t('button.accountLabel', { address: '0xab…cd' })).toBe('Account 0xab…cd')
    expect(maybe('view.swaps/form')).toBe('Tauschen')
    expect(maybe('view.Unknown')).toBeUndefined()
  })

  it('gives error texts by code: a locale first, then the kernel catalogue, never the raw code', () => {
    const english = createTranslator(en)
    expect(codeText(english, 'CONNECTION_REJECTED')).toBe('Connection rejected')
    expect(codeText(english, 'EMAIL_COOLDOWN', { seconds: 12 })).toBe('Please try again after 12 seconds')
    expect(codeText(english, 'NOT_A_CODE')).toBe('Something went wrong')
    const french = createTranslator(en, { 'error.CONNECTION_REJECTED': 'Connexion refusée' })
    expect(codeText(french, 'CONNECTION_REJECTED')).toBe('Connexion refusée')
  })
})
