/**
 * The sandbox's secure site serves everyone from 127.0.0.1 (the demo's visitors and every test):
 * its per-IP limits are lifted, so the 21st login of an hour is not refused as if one visitor had
 * asked for them all.
 */
import { randomBytes } from 'node:crypto'
import { expect, inject, it } from 'vitest'
import { post } from '../secure-site/secureSiteClient.js'

it('sends more than 20 codes an hour from 127.0.0.1, one address each', async () => {
  const url = inject('sandbox').urls.secureSite
  if (!url) throw new Error('the sandbox was started without its secure site')
  const site = { url }
  const run = randomBytes(4).toString('hex')
  const binding = randomBytes(32).toString('base64url')
  const statuses: number[] = []
  for (let i = 0; i < 21; i++) statuses.push((await post(site, '/email/code', { email: `limits-${run}-${i}@example.test`, binding })).status)
  expect(statuses).toEqual(Array.from({ length: 21 }, () => 200))
})
