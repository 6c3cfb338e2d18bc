import { payQueryOptions } from './payQuery.js'
import { siwxQueryOptions } from './siwxQuery.js'

/** The demo's modes that change the whole page, each a query parameter the page reads at load. */
export interface DemoModeState {
  /** `?pay=1`: the pay plugin and its "Pay 1.5 USDC" button (e-mail and social login off meanwhile). */
  pay: boolean
  /** `?siwx=required|optional`: sign-in with the wallet after connecting. */
  siwx: 'required' | 'optional' | undefined
}

/** The modes `search` turns on, read as the page read them at load (which already refused a bad value). */
export function demoModes(search: string): DemoModeState {
  const { siwx } = siwxQueryOptions(search)
  return { pay: payQueryOptions(search).enabled, siwx: siwx ? (siwx.required ? 'required' : 'optional') : undefined }
}

/** The demo's current address with `changes` applied (a null value removes the parameter); other parameters are kept. */
export function modeHref(search: string, changes: Record<string, string | null>): string {
  const query = new URLSearchParams(search)
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) query.delete(name)
    else query.set(name, value)
  }
  const text = query.toString()
  return text ? `?${text}` : location.pathname
}

/**
 * "Demo modes": the features that are off by default because they change how the whole page
 * behaves (Pay turns e-mail and social login off; required sign-in asks every visitor to sign),
 * made visible as links that reload the demo with the mode on or off, each saying what it does.
 */
export function DemoModes({ search }: { search: string }) {
  const modes = demoModes(search)
  return (
    <nav aria-labelledby="demo-modes-title">
      <h2 id="demo-modes-title">Demo modes</h2>
      <p>These change how the whole page behaves, so they are off unless chosen here. Each link reloads the demo.</p>
      <ul>
        <li>
          {modes.pay ? (
            <>
              Pay is on: the page shows a “Pay 1.5 USDC” button, and e-mail and social login are off. <a href={modeHref(search, { pay: null })}>Turn Pay off</a>
            </>
          ) : (
            <>
              <a href={modeHref(search, { pay: '1' })}>Turn Pay on</a> (adds a “Pay 1.5 USDC” button; e-mail and social login are off while it is on)
            </>
          )}
        </li>
        <li>
          {modes.siwx ? (
            <>
              Sign-in with the wallet is {modes.siwx}.{' '}
              {modes.siwx === 'required' ? (
                <a href={modeHref(search, { siwx: 'optional' })}>Make sign-in optional</a>
              ) : (
                <a href={modeHref(search, { siwx: 'required' })}>Require sign-in</a>
              )}{' '}
              · <a href={modeHref(search, { siwx: null })}>Turn sign-in off</a>
            </>
          ) : (
            <>
              Sign-in with the wallet (SIWX): <a href={modeHref(search, { siwx: 'required' })}>Require sign-in</a> (the modal asks for a signature right after
              connecting and stays open until signed) · <a href={modeHref(search, { siwx: 'optional' })}>Offer optional sign-in</a>
            </>
          )}
        </li>
      </ul>
    </nav>
  )
}
