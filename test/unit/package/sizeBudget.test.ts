import { describe, expect, it } from 'vitest'
import { bundleHost, bytesBySource } from '../../../bench/lib/esbuildHost.mjs'
import { baselineHostSource, fullHostSource, hasEvmAdapter, minimalHostSource } from '../../../bench/lib/hosts.mjs'
import { flowBytes } from '../../../bench/lib/flows.mjs'
import { buildTotals } from '../../../bench/lib/totals.mjs'
import { beforeClickFiles, buildPage, byClickFiles } from '../../../bench/lib/viteBuild.mjs'

/**
 * Issue 2: kernel + React bindings + ConnectButton + evm() add at most 15 KiB gzip to React before
 * the first click. What the button needs (store, router, bindings, the evm() descriptor) is on the
 * page's static path; the start-up code (option validation with valibot, storage schemas, HTTP
 * clients, connection and network controllers, EVM wallet discovery) is a chunk createHatch loads
 * at once, in parallel with the first render. It is measured here too, with its own ceiling, so
 * moving code out of the static path cannot hide growth.
 *
 * Issue 17 raised it to 15.5: languages (the effect that loads the chosen language for the
 * button), the Connect button's keyboard focus ring and the error texts of socials and smart
 * accounts added 0.35 KiB to the static path. The error catalogue's texts (9 KiB minified) are
 * what remains to move out of it (docs/benchmarks.md).
 */
const BUDGET_KIB = 15.5
/**
 * Start-up chunks: 16.6 KiB gz in 5 files (startInstance, valibot, EVM discovery, HTTP, storage
 * schemas). The plugin platform (plugin host, extension registry) added 1.0 of it; the issue-19
 * fixes (wallet-list options, plugin-slice guard, inert-option warnings, APKT008/APKT001 alerts)
 * another 0.6. The ceiling leaves 0.4 for growth, so a larger step is a decision, not a drift.
 */
const STARTUP_CEILING_KIB = 20
/*
 * 17 → 18.5 (session 5): valibot (2.9) now sits in a chunk of its own, so it is counted; before, it
 * shared a chunk with lazy code and escaped this measure although start-up loads it (13.6 measured
 * then was really ~16.5). The multi-wallet host API (getConnections … on every instance, spec §6)
 * adds 1.4. Measured now: 17.9.
 * 18.5 → 19 (session 7): 18.6 measured. The plugin host's start triggers (controllers start on first
 * use) and the ICU formatter's loader (the formatter itself loads only with a language that needs
 * it) added 0.7 here and took 38 KiB off the full host's JS before the click.
 * 19 → 21 (2026-11-28, issues 26 and 27 merged): 20.6 measured. Plugin isolation (the guard that
 * reports a failing plugin callback, each plugin's context with its read-only store, own storage
 * and abort signal, guarded view and contribution loaders), the plugin-id and `requires` checks of
 * option validation, gate values and setFeature's hook, and plugin error texts' registration added
 * 2.0 to the start-up chunk; all of it runs when an instance starts. What runs only on first use
 * (profile methods, setFeature's checks, the storage cache) is in chunks of its own, left out above.
 * 21 → 20 (2026-11-30, issue 32 item 2): 19.2 measured. The connection controller (connect,
 * disconnect, restore) loads on first need (the first adapter runtime, a host call, a stored
 * connection to restore), so it is left out above like the other first-use code.
 */
const kib = (bytes: number) => (bytes / 1024).toFixed(1)

type Chunk = Awaited<ReturnType<typeof bundleHost>>['chunks'][number]

/**
 * The chunks createHatch and the evm() descriptor load at start-up, whatever the visitor does:
 * the ones holding the start-up code and EVM discovery, and the lazy chunks they share code with
 * (valibot, storage schemas, HTTP). The remote configuration chunk is left out: the minimal host
 * runs in basic mode and never loads it.
 */
