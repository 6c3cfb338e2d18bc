/**
 * The embedded wallet's connection in the matrix: the demo page (its secure site on another origin,
 * a companion test wallet for multi-wallet), an e-mail login with the code read from the sandbox
 * mailbox page, and approvals given inside the secure frame.
 */
import type { Browser } from 'playwright-core'
import { expect } from 'vitest'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { approveInFrame, freshEmail, logIn } from '../email/emailStack.js'
import { freshAccount, walletFor } from '../evm/evmStack.js'
import { evmNetwork } from './chainChecks.js'
import { demoField, demoUrl } from './matrixPage.js'

export function embeddedMatrix(label: string, companionNetworks: readonly ('Hatch Mainnet' | 'Hatch Layer')[] = ['Hatch Mainnet', 'Hatch Layer']) {
  let browser: Browser | undefined
  let opened: OpenedPage | undefined
  const companion = freshAccount()
  const email = freshEmail(`matrix-${label}`)
  const url = demoUrl()
  let address = ''
  const page = () => {
    if (!opened) throw new Error('embeddedMatrix: start() first')
    return opened.page
  }
  return {
    companion: { name: 'Matrix Companion Wallet', address: companion.address },
    url,
    siwxUrl: demoUrl({ siwx: 'optional' }),
    async start() {
      browser = await launchBrowser()
      opened = await openPage(browser, url, {
        wallets: [
          walletFor(companion, {
            name: 'Matrix Companion Wallet',
            rdns: `io.hatch.e2e.matrix.companion-${label}`,
            networks: companionNetworks.map((name) => evmNetwork(name)),
          }),
        ],
      })
    },
    page,
    /** Logs in by e-mail (the code from the mailbox page); resolves connected, remembering the EVM address. */
    async logIn() {
      await logIn(page(), email)
      address = await demoField(page(), 'Address')
      return address
    },
    address: () => address,
    approve: (heading: string) => () => approveInFrame(page(), heading),
    async stop() {
      expect(opened?.offHostRequests ?? []).toEqual([])
      await opened?.close()
      await browser?.close()
    },
  }
}
