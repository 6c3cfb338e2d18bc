/**
 * Walks every view of the modal in a language: the UI's core views, the WalletConnect and embedded
 * adapters' views and every built-in plugin's views, each in one or more states a visitor meets
 * (a scene: "Buy with a quote and its limits", "e-mail code refused" …), rendered for real in
 * happy-dom (the whole modal, in its shadow root) on a fresh test instance with that `locale`.
 * Services the views ask (balances, history, NFTs, quotes, the on-ramp's options) are a real HTTP
 * server on 127.0.0.1 answering with realistic data.
 *
 * Tests import it to check what a visitor reads in every language:
 *
 * ```ts
 * import { scenes, walkViews } from './walkViews.js'
 * await walkViews('de', (shown) => {
 *   for (const { text, where } of shown.texts) expect(text).not.toMatch(/\{\w+\}/) // no placeholder left
 * })
 * ```
 *
 * Each {@link ShownScene} has the visible strings (`texts`: text nodes, `aria-label`, `placeholder`,
 * `title`, `alt`, each with its element) and the scene's `data`: strings that come from the wallet
 * or the services (names, symbols, addresses), not from the product's texts. A test file that
 * imports it runs in happy-dom (`// @vitest-environment happy-dom`).
 */
import { act } from 'react'
import { HatchProvider } from '../../../ui/index.js'
import type { Hatch } from '../../../kernel/createHatch.js'
import { createHatch } from '../../../kernel/createHatch.js'
import type { HatchOptions } from '../../../kernel/instance/resolveCoreOptions.js'
import { renderInDom } from '../ui/renderInDom.js'
import { memoryBackend, scriptedAdapter, testNetworks } from '../../fixtures/createTestHatch.js'
import { scenes as allScenes, type Scene, type SceneEnv } from './walkScenes.js'
import { startSceneServer } from './sceneServer.js'
import { startCatalogue } from '../ui/all-wallets/catalogueServer.js'
import { DEFAULT_PROJECT_ID } from '../../../sandbox/http/projects.js'

export { type Scene } from './walkScenes.js'
export const scenes: readonly Scene[] = allScenes

/** One visible string and where it is. */
export interface VisibleText {
  text: string
  /** `text` for a text node, else the attribute it was read from. */
  where: 'text' | 'aria-label' | 'placeholder' | 'title' | 'alt'
  element: Element
}

/** A scene as rendered in one language. */
export interface ShownScene {
  scene: Scene
  locale: string
  /** The modal's shadow root. */
  root: ShadowRoot
  texts: VisibleText[]
  /** Strings the scene's wallet and services put on screen (not the product's texts). */
  data: readonly string[]
  /** Examples the language writes in Latin letters because the field accepts nothing else. */
  latinExamples: readonly string[]
}

const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'] as const

/** Whether an element is shown (not `hidden`, not `display: none` inline, not aria-hidden decoration). */
function shown(element: Element | null): boolean {
  for (let e = element; e; e = e.parentElement) {
    if (e.hasAttribute('hidden')) return false
    if ((e as HTMLElement).style?.display === 'none') return false
    if (e.tagName === 'STYLE' || e.tagName === 'SCRIPT' || e.tagName === 'TEMPLATE') return false
  }
  return true
}

/** The strings a visitor reads or hears in `root`: trimmed text nodes and labelling attributes. */
export function visibleTexts(root: ParentNode): VisibleText[] {
  const texts: VisibleText[] = []
  const walker = (root as Node).ownerDocument!.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.replace(/\s+/g, ' ').trim()
    if (text && shown(node.parentElement)) texts.push({ text, where: 'text', element: node.parentElement! })
  }
  for (const element of root.querySelectorAll('*')) {
    if (!shown(element)) continue
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name)?.replace(/\s+/g, ' ').trim()
      if (value) texts.push({ text: value, where: name, element })
    }
    // An <option>'s label is its text node (read above); a select's chosen value needs nothing more.
  }
  return texts
}

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined }

