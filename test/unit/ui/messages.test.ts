import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { en } from '../../../ui/messages/en.js'
import { codeText } from '../../../ui/messages/errorText.js'
import { createTranslator } from '../../../ui/messages/translate.js'

const uiRoot = join(import.meta.dirname, '../../../ui')
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  )
const shellSources = sources(uiRoot)
  .filter((file) => !file.includes('/views/') || file.includes('/views/connect/'))
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }))

// The views of spec §2, each of which needs a header title.
const specViews = [
  'Connect', 'Account', 'AllWallets', 'ConnectingWalletConnect', 'ConnectingWalletConnectBasic', 'ConnectingExternal',
  'ConnectingFarcaster', 'EmailLogin', 'UpdateEmailWallet', 'ProfileWallets', 'SwitchNetwork', 'SwitchActiveChain',
  'UnsupportedChain', 'RegisterAccountName', 'RegisterAccountNameSuccess', 'SIWXSignMessage', 'ApproveTransaction', 'DataCapture',
]

describe('message catalogue', () => {
  it('has every id the shell and the Connect view look up with t()', () => {
    const used = new Set<string>()
    for (const { text } of shellSources) for (const match of text.matchAll(/\bt\('([\w.]+)'/g)) used.add(match[1]!)
    expect(used.size).toBeGreaterThan(10)
    const missing = [...used].filter((id) => !Object.hasOwn(en, id))
    expect(missing).toEqual([])
  })

  it('has a header title for every view of spec §2', () => {
    expect(specViews.filter((view) => !Object.hasOwn(en, `view.${view}`))).toEqual([])
  })

  it('keeps user-facing English out of the shell components (text comes from the catalogue)', () => {
    // Any JSX text node made of letters would be a string that bypasses the catalogue.
    const offenders = shellSources
      .filter(({ file }) => file.endsWith('.tsx'))
      .flatMap(({ file, text }) => [...text.matchAll(/(?<![=/])>\s*([A-Za-z][A-Za-z ,.'!?…]{2,})\s*</g)].map((m) => `${file}: ${m[1]}`))
    expect(offenders).toEqual([])
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
