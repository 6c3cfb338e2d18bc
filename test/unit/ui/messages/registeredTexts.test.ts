import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { alertCatalogue } from '../../../../kernel/errors/alerts.js'
import { en } from '../../../../ui/messages/en.js'
import { registeredTexts } from '../../../../ui/messages/registeredTexts.js'

type Descriptor = { views?: Record<string, unknown>; contributes?: Record<string, { id: string; label?: string }[] | undefined> }

/** The descriptor of every plugin and adapter the package exports, made by its factory with no option. */
async function shippedDescriptors(): Promise<Descriptor[]> {
  const root = join(import.meta.dirname, '../../../..')
  const exportsMap = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> }).exports
  const descriptors: Descriptor[] = []
  for (const key of Object.keys(exportsMap)) {
    const match = /^\.\/(adapters|plugins)\/([\w-]+)$/.exec(key)
    if (!match) continue
    const module = (await import(join(root, match[1]!, match[2]!, 'index.ts'))) as Record<string, unknown>
    const factory = Object.entries(module).find(([name, value]) => typeof value === 'function' && name.toLowerCase() === match[2]!.replace(/-/g, ''))?.[1]
    const options = match[2] === 'embedded' ? { secureSiteUrl: 'https://wallet.example' } : undefined
    const made = (factory as ((options?: unknown) => Descriptor) | undefined)?.(options)
    if (made) descriptors.push(made)
  }
  return descriptors
}

const translatable: Record<string, string> = { ...en, ...registeredTexts }
const descriptors = await shippedDescriptors()

describe('texts registered outside the catalogue have an id every locale translates', () => {
  it('every view a shipped plugin or adapter registers has a title id', () => {
    const views = descriptors.flatMap((d) => Object.keys(d.views ?? {}))
    expect(views.length).toBeGreaterThan(5)
    expect(views.filter((id) => !Object.hasOwn(translatable, `view.${id}`))).toEqual([])
  })

  it('every Account tab, Account action and Connect method they contribute has a label id, worded as registered', () => {
    const entries = descriptors.flatMap((d) =>
      Object.entries(d.contributes ?? {}).flatMap(([kind, list]) =>
        (list ?? []).filter((c) => typeof c.label === 'string').map((c) => ({ id: `extension.${kind}.${c.id}`, label: c.label })),
      ),
    )
    expect(entries.length).toBeGreaterThan(5)
    expect(entries.filter(({ id, label }) => registeredTexts[id as keyof typeof registeredTexts] !== label)).toEqual([])
  })

  it('every alert has its title and description, as the kernel words them', () => {
    for (const [code, alert] of Object.entries(alertCatalogue)) {
      expect(registeredTexts[`alert.${code}.title` as keyof typeof registeredTexts]).toBe(alert.title)
      expect(registeredTexts[`alert.${code}.description` as keyof typeof registeredTexts]).toBe(alert.description)
    }
  })
})