/** Renders one scene in `locale`; `close` unmounts it and destroys its instance. */
export async function renderScene(scene: Scene, locale: string): Promise<ShownScene & { hatch: Hatch; close: () => Promise<void> }> {
  const server = await startSceneServer(scene.features as Record<string, boolean> | undefined, scene.failures)
  // The real sandbox catalogue, its generated wallets on the instance's networks.
  const catalogue = scene.catalogue
    ? await startCatalogue({ eip155: [testNetworks.one.caipNetworkId, testNetworks.two.caipNetworkId], solana: ['solana:sandbox'], bip122: ['bip122:sandbox'] })
    : undefined
  const script = scene.wallet ?? {}
  const wallet = scriptedAdapter('eip155', { address: WALLET, chainId: testNetworks.one.id, ...script })
  // What else the scene's wallet can do (send, write a contract …), beside what the fixture scripts.
  for (const [name, fn] of Object.entries(script)) if (typeof fn === 'function' && !(name in wallet.runtime)) Object.assign(wallet.runtime, { [name]: fn })
  const env: SceneEnv = { serverUrl: server.url, wallet }
  const options: HatchOptions = {
    projectId: catalogue ? DEFAULT_PROJECT_ID : 'i18n-walk',
    networks: [testNetworks.one, testNetworks.two],
    basic: true,
    adapters: [wallet.adapter],
    storage: memoryBackend(),
    endpoints: { catalogue: catalogue?.url ?? server.url, data: server.url, analytics: server.url },
    logger: quiet,
    ...scene.options?.(env),
    ...(locale === 'en' ? {} : { locale }),
  }
  const hatch = createHatch(options)
  if (scene.features) hatch.context.store.update((draft) => void Object.assign(draft.features, scene.features))
  await hatch.ready.catch(() => undefined)
  if (scene.connected !== false) await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' }).catch(() => undefined)
  const before = document.querySelectorAll('hatch-modal').length
  const rendered = await renderInDom(
    <HatchProvider hatch={hatch} prefetch={false}>
      <span />
    </HatchProvider>,
  )
  await settle(() => hatch.open(scene.view === 'Connect' || scene.view === 'Account' ? undefined : ({ view: scene.view, params: scene.params } as never)))
  const root = await until(() => document.querySelectorAll('hatch-modal')[before]?.shadowRoot ?? undefined, `the modal of ${scene.name}`)
  // The language has arrived (the modal's root carries its tag) and the view has left its loading placeholder.
  await until(() => (locale === 'en' || root.querySelector(`[lang="${locale}"]`) ? true : undefined), `${locale} in ${scene.name}`)
  if (scene.view !== (hatch.getState().router.stack.at(-1)?.view ?? ''))
    await settle(() => hatch.context.router.reset(scene.view as never, scene.params as never))
  await until(() => (root.querySelector('.loading') ? undefined : true), `${scene.name} to load`)
  // A wait that fails says what the view showed instead.
  const untilShown = <T,>(check: () => T | undefined, what: string, timeoutMs?: number) =>
    until(check, what, timeoutMs).catch((error: Error) => {
      throw new Error(
        `${scene.name} in ${locale}: ${error.message}; it shows: ${visibleTexts(root)
          .map((t) => t.text)
          .join(' | ')}`,
      )
    })
  if (scene.act) await scene.act({ hatch, root, env, settle, until: untilShown })
  await until(() => (root.querySelector('.loading') ? undefined : true), `${scene.name} to load after its actions`)
  await until(() => (scene.ready(root) ? true : undefined), `${scene.name} to be ready in ${locale}`).catch((error: Error) => {
    throw new Error(
      `${error.message}; it shows: ${visibleTexts(root)
        .map((t) => t.text)
        .join(' | ')}`,
    )
  })
  await settle()
  return {
    scene,
    locale,
    root,
    hatch,
    texts: visibleTexts(root),
    data: [...DATA, ...(scene.data ?? []), ...(scene.dataOf?.(root) ?? [])].map((item) => item.replace(/\s+/g, ' ').trim()),
    latinExamples: scene.latinExamples?.(root) ?? [],
    close: async () => {
      await settle(() => void hatch.close())
      await rendered.unmount()
      document.querySelectorAll('hatch-modal').forEach((el) => el.remove())
      hatch.destroy()
      await server.close()
      await catalogue?.stop()
    },
  }
}

/**
 * Renders every scene (or `only` those given) in `locale`, one after another, and hands each to
 * `visit` while it is on screen.
 */
export async function walkViews(locale: string, visit: (shown: ShownScene) => void | Promise<void>, only: readonly Scene[] = scenes): Promise<void> {
  for (const scene of only) {
    const shownScene = await renderScene(scene, locale)
    try {
      await visit(shownScene)
    } finally {
      await shownScene.close()
    }
  }
}

/** Runs `fn` inside act() and lets effects, lazy chunks and local HTTP round trips move on a little. */
export async function settle(fn: () => void | Promise<void> = () => undefined): Promise<void> {
  await act(async () => {
    await fn()
  })
  for (let i = 0; i < 2; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
    })
  }
}

/** Lets React and the services work until `check` returns a value (at most 10 s). */
export async function until<T>(check: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
    })
  }
}

/** The scripted wallet's address. */
export const WALLET = '0x00000000000000000000000000000000000000a1'

/** Strings of the test fixtures every scene may show. */
const DATA = ['Test Wallet', testNetworks.one.name, testNetworks.two.name, 'ETH', 'Ether', 'Hatch']
