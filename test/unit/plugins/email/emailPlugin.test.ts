import { describe, expect, it } from 'vitest'
import { email } from '../../../../plugins/email/index.js'
import { shortenEmail } from '../../../../ui/views/account/AccountEmail.js'
import { createTestHatch } from '../../../fixtures/createTestHatch.js'

describe('email(): the descriptor', () => {
  it('answers the remote feature "email" and offers the Connect method "Email" leading to EmailLogin', () => {
    const plugin = email()
    expect(plugin.gate).toEqual({ key: 'email', source: 'remote', default: true, value: 'boolean' })
    expect(plugin.contributes?.connectMethods).toEqual([{ id: 'email', method: 'email', label: 'Email', view: 'EmailLogin' }])
    expect(Object.keys(plugin.views ?? {})).toEqual(['EmailLogin', 'UpdateEmailWallet'])
    expect(email({ label: 'E-mail code' }).contributes?.connectMethods?.[0]?.label).toBe('E-mail code')
  })

  it('shows the method only while the feature is on (basic mode turns remote features off)', () => {
    const basic = createTestHatch({ plugins: [email()] })
    expect(basic.context.extensions.visible('connectMethods', 'eip155')).toEqual([])
    const on = createTestHatch({ plugins: [email()], basic: false, features: {} })
    expect(on.context.isFeatureEnabled('email')).toBe(true)
    expect(on.context.extensions.visible('connectMethods', 'eip155').map((c) => c.label)).toEqual(['Email'])
  })

  it('without the embedded() adapter, its calls fail with SERVICE_NOT_FOUND naming the service', async () => {
    const hatch = createTestHatch({ plugins: [email()], basic: false })
    await expect(hatch.context.getService('embeddedWallet')).rejects.toMatchObject({
      code: 'SERVICE_NOT_FOUND',
      shortMessage: expect.stringContaining('"embeddedWallet"'),
    })
  })
})

describe('the e-mail shown in Account (spec §5)', () => {
  it('is cut at 30 characters with an ellipsis', () => {
    expect(shortenEmail('a@b.test')).toBe('a@b.test')
    const thirty = `${'x'.repeat(22)}@ex.test`
    expect(thirty).toHaveLength(30)
    expect(shortenEmail(thirty)).toBe(thirty)
    expect(shortenEmail(`${thirty}s`)).toBe(`${thirty}…`)
  })
})