function startupChunks(chunks: Chunk[]) {
  const roots = ['kernel/instance/startInstance.ts', 'adapters/evm/discovery/createDiscovery.ts']
  // Kernel code behind an import() of its own, loaded on first use, not at start-up (the balance
  // follower loads once an account is connected, a plugin's profile methods on their first call,
  // setFeature's checks with hatch.setFeature, and the storage cache those and the Account view share;
  // the connection controller with the modal's opening, a connection or one stored to restore).
  const lazyRoots = [
    'kernel/accounts/connectionController.ts',
    'kernel/accounts/connectionActions.ts',
    'kernel/accounts/balanceFollower.ts',
    'kernel/instance/profiles.ts',
    'kernel/gates/setHostGate.ts',
    'kernel/storage/cache.ts',
  ]
  const startupSources = /^(kernel\/(instance|options|storage|http|accounts|network|modal|gates)\/|adapters\/evm\/discovery\/|node_modules\/valibot\/)/
  const picked = chunks.filter(
    (c) =>
      !c.initial &&
      !c.inputs.some((f) => lazyRoots.includes(f)) &&
      (c.inputs.some((f) => roots.includes(f)) || (c.inputs.length > 0 && c.inputs.every((f) => startupSources.test(f)))),
  )
  return { chunks: picked, gzip: picked.reduce((sum, c) => sum + c.gzip, 0) }
}

/**
 * Both hosts are bundled the same way (esbuild: bundle, ESM, splitting, minify, production React).
 * "Before the first click" = the entry chunk plus its static-import closure; chunks reached only
 * through `import()` (the modal shell, the views) load on open or idle prefetch. gzip is zlib
 * level 9 per file, as ../shared/bench/anchors measures.
 */
describe(`size budget: the minimal host adds ≤ ${BUDGET_KIB} KiB gzip to React before the first click`, () => {
  const withEvm = hasEvmAdapter()
  const minimal = bundleHost(minimalHostSource({ withEvm }))
  const baseline = bundleHost(baselineHostSource())

  it(`kernel + HatchProvider + ConnectButton${withEvm ? ' + evm()' : ' (adapters/evm not written yet)'} stay within budget`, async () => {
    const [m, b] = await Promise.all([minimal, baseline])
    const added = m.initialGzip - b.initialGzip
    const startup = startupChunks(m.chunks)
    console.info(
      [
        `size budget (${withEvm ? 'with' : 'WITHOUT'} evm()):`,
        `  baseline React-only host, before click: ${kib(b.initialGzip)} KiB gz`,
        `  minimal host, before click:             ${kib(m.initialGzip)} KiB gz (${m.initialGzip} B, ${m.chunks.filter((c) => c.initial).length} files)`,
        `  added by hatch before click:            ${kib(added)} KiB gz (budget ${BUDGET_KIB})`,
        `  start-up chunks (loaded by createHatch): ${kib(startup.gzip)} KiB gz (${startup.chunks.length} files, ceiling ${STARTUP_CEILING_KIB})`,
        `  lazy chunks (load on open / idle):      ${kib(m.lazyGzip)} KiB gz (${m.chunks.filter((c) => !c.initial).length} files)`,
        '  minified bytes before click by source (React excluded), largest first:',
        ...bytesBySource(m.chunks.filter((c) => c.initial))
          .filter(([source]) => !/^npm:(react|react-dom|scheduler)$/.test(source))
          .slice(0, 12)
          .map(([source, bytes]) => `    ${source.padEnd(32)} ${kib(bytes)} KiB`),
      ].join('\n'),
    )
    expect(b.initialGzip).toBeGreaterThan(30 * 1024) // the baseline really holds React
    expect(added / 1024).toBeLessThanOrEqual(BUDGET_KIB)
    expect(startup.gzip / 1024).toBeLessThanOrEqual(STARTUP_CEILING_KIB)
  })

  it('keeps the modal shell and the views out of the JS loaded before the first click', async () => {
    const m = await minimal
    const initialSources = m.chunks.filter((c) => c.initial).flatMap((c) => c.inputs)
    const lazySources = m.chunks.filter((c) => !c.initial).flatMap((c) => c.inputs)
    expect(initialSources.filter((f) => f.startsWith('ui/modal/') || f.startsWith('ui/views/'))).toEqual([])
    expect(lazySources.some((f) => f.startsWith('ui/modal/'))).toBe(true)
    expect(lazySources.some((f) => f.startsWith('ui/views/'))).toBe(true)
    // The error catalogue's texts beyond the early ones load when first needed (kernel/errors/errorTexts.ts).
    expect(initialSources).not.toContain('kernel/errors/laterTexts.ts')
    expect(lazySources).toContain('kernel/errors/laterTexts.ts')
    // The shell and the Connect view are separate chunks, so a view loads without re-fetching the shell.
    const shellChunks = m.chunks.filter((c) => c.inputs.some((f) => f.startsWith('ui/modal/ModalHost')))
    const connectChunks = m.chunks.filter((c) => c.inputs.some((f) => f.startsWith('ui/views/connect/ConnectView')))
    expect(shellChunks.length).toBeGreaterThan(0)
    expect(connectChunks.length).toBeGreaterThan(0)
    expect(shellChunks.some((c) => connectChunks.includes(c))).toBe(false)
  })
})

