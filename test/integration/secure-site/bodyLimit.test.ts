/**
 * One body limit for every route (issue 28 item 5): 16 KiB, enforced while the body is read. A
 * streamed body of hundreds of MiB to the device-approval form was read whole (memory grew by GBs),
 * and a large multipart body answered 500.
 */
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { startTestSite } from './secureSiteClient.js'

const info = inject('sandbox')
let site: RunningSecureSite
beforeAll(async () => {
  site = await startTestSite(info)
})
afterAll(() => site?.stop())

/**
 * Streams up to `maxBytes` of body (chunked, no Content-Length) to `path` as fast as the socket
 * takes it, and reports the answer with how much had been written when it came.
 */
function stream(path: string, contentType: string, maxBytes: number): Promise<{ status: number; body: string; writtenBefore: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, site.url)
    let written = 0
    let answered = false
    const req = request(url, { method: 'POST', headers: { 'content-type': contentType, origin: site.origin, 'sec-fetch-site': 'same-origin' } }, (res) => {
      answered = true
      const writtenBefore = written
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, writtenBefore }))
      res.on('error', reject)
    })
    // The server may close the connection after its answer: what is left unwritten is expected to fail.
    req.on('error', (error) => (answered ? undefined : reject(error)))
    const chunk = Buffer.alloc(64 * 1024, 'a')
    const pump = () => {
      while (!answered && written < maxBytes) {
        written += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    pump()
  })
}

describe('every route reads at most 16 KiB of body', () => {
  it('answers a streamed 256 MiB device-approval form with 413 long before it is all sent', async () => {
    const reply = await stream('/device/approve', 'application/x-www-form-urlencoded', 256 * 1024 * 1024)
    expect(reply.status).toBe(413)
    expect(JSON.parse(reply.body)).toEqual({ error: { code: 'SECURE_SITE_BAD_REQUEST', message: 'Invalid request: the body is larger than 16 KiB' } })
    // Kernel socket buffers hold a few MiB at most: the answer came while the body was being read.
    expect(reply.writtenBefore).toBeLessThan(32 * 1024 * 1024)
  })

  it('answers a large multipart body with 413 and no stack trace', async () => {
    const boundary = 'x'.repeat(16)
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="token"; filename="t.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      Buffer.alloc(4 * 1024 * 1024, 'b'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const response = await fetch(`${site.url}/device/approve`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: site.origin },
      body,
    })
    const text = await response.text()
    expect(response.status).toBe(413)
    expect(text).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/)
  })

  it('refuses a small multipart body to the approval form as a bad request', async () => {
    const response = await fetch(`${site.url}/device/approve`, {
      method: 'POST',
      headers: { origin: site.origin },
      body: (() => {
        const form = new FormData()
        form.set('token', 'a'.repeat(43))
        return form
      })(),
    })
    expect(response.status).toBe(400)
  })

  it.each(['/api/v1/email/code', '/api/v1/oauth/flows', '/api/v1/farcaster/flows', '/nothing-here'])(
    'cuts off a streamed body to %s at the limit',
    async (path) => {
      const reply = await stream(path, 'application/json', 64 * 1024 * 1024)
      expect(reply.status).toBe(413)
      expect(reply.writtenBefore).toBeLessThan(32 * 1024 * 1024)
    },
  )
})
