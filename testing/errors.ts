/**
 * The catalogue of the errors `hatch/testing` raises, keyed by a stable code. Messages name what
 * was wrong and how to fix it; `{name}` placeholders are filled from params. Kept apart from the
 * kernel's catalogue: these errors are raised in an integrator's test run, never shown in a modal.
 */
export const testingErrorCatalogue = {
  TESTING_INVALID_OPTIONS: '{fn}: invalid options: {problems}',
  TESTING_NOT_LOOPBACK:
    'installTestWallets refused to install test wallets on {origin}: they hold real keys and approve on command, so they only install on a loopback origin (127.0.0.1, ::1, localhost). To test a deployed page on purpose, pass allowOrigin: "{origin}".',
  TESTING_PART_NOT_STARTED: '{what} needs {part}, which this stack was started without: pass {option} to startStack.',
  TESTING_MISSING_PACKAGE: '{what} needs the package {package}, which is not installed: run npm install --save-dev {package}.',
  TESTING_NO_MAIL: 'No e-mail to {to} reached the mailbox within {timeoutMs} ms.',
  TESTING_NO_CODE: 'The e-mail "{subject}" to {to} holds no six-digit code.',
  TESTING_UNSUPPORTED_TARGET: 'installTestWallets needs a Playwright page, a Puppeteer page or a window; got {got}.',
} as const

/** A code of the `hatch/testing` catalogue. */
export type TestingErrorCode = keyof typeof testingErrorCatalogue

/** An error raised by `hatch/testing`: its {@link code} says what went wrong, its message how to fix it. */
export class HatchTestingError extends Error {
  override readonly name = 'HatchTestingError'
  readonly code: TestingErrorCode
  readonly params: Readonly<Record<string, string | number>>

  constructor(code: TestingErrorCode, params: Record<string, string | number> = {}) {
    super(testingErrorCatalogue[code].replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole)))
    this.code = code
    this.params = Object.freeze({ ...params })
  }
}