/**
 * Issue 18's budgets, on the host with every exported plugin and the four adapters: JS before the
 * first click ≤ 120 KiB gzip, and everything, all plugins and chains, ≤ 400 KiB gzip.
 *
 * Measured as the bench measures (docs/benchmarks.md): Vite 8 with production defaults, gzip level 9
 * per file. "Before the click" is read from the build's manifest: what a page fetches while it is
 * only looked at (the entry chunk and the locale follower, with their static imports:
 * bench/lib/viteBuild.mjs `beforeClickFiles`). "By the click" adds what the visitor's intent loads
 * (`byClickFiles`: the start-up code, the controllers of plugins that start with the instance, the
 * modal shell and the Connect view). The bench's page loads fetch the same two sets. "Everything" is every .js file of the build with one translation counted,
 * the largest (bench/lib/totals.mjs): a visitor's page loads at most one of the twenty. Every file
 * of the build, all twenty translations included, has a ceiling of its own just above its value.
 */
const FULL_BUDGET = { beforeClickKiB: 120, codePlusOneLocaleKiB: 400 }
/*
 * 2026-11-25, session 7: before the click 119.7 (158.2 in session 6: the plugins' controllers now
 * start on first use, and the ICU formatter loads with a language that needs it); all code + the
 * largest locale (Russian, 9.7) 365.5; every file 530.1 (712.7 in session 6: WalletConnect runs on
 * Hatch's own sign client, 134.5 → 14.3, and the Solana runtime on JSON-RPC without web3.js,
 * 76.5 → 5.5).
 * 2026-11-28, session 8: every file 564.2, a decision rather than a drift: 14 KiB of new
 * translations (toasts, amounts, capabilities, pay, sign-in texts in 20 locales), viem's fee
 * estimation and ERC-20 calls for WalletConnect (6.6), the EIP-1193 provider (2.9), the balance
 * follower (2.6), the amount parser and formatter (1.7); nothing of it before the click
 * (docs/benchmarks.md "Size test, 2026-11-28").
 * 2026-11-28, after issues 26 and 27 merged: every file 570.6 (564.3 before): plugin error texts
 * in chunks of their own loaded with the first error (1.8), the locales' new error and event texts
 * (about 1.8 over the twenty), plugin isolation and gate values on the start-up chunk (1.3), the
 * lazy chunks of profiles, setFeature's checks, the order check and the error-text loader (1.8),
 * the provider's error classes; before the click went down (119.8), by taking the runtime-only
 * halves of the adapters' shared modules off the static path.
 * 2026-11-29, issue 30 item 1 (WalletConnect protocol gaps): every file 572.8 (571.7 before), all of
 * it in the lazily loaded WalletConnect chunk (+1.1: local refusals, expiry on use, close codes,
 * half-open recovery, batch subscribe, ping); before the click unchanged (119.9).
 */
