import { describe, expect, it } from 'vitest'
import { siwxQueryOptions } from '../../../../sandbox/demo/app/siwxQuery.js'

describe("the demo page's ?siwx= option (sign-in off unless asked for)", () => {
  it('turns required or optional sign-in on, and leaves it off without the parameter', () => {
    expect(siwxQueryOptions('?siwx=required')).toEqual({ siwx: { required: true } })
    expect(siwxQueryOptions('?testWallets=off&siwx=optional')).toEqual({ siwx: { required: false } })
    expect(siwxQueryOptions('?testWallets=off')).toEqual({})
  })

  it('refuses another value, naming the parameter', () => {
    expect(() => siwxQueryOptions('?siwx=yes')).toThrow("Demo query is invalid: siwx must be 'required' or 'optional' (leave it out for no sign-in)")
  })
})
