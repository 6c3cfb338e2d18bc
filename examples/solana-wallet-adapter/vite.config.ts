import { defineConfig } from 'vite'

// No React plugin needed: Vite's own transform compiles the JSX.
export default defineConfig({ esbuild: { jsx: 'automatic' } })
