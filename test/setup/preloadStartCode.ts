// Unit tests drive instances synchronously (open, then read the state), as a host does once the
// start-up chunk is loaded. The cold path, where createHatch returns before its start-up code
// has arrived, has its own tests (test/unit/kernel/instance/coldStart.test.ts).
import { beforeAll } from 'vitest'
import { preloadHatch } from '../../kernel/instance/startLoader.js'

beforeAll(async () => {
  await preloadHatch()
})
