import { describe, expect, it } from 'vitest'
import { emailCaptureQueryOptions } from '../../../../sandbox/demo/app/emailCaptureQuery.js'
import { ProjectStore } from '../../../../sandbox/http/projects.js'

describe("the demo page's ?emailCapture= option (the remote feature is the project's, so it picks a project)", () => {
  it("on and required load the sandbox project whose configuration has emailCapture on; off or nothing keep the demo's project", () => {
    expect(emailCaptureQueryOptions('?emailCapture=on')).toEqual({ projectId: 'hatch-sandbox-email-capture', options: {} })
    expect(emailCaptureQueryOptions('?testWallets=off&emailCapture=required')).toEqual({
      projectId: 'hatch-sandbox-email-capture',
      options: { required: true },
    })
    expect(emailCaptureQueryOptions('?emailCapture=off')).toEqual({ options: {} })
    expect(emailCaptureQueryOptions('?siwx=required')).toEqual({ options: {} })
  })

  it('the sandbox knows that project from the start, with emailCapture on and every other feature as the default project has it', () => {
    const projects = new ProjectStore()
    const capture = projects.get('hatch-sandbox-email-capture')
    const plain = projects.get('hatch-sandbox')
    expect(capture?.features.find((f) => f.id === 'emailCapture')?.isEnabled).toBe(true)
    expect(plain?.features.find((f) => f.id === 'emailCapture')?.isEnabled).toBe(false)
    expect(capture?.features.filter((f) => f.id !== 'emailCapture')).toEqual(plain?.features.filter((f) => f.id !== 'emailCapture'))
    projects.reset()
    expect(projects.get('hatch-sandbox-email-capture')?.features.find((f) => f.id === 'emailCapture')?.isEnabled).toBe(true)
  })

  it('refuses another value, naming the parameter', () => {
    expect(() => emailCaptureQueryOptions('?emailCapture=yes')).toThrow(
      "Demo query is invalid: emailCapture must be 'on', 'required' or 'off' (leave it out for the project's setting, off)",
    )
  })
})
