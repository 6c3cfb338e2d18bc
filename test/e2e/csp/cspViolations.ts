import type { Page } from 'playwright-core'

/** A `securitypolicyviolation` event as the page saw it. */
export interface CspViolation {
  directive: string
  blocked: string
  sample: string
  source: string
}

/**
 * Init script recording every `securitypolicyviolation` event (they bubble and are composed, so
 * violations inside the modal's shadow root reach the window too) on `window.__cspViolations`.
 * Installed through the browser's DevTools protocol, so the policy does not block it.
 */
export const violationRecorder = `(() => {
  const seen = (window.__cspViolations = [])
  window.addEventListener('securitypolicyviolation', (e) => {
    seen.push({ directive: e.effectiveDirective || e.violatedDirective, blocked: e.blockedURI, sample: e.sample, source: e.sourceFile + ':' + e.lineNumber })
  }, true)
})()`

/** The violations recorded so far on `page`. */
export function cspViolations(page: Page): Promise<CspViolation[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: CspViolation[] }).__cspViolations)
}
