/** The element's own look: an inline box the page can place and size; hidden with `hidden`. */
const HOST_CSS = ':host { display: inline-block; } :host([hidden]) { display: none; }'

/**
 * Gives `element` an open shadow root (open so assistive tech, tests and the page's own scripts
 * can reach the button) that delegates focus, so focusing the element, as the modal does when it
 * gives focus back on close, focuses its button. Returns the container React renders into. The
 * host style goes in as a constructable stylesheet where the browser has them, which a strict
 * Content-Security-Policy allows, else as a `<style>` element.
 */
export function attachButtonRoot(element: HTMLElement): HTMLElement {
  const doc = element.ownerDocument
  const root = element.shadowRoot ?? element.attachShadow({ mode: 'open', delegatesFocus: true })
  const existing = root.querySelector<HTMLElement>('[data-hatch-button-root]')
  if (existing) return existing
  const view = doc.defaultView
  if (view && 'adoptedStyleSheets' in root && typeof view.CSSStyleSheet === 'function' && 'replaceSync' in view.CSSStyleSheet.prototype) {
    const sheet = new view.CSSStyleSheet()
    sheet.replaceSync(HOST_CSS)
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
  } else {
    const style = doc.createElement('style')
    style.textContent = HOST_CSS
    root.append(style)
  }
  const container = doc.createElement('span')
  container.setAttribute('data-hatch-button-root', '')
  root.append(container)
  return container
}
