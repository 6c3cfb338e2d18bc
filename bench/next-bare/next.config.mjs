import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))

/** The bench's bare Next.js app (bench/lib/nextFirstLoad.mjs): Next.js and React resolve from the repository's node_modules. */
export default {
  reactStrictMode: true,
  turbopack: { root: join(here, '../..') },
}