/*
 * 2026-11-29, session 11: every file 574.4: the Solana provider behind getProvider('solana') (loaded
 * with the Solana runtime), hatch/ssr's state reader, cookieStorage, the views' own English texts
 * (ui/views/<view>/messages.ts) as chunks of their own; before the click went down (119.9 → 119.3) as
 * those texts left the prefetched modal shell.
 * 2026-11-29, getProvider('bip122'): every file 575.5 (574.6 before): the Bitcoin provider and the
 * sighash flags of signPsbt, both in the lazily loaded Bitcoin runtime chunk; before the click
 * unchanged (119.3).
 * 2026-11-29, WalletConnect Verify (issue 30): every file 576.3: the attestation frame and the
 * wall-clock TTL checks in the lazily loaded WalletConnect client chunk; before the click 119.4
 * (the `verifyUrl` option's check, about 70 B).
 * 2026-11-29, issue 30 item 2 (Solana): +2.9 on every file: priority fees, Token-2022 mints and
 * transfer fees, Kit transactions and the wallet's transaction versions in the lazily loaded Solana
 * runtime and shared Solana chunks (about 2.0), WALLET_TRANSACTION_VERSION_UNSUPPORTED in the twenty
 * locales (0.9); before the click unchanged.
 * 2026-11-29, issue 30 item 3 (Bitcoin): +1.7 on every file: per-type input sizes and dust limits,
 * the P2SH-P2WPKH redeemScript and P2PKH previous transaction of sendTransfer, the network checks at
 * connect and the field-naming wraps of bitcoinjs errors in the lazily loaded Bitcoin runtime chunk
 * (1.1); bip122 signPsbt and sendTransfer over WalletConnect in its runtime chunk (0.6).
 * 2026-11-29, issue 30 item 2 (Token-2022 fees in Send): every file 582.8 (581.5 before): the two
 * texts of what a transfer-fee token keeps in the twenty locales (1.0), estimateTokenFee in the
 * Solana, WalletConnect and embedded runtime chunks and Send's lazily loaded view and controller
 * (0.3); before the click unchanged (119.6).
 * 2026-11-29, issue 31 item 4 (Account → Devices): every file 588.1 (582.8 before): the device
 * list's and its removal's texts in the twenty locales (5.1; Russian, the largest, 10.8 → 11.1, so
 * all code + that locale is 399.9 of 400), the "Devices" button and view entry (0.2); before the
 * click unchanged (119.6). Then item 3 (export the private key): the button's and the view
 * title's texts; two texts no view used any more (connect.email, connect.socials) left the
 * catalogue and the locales: every file 587.9, all code + Russian (11.1) 399.9 of 400.
 */
/*
 * 2026-11-30 (issue 32 item 3): every file 570.1: viem's getBalance and readContract actions gave
 * way to their JSON-RPC calls (−11.2; they carried eth_call's deployless and CCIP-read code),
 * writeContract to sendTransaction with the encoded call (−1.0), and @tanstack/virtual-core is held
 * at 3.13 (−5.5); the ceiling follows.
 * 2026-11-30: every file 575.0 (572.2 before): Swap and Send say done only once the chain confirms
 * (their waiting and failure texts in the twenty locales, 2.0; the shared follower in hatch/lazy
 * and the plugins' lazily loaded controllers and views, 0.6), and the open in one task (0.2: the
 * toast's parts and the Connect sections load after the dialog's first paint); the ceiling moves
 * to 576, and before the click is 120.0 (ceiling 120.2, below).
 */
const ALL_FILES_CEILING_KIB = 576

/**
 * Issue 32 item 3: all code + one locale ≤ 400 KiB gzip with `embedded()` registered too (the host
 * the bench loads: the e-mail and socials plugins' Connect methods need it). Issue 18's host above
 * keeps its two budgets; this one is the same host plus `embedded()`, and its before-the-click figure
 * is printed beside issue 32 item 2's target (95), which is not met yet.
 *
 * 2026-11-30: 417.6 when first measured; 399.8 after viem's getBalance and readContract actions gave
 * way to the two JSON-RPC calls they make (they carried eth_call's deployless and CCIP-read code,
 * −11.2), writeContract to sendTransaction with the encoded call (−1.0), and @tanstack/virtual-core
 * was held at 3.13 (3.14+ adds iOS scroll-correction deferral for lists whose rows resize; both of
 * ours have fixed row heights; −5.5). Then the second factor's page side (+0.1), and 396.1 once the
 * pay plugin followed an EVM payment by polling its receipt rather than with viem's
 * waitForTransactionReceipt (−3.8 with the block and transaction formatters it carried).
 */
