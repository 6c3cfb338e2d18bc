import { defineConfig } from 'vitest/config'

export default defineConfig({ test: { testTimeout: 90_000, hookTimeout: 120_000 } })
