import { describe, expect, it } from 'vitest'
import { defaultAllowedOrigins, isOriginAllowed } from '../../../../kernel/remote-config/originCheck.js'

describe('isOriginAllowed', () => {
  it.each([
    'http://localhost:3000',
    'https://localhost',
    'http://127.0.0.1:5173',
    'http://192.168.1.20:8080',
    'http://[::1]:3000',
    'https://my-app.pages.dev',
    'https://preview-123.my-app.vercel.app',
    'https://abc.ngrok-free.app',
    'https://secure-mobile.walletconnect.com',
    'https://secure-mobile.walletconnect.org',
  ])('allows %s through the default list', (origin) => {
    expect(isOriginAllowed(origin, [])).toBe(true)
  })

  it.each([
    'https://example.com',
    'https://vercel.app',
    'https://evilvercel.app',
    'https://my-app.vercel.app.evil.com',
    'https://localhost.evil.com',
    'https://1.2.3.4.evil.com',
    'https://secure-mobile.walletconnect.net',
  ])('refuses %s with no project list', (origin) => {
    expect(isOriginAllowed(origin, [])).toBe(false)
  })

  it('matches exact origins, whole-origin wildcards and host-only wildcards from the project list', () => {
    const list = ['https://shop.example.com', 'https://*.example.org', 'http://127.0.0.1:*', '*.example.net']
    expect(isOriginAllowed('https://shop.example.com', list, [])).toBe(true)
    expect(isOriginAllowed('http://shop.example.com', list, [])).toBe(false)
    expect(isOriginAllowed('https://shop.example.com:8443', list, [])).toBe(false)
    expect(isOriginAllowed('https://a.b.example.org', list, [])).toBe(true)
    expect(isOriginAllowed('https://example.org', list, [])).toBe(false)
    expect(isOriginAllowed('http://127.0.0.1:4321', list, [])).toBe(true)
    expect(isOriginAllowed('http://anything.example.net:9000', list, [])).toBe(true)
  })

  it('is case-insensitive on hosts and ignores default ports the way browsers do', () => {
    expect(isOriginAllowed('https://SHOP.Example.com:443', ['https://shop.example.com'], [])).toBe(true)
  })

  it('refuses something that is not an origin', () => {
    expect(isOriginAllowed('not an origin', ['*'])).toBe(false)
  })

  it('has the defaults of spec §5', () => {
    expect(defaultAllowedOrigins).toEqual(expect.arrayContaining(['localhost', '{ip}', '*.pages.dev', '*.vercel.app', '*.ngrok-free.app']))
    expect(defaultAllowedOrigins.filter((o) => o.startsWith('secure-mobile.'))).toHaveLength(2)
  })
})
