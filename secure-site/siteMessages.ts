import { embeddedErrorTexts } from '../adapters/embedded/errorTexts.js'
import { formatMessage as kernelMessage, type ErrorCode } from '../kernel/errors/catalogue.js'
import { fillErrorText } from '../kernel/errors/fillErrorText.js'

/**
 * The English text of an error the secure site raises, `{name}` placeholders filled: the embedded
 * wallet's own entries (adapters/embedded/errorTexts.ts, the codes the site and the page's adapter
 * share), else the kernel's catalogue. Synchronous: the site never waits for the page's text chunks.
 */
export function formatMessage(code: ErrorCode, params: Record<string, string | number> = {}): string {
  return Object.hasOwn(embeddedErrorTexts, code)
    ? fillErrorText(embeddedErrorTexts[code as keyof typeof embeddedErrorTexts], params)
    : kernelMessage(code, params)
}