const EMBEDDED_BUDGET = { codePlusOneLocaleKiB: 400, beforeClickKiB: 95, byClickCeilingKiB: 120.2 }
/*
 * Before the click, issue 32 item 2 (2026-11-30): 120.6 when first measured, which left out two
 * chunks the bench's page loads fetched before the click (the order-list check and the note on
 * remote features no plugin answers, 0.6: the loads read 120.0 where this read 119.4). Then:
 * the connection controller (connect, disconnect, restore) left the start-up chunk: it loads
 * beside the first adapter runtime or service, on a host call, or at start-up when
 * storage holds a connection to restore (−1.2; all code + one locale +0.7, the controller now
 * compressing in a file of its own); the order-list check loads only for a host that sets an
 * order list (−0.35 on the loads), and the note shares the project configuration's chunk, which
 * STARTUP_ROOTS now names: 119.6, the same as the loads; 119.5 once the controller took the
 * account-reset rule from the start-up code rather than importing the shell's module (which split
 * that module off the entry). Then 119.8 (+0.3) with item 1's preloads in the Connect view's first
 * paint: the idle preload of the views its rows open and the intent's first data request
 * (`preloadView.ts`), which brought All Wallets' first tile and the WalletConnect QR to their
 * targets; the ceiling moved to 120 for them. Then 119.91 (+0.09) with the open in one task, which
 * brought click → first row to its targets (1× and 4×): the idle prefetch mounts the closed modal,
 * and what can wait a frame waits for the dialog's first paint (the toast's parts) or for React's
 * deferred render (the Connect sections' modules); Swap and Send following their receipt added
 * 19 B to the plugins' descriptors. The ceiling moved to 120.2 (0.3 for growth). Then 120.23 (+0.12,
 * session 23) with spec §4's unsupported-network state: the kernel records the chain a wallet moved
 * to when no configured network matches, opening shows UnsupportedChain in that state, and the
 * account button drops the last network's icon; the ceiling moved to 120.3, and back to 120.2 once the
 * chunk merges below brought it to 119.9. The ceiling holds what was
 * reached; the target (95) is printed beside it, not met (docs/benchmarks.md "Before the click,
 * issue 32 item 2").
 * 2026-11-30 (session 24): the instance starts on the visitor's intent (docs/ui.md "When
 * the instance starts"): a page only looked at fetches the entry and the locale follower, 91.6
 * (the 95 of issue 32 item 2, now enforced); the start-up code, the controllers, the modal shell
 * and the Connect view load when the pointer reaches the button (or on focus, a touch, a call that
 * needs the instance), so by the click the page has fetched 119.9 (the alert list and the
 * connecting views' texts left the modal shell to make room), held at the old ceiling of 120.2.
 * All code + one locale, 2026-11-30 (session 20): 399.89 (409,491 B, 109 B under the hard 400) after
 * the secure frame follows the modal's language (the frame URL's locale, SET_LOCALE on each
 * setLocale: +0.1), Account says what is missing when no wallet is connected (its text in 21
 * languages and a Connect Wallet button: +0.1) and the card stands at a fixed top; Send and Swaps
 * sharing TRANSACTION_NOT_CONFIRMED took 0.1 back. Gzip moves by tens of bytes either way with
 * edits that remove code, so the next addition here needs a real saving first.
 * 2026-11-30 (session 23): 392.5 (401,925 B; 409,586 before, −7.5) and before the click 119.9
 * (−0.3), mostly from fewer small chunks, each gzipped on its own and imported by name: a plugin's
 * or adapter's views load from one module (socials, email, embedded, WalletConnect), send, swaps,
 * onramp, nfts and pay load their controller from their view's module (it starts with that view),
 * useMessages, useRouter and usePluginState share their hooks' modules; plus one estimateEvmFee and
 * one networkRpcUrl instead of copies. Then 392.9 (402,285 B) with the session's product fixes (the
 * unsupported-network state, views opened without params, the -32002 and dust texts in 21 languages).
 */

