/** Stylesheets already added, per root, by their CSS text: each is added once, whatever mounts it. */
const adopted = new WeakMap<Node, Set<string>>()

/**
 * Adds `css` to the shadow root (or document) `node` is rendered in, once per root: as a
 * constructable stylesheet where the browser has them, which a strict Content-Security-Policy
 * (`style-src 'self'`, no 'unsafe-inline') allows, unlike a `<style>` element a view renders
 * itself, which such a policy blocks (the view then shows unstyled). Elsewhere a `<style>` element.
 * For views that load lazily with their own styles; the shell's own styles go in attachShadowHost.
 */
export function adoptStyles(node: Node | null, css: string): void {
  if (!node) return
  const root = node.getRootNode() as (ShadowRoot | Document) & Partial<DocumentOrShadowRoot>
  const done = adopted.get(root) ?? new Set<string>()
  if (done.has(css)) return
  done.add(css)
  adopted.set(root, done)
  const view = (root.ownerDocument ?? root).defaultView
  if (view && Array.isArray(root.adoptedStyleSheets) && typeof view.CSSStyleSheet === 'function' && 'replaceSync' in view.CSSStyleSheet.prototype) {
    const sheet = new view.CSSStyleSheet()
    sheet.replaceSync(css)
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return
  }
  const doc = root.ownerDocument ?? root
  const style = doc.createElement('style')
  style.textContent = css
  // A shadow root is a document fragment (node type 11); otherwise the page's <head>.
  ;(root.nodeType === 11 ? root : doc.head).append(style)
}
