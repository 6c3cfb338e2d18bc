/** What a code request started: a code is on its way, or this browser must first be approved from the e-mail. */
export type LoginStep =
  { action: 'VERIFY_OTP'; /** When a new code may be asked for (epoch ms). */ resendAt?: number } | { action: 'VERIFY_DEVICE' } | { action: 'CONNECT' }

/** The connected embedded account. */
export interface EmbeddedUser {
  email: string | null
  /** The EVM address. */
  address: string
}

/** A browser that holds a share of the account's key, as Account → Devices lists it. */
export interface EmbeddedDevice {
  id: string
  /** Named from its user agent ("Chrome on Linux"). */
  browser: string
  /** Epoch ms. */
  firstUsedAt: number
  /** Epoch ms of its last proven call to the secure site. */
  lastUsedAt: number
  /** Whether it is this browser. */
  current: boolean
}

/** The account after a passkey login. */
export interface PasskeyUser extends EmbeddedUser {
  /** The passkey was just created, with a new account. */
  newUser: boolean
  /** This browser was new to an account that has keys: the passkey approved it, and it now holds its own share. */
  newDevice: boolean
}

/** A provider of the popup sign-in (spec §5: google, github, apple, facebook, x, discord); Farcaster has its own flow. */
export type SocialProviderId = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'

/** The account after a social sign-in: who signed in, with which provider, under which handle (as the provider gave it). */
export interface SocialUser extends EmbeddedUser {
  provider: SocialProviderId | 'farcaster'
  username: string | null
}

/**
 * The embedded wallet's calls beyond an adapter runtime's capabilities: the e-mail login and
 * e-mail change of spec §2 (EmailLogin, UpdateEmailWallet). Reached with
 * `ctx.getService('embeddedWallet')` when the `embedded()` adapter is registered. Every call
 * talks to the secure frame (injected on first use) and rejects with a HatchError whose
 * `shortMessage` is the text to show (catalogue codes: INVALID_EMAIL, OTP_INVALID, EMAIL_COOLDOWN …).
 */
export interface EmbeddedWalletService {
  /** Asks the secure site to e-mail a login code to `email` (or, for a new browser of an existing account, an approval link). */
  requestCode(email: string): Promise<LoginStep>
  /** Resolves once this browser was approved from the e-mailed link; the login code is then on its way. */
  waitForDeviceApproval(): Promise<void>
  /**
   * Checks the code; on success the account is connected on every namespace the embedded wallet
   * serves and the host configured (the active one last, so it stays active).
   */
  verifyCode(otp: string): Promise<EmbeddedUser>
  /** Starts an e-mail change: a code goes to the current address. */
  updateEmail(email: string): Promise<void>
  /** The code sent to the current address; then a code goes to the new one. */
  verifyPrimaryCode(otp: string): Promise<void>
  /** The code sent to the new address; the account now uses it (also in the Account state). */
  verifySecondaryCode(otp: string): Promise<{ email: string }>
  /** The signed-in account, or undefined when the frame has no session. */
  getUser(): Promise<EmbeddedUser | undefined>
  /**
   * Ends the session on the secure site (the kernel's disconnect calls it, capped at 3 s). With
   * `everywhere`, the secure site ends every session of the account, on every device ("Sign out
   * everywhere" in the Account view).
   */
  signOut(options?: { everywhere?: boolean }): Promise<void>
  /** Aborts the signing and sending requests waiting for an approval (the visitor left ApproveTransaction). */
  abortPending(): void
  /** The secure frame's iframe once injected (ApproveTransaction shows it over the modal). */
  frame(): HTMLIFrameElement | undefined
  /**
   * Calls `listener` with each height (CSS pixels) the frame's approval prompt says it needs at
   * its current width, so ApproveTransaction gives the frame room for the whole prompt; returns
   * the function that stops it.
   */
  onPromptHeight(listener: (height: number) => void): () => void
  /** Whether a signing or sending request waits for the visitor's approval inside the frame. */
  hasPendingApproval(): boolean
  /** `providers` without those this browser hides (spec §5 messaging-app rule), in their order. */
  visibleSocials<P extends string>(providers: readonly P[]): P[]
  /**
   * Social login (docs/socials.md). Call it in the visitor's click: it opens the 600 by 800 popup
   * on the secure origin before anything awaits. Rejects with 'Failed to initiate social
   * connection' (no popup, no flow), 'Popup closed' (checked every 1 s), or the secure site's
   * error (SOCIAL_LOGIN_DENIED …). On success the account is connected like after an e-mail login
   * and the provider and username are kept in storage.
   */
  connectSocial(provider: SocialProviderId): Promise<SocialUser>
  /** Begins a Sign In With Farcaster: the url ConnectingFarcaster shows as a QR code and link (also `account.farcasterUrl`). */
  farcasterUrl(): Promise<string>
  /** Waits until the visitor approved the request in their Farcaster app; then connects as {@link connectSocial} does. */
  connectFarcaster(): Promise<SocialUser>
  /** Spec §2, going back from ConnectingFarcaster while not connected: clears the url and reloads the frame after 100 ms. */
  cancelFarcaster(): void
  /**
   * Shows the account's private key of `namespace` inside the secure frame (ApproveTransaction
   * titled "Export Private Key"), after the visitor approves the export there: EVM as 0x-hex, Solana
   * as the base58 secret key Phantom and Solflare import. The page never receives it; resolves once
   * the frame hid it again (Done, or after 60 s).
   */
  exportKey(namespace: 'eip155' | 'solana'): Promise<void>
  /**
   * Account → Two-step verification: the frame turns the second factor on (QR code, a first code,
   * the recovery codes, all inside the frame) or shows it on with "Turn off".
   */
  twoStep(): Promise<void>
  /** The browsers that hold a share of the account's key, most recently used first (this one marked `current`). */
  devices(): Promise<EmbeddedDevice[]>
  /**
   * Removes the browser `deviceId` from the account, or every browser but this one (no
   * `deviceId`), once the visitor approves it inside the frame (ApproveTransaction shows it). Its
   * sessions end and its share stops working at once: its next request fails with
   * DEVICE_REMOVED, and it must be approved again as a new device. Resolves with how many went.
   */
  removeDevices(deviceId?: string): Promise<number>
  /**
   * Spec §4, §6: makes the EOA or its smart account (docs/smart-accounts.md) the active EVM
   * account, kept as the preferred account type; the Account state then shows that address and
   * its balance. `smartAccount` needs a smart-account-enabled network (SMART_ACCOUNT_NOT_ENABLED).
   */
  setAccountType(type: 'eoa' | 'smartAccount'): Promise<void>
  /**
   * Passkey login (issue 31): the secure frame shows "Continue with a passkey" (show the frame while
   * this waits: hatch/plugins/passkey's ConnectPasskey does), where the visitor signs in with a
   * passkey of the secure site or creates one for a new account; the browser's passkey dialog opens
   * from the frame's button (or a secure window where the page does not let the frame show it).
   * Resolves once logged in, the account connected as after an e-mail login. A browser new to an
   * account with keys is approved by the passkey. `abortPending()` ends the wait.
   */
  connectPasskey(): Promise<PasskeyUser>
  /** Shows "Add a passkey" in the secure frame for the signed-in account; resolves with its passkey count once saved (also `account.user.passkeys`). */
  addPasskey(): Promise<number>
  /**
   * Shows the secure frame (once injected) exactly over `target`, a view's box, following it until
   * the returned function hides the frame again: for a view that shows the frame's own prompt
   * (hatch/plugins/passkey's ConnectPasskey and AddPasskey).
   */
  showFrameOver(target: HTMLElement): () => void
}