describe(`size budget: every plugin, the four adapters and embedded() (issue 32: ≤ ${EMBEDDED_BUDGET.codePlusOneLocaleKiB} KiB in all)`, () => {
  it(`all code + one locale ≤ ${EMBEDDED_BUDGET.codePlusOneLocaleKiB} KiB gzip, JS before the click ≤ ${EMBEDDED_BUDGET.beforeClickKiB} KiB (≤ ${EMBEDDED_BUDGET.byClickCeilingKiB} by the click), and each flow's bytes beyond it`, async () => {
    if (!hasEvmAdapter()) throw new Error('adapters/evm is missing: the full host cannot be built')
    const built = await buildPage({
      name: 'size-full-embedded',
      source: fullHostSource(undefined, { withEmbedded: true }),
      title: 'size test: every plugin and adapter, embedded() too',
    })
    const before = beforeClickFiles(built)
    const byClick = byClickFiles(built)
    const totals = buildTotals(built)
    const flows = flowBytes(built)
    console.info(
      [
        'size budget, full host with embedded() (Vite):',
        `  before the click, at rest: ${kib(before.gzip)} KiB gz in ${before.files.length} files (issue 32 item 2: ≤ ${EMBEDDED_BUDGET.beforeClickKiB})`,
        `  by the click, on intent:   ${kib(byClick.gzip)} KiB gz in ${byClick.files.length} files (ceiling ${EMBEDDED_BUDGET.byClickCeilingKiB})`,
        `  all code + largest locale: ${kib(totals.codePlusOneLocaleGzip)} KiB gz (budget ${EMBEDDED_BUDGET.codePlusOneLocaleKiB}; ${totals.largestLocale?.tag ?? 'none'} ${kib(totals.largestLocale?.gzip ?? 0)})`,
        '  each flow beyond the JS before the click (a chunk two flows share counts in both):',
        ...Object.entries(flows).map(([flow, { files, gzip }]) => `    ${flow.padEnd(14)} ${kib(gzip).padStart(5)} KiB gz in ${files.length} files`),
      ].join('\n'),
    )
    expect(Object.keys(flows)).toEqual(['WalletConnect', 'e-mail', 'social login', 'swaps', 'on-ramp'])
    for (const { gzip } of Object.values(flows)) expect(gzip).toBeGreaterThan(0)
    expect(totals.codePlusOneLocaleGzip / 1024).toBeLessThanOrEqual(EMBEDDED_BUDGET.codePlusOneLocaleKiB)
    expect(before.gzip / 1024).toBeLessThanOrEqual(EMBEDDED_BUDGET.beforeClickKiB)
    expect(byClick.gzip / 1024).toBeLessThanOrEqual(EMBEDDED_BUDGET.byClickCeilingKiB)
  }, 120_000)
})

/** Packages that load only when a visitor uses a chain: none of them may be fetched before the click. */
const ON_USE_ONLY = /node_modules\/(viem\/_esm\/(clients|actions)\/|@solana\/|bitcoinjs-lib\/|@walletconnect\/|@noble\/(curves|ciphers)\/)/

