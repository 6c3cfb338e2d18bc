import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { bundleFrameScripts, type FrameScript } from '../../../secure-site/frame/frameBundle.js'

/**
 * Issue 32 item 4: the embedded wallet's frame ≤ 70 KiB gzip before READY, and `frame.js` loads
 * only what the request at hand needs. Built as the secure site builds it (frameBundle.ts: esbuild,
 * ESM, split by `import()`, minified); gzip is zlib level 9 per file, as docs/benchmarks.md
 * measures. "Start-up" is the frame's entry and every chunk it imports statically: what the frame
 * page fetches (its `<script>` and `<link rel="modulepreload">`s) before it can answer READY.
 */
const FRAME_STARTUP_BUDGET_KIB = 70
/*
 * 2026-11-30, issue 32 item 4: one 148.3 KiB gz frame.js (viem, ox, noble, the smart account's
 * code, the approval prompt, all at start) became a start-up of 21.0 KiB gz in 7 files: the
 * handshake, the channel, valibot and the protocol's schemas, the site's API client, the key store
 * (shamir and AES-GCM wrapping), the error texts and the dispatch. The ceiling below is the item's
 * goal; the measured value is printed with every chunk.
 *
 * Every chunk's own ceiling, so growth of what a request loads is a decision, not a drift:
 * 2026-11-30: all chunks 159.4 KiB gz (viem's accounts, clients and account abstraction, ox and
 * noble are about 110 of it, loaded by the first EVM signature or smart-account lookup).
 * Then 167.3 with the second factor (issue 31 item 2: its gate, enrolment and code views, the QR
 * encoder, the Solana outflow check), which loads with the first request it guards, not at start.
 * Then 175.9 with passkeys (issue 31 item 1: @simplewebauthn/browser, the passkey prompt and the
 * passkey window's entry), loaded by the first passkey request; start-up 23.3.
 */
const ALL_CHUNKS_CEILING_KIB = 195
/*
 * 2026-11-30, the frame speaks the modal's language: 189.4 measured, with the ICU formatter
 * (intl-messageformat, 9.8: loaded only to count in a language whose text has a plural, such as
 * "2 транзакции"), the language loader and the chunks the texts split the rest into; the ceiling
 * leaves 5.6 for growth. Start-up 25.0 → 27.4 with the English texts, the
 * formatting of `{name}` placeholders and the choice of the language (frameText.ts, frameLanguage.ts).
 * Each of the 20 languages' texts is a chunk of its own (3.1 to 4.5 KiB gz), fetched only by a
 * visitor who reads it: they are left out of the sum above and held one by one to the ceiling below.
 * Then 189.7 → 191.6 with ERC-20 calls said in words (tokenCall.ts and tokenRead.ts, 1.1, loaded
 * only by a prompt with a token transfer or approval; the new texts); start-up 27.7 → 28.0.
 */
const LANGUAGE_CHUNK_CEILING_KIB = 6
/** A language's texts chunk (secure-site/frame/texts/locales/<tag>.ts). */
const isLanguageChunk = (script: FrameScript) =>
  script.inputs.length === 1 && /secure-site\/frame\/texts\/locales\/[\w-]+\.ts$/.test(script.inputs[0] as string)
/** What start-up must not hold: the curves, viem, the smart account's and the prompt's code. */
const NOT_AT_START =
  /node_modules\/(viem|ox|abitype|@noble)\/|secure-site\/frame\/(approvalPrompt|approvalView|promptLayout|secretReveal|hatchSmartAccount|paymasterSponsor|smartAccountRpc|evmRpc|walletRpc|solanaRpc|solanaTransaction|evmKey|evmAccount|solanaKey|tokenCall|tokenRead)\.ts$/

const kib = (bytes: number) => (bytes / 1024).toFixed(1)
const gzip = (script: FrameScript) => gzipSync(script.body, { level: 9 }).length

/** A chunk's sources in short: its own files by name, then the packages it bundles. */
function sources(script: FrameScript): string {
  const own = script.inputs.filter((f) => !f.includes('node_modules/')).map((f) => f.slice(f.lastIndexOf('/') + 1))
  const packages = [...new Set(script.inputs.filter((f) => f.includes('node_modules/')).map((f) => /node_modules\/((@[^/]+\/)?[^/]+)/.exec(f)?.[1] ?? f))]
  return [...own.slice(0, 6), ...(own.length > 6 ? [`+${own.length - 6}`] : []), ...packages].join(', ')
}

