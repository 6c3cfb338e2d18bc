import { defineConfig } from 'vite'

// The page has no JSX of its own; Hatch's element brings React with it.
export default defineConfig({ esbuild: { jsx: 'automatic' } })