describe(`size budget: every plugin and the four adapters (issue 18: ≤ ${FULL_BUDGET.beforeClickKiB} KiB before the click, ≤ ${FULL_BUDGET.codePlusOneLocaleKiB} KiB in all)`, () => {
  const full = hasEvmAdapter() ? buildPage({ name: 'size-full', source: fullHostSource(), title: 'size test: every plugin and adapter' }) : undefined

  it(`JS before the first click ≤ ${FULL_BUDGET.beforeClickKiB} KiB and all code + one locale ≤ ${FULL_BUDGET.codePlusOneLocaleKiB} KiB gzip`, async () => {
    const built = await full!
    // Issue 18's budget holds for everything fetched by the click, the intent's loads included.
    const before = byClickFiles(built)
    const totals = buildTotals(built)
    const bySource = new Map<string, number>()
    for (const file of before.files) {
      for (const [source, bytes] of built.files[file]?.modules ?? []) {
        const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
        const key = npm ? `npm:${npm[1]}` : source.split('/').slice(0, 2).join('/')
        bySource.set(key, (bySource.get(key) ?? 0) + bytes)
      }
    }
    console.info(
      [
        'size budget, full host (Vite):',
        `  by the click:              ${kib(before.gzip)} KiB gz in ${before.files.length} files (budget ${FULL_BUDGET.beforeClickKiB})`,
        `  all code + largest locale: ${kib(totals.codePlusOneLocaleGzip)} KiB gz (budget ${FULL_BUDGET.codePlusOneLocaleKiB}; ${totals.largestLocale?.tag ?? 'none'} ${kib(totals.largestLocale?.gzip ?? 0)})`,
        `  every file:                ${kib(totals.allGzip)} KiB gz in ${Object.keys(built.files).length} files, ${kib(totals.localesGzip)} of them translations (ceiling ${ALL_FILES_CEILING_KIB})`,
        '  minified bytes before the click by source, largest first:',
        ...[...bySource.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 12)
          .map(([source, bytes]) => `    ${source.padEnd(32)} ${kib(bytes)} KiB`),
      ].join('\n'),
    )
    expect(before.files.length).toBeGreaterThan(5) // the entry, start-up, the modal shell and Connect are there
    expect(Object.keys(totals.locales)).toHaveLength(20)
    expect(before.gzip / 1024).toBeLessThanOrEqual(FULL_BUDGET.beforeClickKiB)
    expect(totals.codePlusOneLocaleGzip / 1024).toBeLessThanOrEqual(FULL_BUDGET.codePlusOneLocaleKiB)
    expect(totals.allGzip / 1024).toBeLessThanOrEqual(ALL_FILES_CEILING_KIB)
  }, 60_000)

  it('bundles no npm package twice', async () => {
    const built = await full!
    const copies = new Map<string, Set<string>>()
    for (const file of Object.values(built.files)) {
      for (const [source] of file.modules ?? []) {
        const m = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(source)
        if (m) copies.set(m[2] as string, (copies.get(m[2] as string) ?? new Set()).add(m[1] as string))
      }
    }
    const twice = [...copies].filter(([, dirs]) => dirs.size > 1).map(([name, dirs]) => `${name}: ${[...dirs].sort().join(', ')}`)
    // Since WalletConnect runs on our own client and Solana without web3.js, nothing is pinned to
    // a second version any more (viem's @noble/curves serves the Bitcoin, Solana and WalletConnect
    // runtimes too): every package is bundled once.
    expect(twice).toEqual([])
    expect([...(copies.get('@noble/curves') ?? [])].some((dir) => dir.includes('@bitcoinerlab'))).toBe(false)
  }, 60_000)

  it('fetches no chain SDK and no viem client before the click: they load when a visitor uses that chain', async () => {
    const built = await full!
    const early = byClickFiles(built).files.flatMap((file) =>
      (built.files[file]?.modules ?? [])
        .map(([source]) => source)
        .filter((source) => ON_USE_ONLY.test(source))
        .map((source) => `${file}: ${source}`),
    )
    expect(early).toEqual([])
    // The SDKs are in the build, only later.
    const everything = Object.values(built.files).flatMap((f) => (f.modules ?? []).map(([source]) => source))
    // WalletConnect's own client (adapters/walletconnect/client) and its cipher, in place of the vendor SDK.
    expect(everything.some((source) => source.includes('node_modules/@noble/ciphers/'))).toBe(true)
    expect(everything.some((source) => source.includes('node_modules/viem/_esm/actions/'))).toBe(true)
  }, 60_000)
})
