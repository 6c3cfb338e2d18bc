/**
 * `hatch/ssr`: server rendering with the visitor's connection (docs/ssr.md). `cookieToInitialState`
 * reads, on the server, the cookie `cookieStorage` (from `hatch`) writes in the browser, for
 * `HatchProvider`'s `initialState`; `parseInitialState` reads one written into the page. No DOM, no
 * React: importable from a server component. An entry of its own, so its validation (valibot)
 * never reaches a page that imports only `hatch`.
 * @packageDocumentation
 */
export { cookieToInitialState, type CookieToInitialStateOptions } from './ssr/cookieToInitialState.js'
export { parseInitialState } from './ssr/parseInitialState.js'
export type { HatchInitialState, InitialAccount } from './ssr/initialState.js'
export type { CookieStorageOptions } from './ssr/cookieStorage.js'
