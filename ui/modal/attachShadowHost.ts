/** The element the modal lives in and its shadow root. */
export interface ShadowHost {
  host: HTMLElement
  root: ShadowRoot
  /** Shows or hides the host element and sets its stacking order. */
  setVisible(visible: boolean, zIndex: number): void
  remove(): void
}

// Inline `!important` wins over any host stylesheet, even `!important` ones on `body > *`.
const pin = (host: HTMLElement, visible: boolean, zIndex: number) => {
  host.style.setProperty('all', 'initial', 'important')
  host.style.setProperty('position', 'fixed', 'important')
  host.style.setProperty('inset', '0', 'important')
  host.style.setProperty('z-index', String(zIndex), 'important')
  host.style.setProperty('display', visible ? 'block' : 'none', 'important')
}

/**
 * Makes the host element with an open shadow root holding `css`: a constructable stylesheet where
 * the browser has them (works under a strict CSP), otherwise a `<style>` element. The element
 * joins `document.body` the first time it is shown, so a modal prepared while the page idles adds
 * nothing to the page before the first open.
 */
export function attachShadowHost(doc: Document, css: string): ShadowHost {
  const host = doc.createElement('hatch-modal')
  host.setAttribute('data-hatch-modal', '')
  pin(host, false, 999)
  const root = host.attachShadow({ mode: 'open' })
  const view = doc.defaultView
  if (view && 'adoptedStyleSheets' in root && typeof view.CSSStyleSheet === 'function' && 'replaceSync' in view.CSSStyleSheet.prototype) {
    const sheet = new view.CSSStyleSheet()
    sheet.replaceSync(css)
    root.adoptedStyleSheets = [sheet]
  } else {
    const style = doc.createElement('style')
    style.textContent = css
    root.append(style)
  }
  return {
    host,
    root,
    setVisible: (visible, zIndex) => {
      pin(host, visible, zIndex)
      if (visible && !host.isConnected) doc.body.append(host)
    },
    remove: () => host.remove(),
  }
}
