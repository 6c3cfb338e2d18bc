import { fileURLToPath } from 'node:url'
import { preferSources } from '../../../secure-site/frame/preferSources.js'

/**
 * A lazily built, cached IIFE bundle of a test wallet's browser entry (esbuild, Chromium target,
 * minified). Built once per process on first call; a failed build is retried on the next call.
 * Shared by the test wallets so each one only names its entry file.
 */
export function browserBundle(entry: URL, label: string): () => Promise<string> {
  let bundle: Promise<string> | undefined
  const build = async (): Promise<string> => {
    // esbuild loads lazily so importing a wallet module for its types costs nothing.
    const { build: esbuild } = await import('esbuild')
    const result = await esbuild({
      entryPoints: [fileURLToPath(entry)],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'chrome120',
      write: false,
      minify: true,
      legalComments: 'none',
      logLevel: 'silent',
      plugins: [preferSources],
    })
    const output = result.outputFiles[0]
    if (!output) throw new Error(`${label}: esbuild produced no output`)
    return output.text
  }
  return () => {
    bundle ??= build().catch((error: unknown) => {
      bundle = undefined
      throw error
    })
    return bundle
  }
}