describe(`the embedded frame's size (issue 32: ≤ ${FRAME_STARTUP_BUDGET_KIB} KiB gzip before READY)`, () => {
  const built = bundleFrameScripts()

  it('starts with the handshake, the channel, the key store and the dispatch, within budget', async () => {
    const { scripts, startup } = await built
    const all = [...scripts.values()]
    const startupGzip = startup.frame.reduce((sum, path) => sum + gzip(scripts.get(path) as FrameScript), 0)
    const languages = all.filter(isLanguageChunk)
    const allGzip = all.filter((script) => !isLanguageChunk(script)).reduce((sum, script) => sum + gzip(script), 0)
    console.info(
      [
        `frame start-up: ${kib(startupGzip)} KiB gz in ${startup.frame.length} files (budget ${FRAME_STARTUP_BUDGET_KIB}); all chunks but the languages ${kib(allGzip)} KiB gz in ${all.length - languages.length} files (ceiling ${ALL_CHUNKS_CEILING_KIB}); ${languages.length} languages' texts ${kib(Math.min(...languages.map(gzip)))} to ${kib(Math.max(...languages.map(gzip)))} KiB gz each (ceiling ${LANGUAGE_CHUNK_CEILING_KIB})`,
        ...all
          .sort((a, b) => gzip(b) - gzip(a))
          .map(
            (script) =>
              `  ${startup.frame.includes(script.path) ? 'start' : startup.approve.includes(script.path) ? 'window' : 'lazy '} ${kib(gzip(script)).padStart(5)} KiB  ${script.path.padEnd(38)} ${sources(script)}`,
          ),
      ].join('\n'),
    )
    expect(startupGzip / 1024).toBeLessThanOrEqual(FRAME_STARTUP_BUDGET_KIB)
    expect(allGzip / 1024).toBeLessThanOrEqual(ALL_CHUNKS_CEILING_KIB)
    // Every shipped language but English (the catalogue itself, at start-up) is a chunk of its own, never at start-up.
    expect(languages.length).toBe(20)
    for (const script of languages) expect(gzip(script) / 1024, script.path).toBeLessThanOrEqual(LANGUAGE_CHUNK_CEILING_KIB)
    expect(
      languages.filter((script) => startup.frame.includes(script.path) || startup.approve.includes(script.path) || startup.passkey.includes(script.path)),
    ).toEqual([])
    const atStart = startup.frame.flatMap((path) => scripts.get(path)?.inputs ?? [])
    expect(atStart.filter((f) => NOT_AT_START.test(f))).toEqual([])
    // The secure window shares the prompt's view with the frame, but never its signing code.
    expect(startup.approve.flatMap((path) => scripts.get(path)?.inputs ?? []).filter((f) => /node_modules\/(viem|ox|@noble)\//.test(f))).toEqual([])
  })

  it('puts EVM signing, Solana, smart accounts, the approval prompt and the key reveal each behind an import() of its own', async () => {
    const { scripts, startup } = await built
    const lazy = [...scripts.values()].filter((script) => !startup.frame.includes(script.path))
    const chunkOf = (source: string) => lazy.filter((script) => script.inputs.some((f) => f.endsWith(`secure-site/frame/${source}`)))
    const reachedByImport = new Set([...scripts.values()].flatMap((script) => script.dynamicImports))
    const groups = ['evmRpc.ts', 'evmAccount.ts', 'smartAccountRpc.ts', 'solanaRpc.ts', 'approvalPrompt.ts', 'secretReveal.ts', 'evmKey.ts', 'solanaKey.ts']
    for (const source of groups) {
      const [chunk, ...more] = chunkOf(source)
      expect(more, source).toEqual([])
      expect(chunk && reachedByImport.has(chunk.path), `${source} is loaded by an import()`).toBe(true)
    }
    // Each in a chunk of its own: a Solana request does not load EVM signing, nor an EVM one Solana's.
    expect(new Set(groups.map((source) => chunkOf(source)[0]?.path)).size).toBe(groups.length)
    // What each one fetches, the chunks it imports included (start-up's are there already).
    const closure = (path: string) => {
      const seen = new Set([path])
      for (const next of seen) for (const imported of scripts.get(next)?.imports ?? []) if (!startup.frame.includes(imported)) seen.add(imported)
      return [...seen].map((p) => scripts.get(p) as FrameScript)
    }
    const loads = Object.fromEntries(groups.map((source) => [source, closure((chunkOf(source)[0] as FrameScript).path)]))
    console.info(
      [
        'what a request loads beyond start-up (its chunk and the chunks it imports):',
        ...groups.map((source) => {
          const files = loads[source] ?? []
          return `  ${source.padEnd(20)} ${kib(files.reduce((sum, f) => sum + gzip(f), 0)).padStart(5)} KiB gz in ${files.length} files`
        }),
      ].join('\n'),
    )
    const viem = (source: string) => (loads[source] ?? []).flatMap((f) => f.inputs).filter((f) => /node_modules\/(viem|ox|abitype)\//.test(f))
    // Solana's requests and keys, and a login's EVM key, never load viem.
    for (const source of ['solanaRpc.ts', 'solanaKey.ts', 'evmKey.ts', 'approvalPrompt.ts', 'secretReveal.ts']) expect(viem(source), source).toEqual([])
    // And a chunk's name carries its content's hash (the secure site serves them as immutable).
    for (const script of lazy) if (!script.entry) expect(script.path).toMatch(/^\/chunks\/[\w-]+-[A-Z0-9]{8}\.js$/)
  })
})
