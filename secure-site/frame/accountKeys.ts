import { createKey, deviceAddress, enrolDevice } from './keyShares.js'
import type { FrameStorage } from './frameStorage.js'
import type { SiteApi } from './siteApi.js'

/**
 * After a login (e-mail code or social provider): a new account gets an EVM key and a Solana key,
 * each made and split here; a browser this account has not seen, once approved (from the mailbox,
 * or by the social provider's sign-in), receives the recovery pair once (to a call signed with its
 * device key, never the first browser's server share), rebuilds each key and re-splits it: its own
 * share here, its own server half there.
 */
export async function setUpAccountKeys(api: SiteApi, storage: FrameStorage, userId: string): Promise<void> {
  // The account's addresses first (always answered): a new account has none, and asking for its
  // server share would only get a 404 logged in the visitor's console.
  const existing = (await api.accounts()).find((account) => account.namespace === 'eip155')
  if (!existing) {
    for (const namespace of ['eip155', 'solana'] as const) {
      const created = await createKey(storage, userId, namespace)
      await api.saveKey(namespace, created)
    }
  } else if ((await deviceAddress(storage, userId)) !== existing.address) {
    // The recovery pair comes once, to this proven browser.
    for (const recovery of await api.recoveryShares()) {
      await enrolDevice(storage, userId, recovery.address, recovery.recoveryShare, recovery.serverShare, recovery.namespace, (share) =>
        api.saveDeviceShare(recovery.namespace, recovery.address, share),
      )
    }
  }
}
