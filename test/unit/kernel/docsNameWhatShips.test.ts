import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Issue 19 item 4: README, docs and the `hatch` entry's docblock described plugins and entries the
 * code lacked. These lists are checked against package.json `exports`, the one source of truth.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url))
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const exportKeys = Object.keys((JSON.parse(read('package.json')) as { exports: Record<string, unknown> }).exports)
const entriesUnder = (kind: 'plugins' | 'adapters') =>
  exportKeys.flatMap((key) => (key.startsWith(`./${kind}/`) ? [key.slice(`./${kind}/`.length)] : [])).sort()
const plugins = entriesUnder('plugins').filter((name) => !name.includes('/'))
const pluginEntries = entriesUnder('plugins')
const adapters = entriesUnder('adapters')

const backticked = (text: string) => [...text.matchAll(/`([\w/-]+?)\/?`/g)].map((m) => m[1] as string)
const tableRow = (text: string, first: string) => text.split('\n').find((line) => line.startsWith(`| \`${first}\``)) ?? ''

describe('docs name exactly the entries package.json exports', () => {
  it('README: the plugins/ row names each exported plugin, and no other', () => {
    const row = tableRow(read('README.md'), 'plugins/')
    const named = [...new Set(backticked(row.split('|')[2] ?? '').filter((token) => /^[a-z-]+$/.test(token)))].sort()
    expect(named).toEqual(plugins)
  })

  it('README: the adapters/ row names each exported adapter', () => {
    const row = tableRow(read('README.md'), 'adapters/')
    const named = backticked(row.split('|')[2] ?? '').filter((n) => /^[a-z-]+$/.test(n))
    expect(named.sort()).toEqual(adapters)
  })

  it('docs/build.md: the sentence listing the entries matches', () => {
    const text = read('docs/build.md')
    const sentence = /The adapters with an entry are ([^;]+); the plugins are\s+([^.]+)\./.exec(text)
    expect(sentence, 'docs/build.md lists the adapters and plugins with an entry').not.toBeNull()
    expect(backticked(sentence![1]!).sort()).toEqual(adapters)
    expect(backticked(sentence![2]!).sort()).toEqual(pluginEntries)
  })

  it("the hatch entry's docblock (kernel/index.ts) names the exported adapters and plugins", () => {
    const docblock = read('kernel/index.ts').split('*/')[0] as string
    const adapterPart = /hatch\/adapters\/<name>` \(([^)]+)\)/.exec(docblock)?.[1] ?? ''
    const pluginPart = /hatch\/plugins\/<name>` \(([^)]+)\)/.exec(docblock.replace(/\n \* /g, ' '))?.[1] ?? ''
    expect(backticked(adapterPart.replace(/\n \* /g, ' ')).sort()).toEqual(adapters)
    expect(backticked(pluginPart).sort()).toEqual(plugins)
  })

  it('no doc says "no <feature> plugin ships yet" about a plugin that is exported', () => {
    const aliases: Record<string, string> = { 'e-mail': 'email', social: 'socials', sign: 'siwx' }
    const files = [
      'README.md',
      ...readdirSync(join(root, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ]
    const claims = files.flatMap((file) =>
      [
        ...read(file)
          .replace(/\s+/g, ' ')
          .matchAll(/\b[Nn]o ([\w\s,-]+?) plugins? (?:ships|exists?) yet/g),
      ].map((m) => ({ file, words: m[1] as string })),
    )
    const wrong = claims.flatMap(({ file, words }) =>
      words
        .split(/[\s,]+|\bor\b|\band\b/)
        .map((w) => aliases[w] ?? w)
        .filter((w) => plugins.includes(w))
        .map((w) => `${file}: "no ${words} plugin ships yet", but hatch/plugins/${w} is exported`),
    )
    expect(wrong).toEqual([])
  })
})
