import type { Address, PrivateKeyAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createApprovalPanel, type ApprovalPanel, type ApprovalPrompt } from './approvalPanel.js'
import { toHexChainId } from './chainParams.js'
import type { Hex, WalletChain, WalletMode, parseWalletConfig } from './config.js'
import { createEmitter, type ProviderEmitter } from './emitter.js'
import { disconnected, requestPending, unauthorized, userRejected } from './errors.js'
import { loadWalletState, saveWalletState } from './persistence.js'

/** One logged request, as the control surface's `requests()` returns it. */
export interface LoggedRequest {
  method: string
  params: unknown
}

/**
 * The state of one test wallet and the things its user can do: approve a site, change chain or
 * account. The EIP-1193 request handler and the test control surface both act through it, so a
 * change made from a test looks to the dapp exactly like one the user made in the wallet.
 */
export class WalletCore {
  readonly events: ProviderEmitter = createEmitter()
  readonly log: LoggedRequest[] = []
  mode: WalletMode
  chainId: number
  connected: boolean
  accounts: PrivateKeyAccount[]
  readonly chains = new Map<number, WalletChain>()
  private readonly addedChains: WalletChain[]
  private readonly panel: ApprovalPanel
  private pending = 0
  private connectPending = false

  constructor(
    readonly config: ReturnType<typeof parseWalletConfig>,
    slot: number,
  ) {
    this.mode = config.mode
    this.accounts = [privateKeyToAccount(config.privateKey)]
    for (const chain of config.chains) this.chains.set(chain.chainId, chain)
    const saved = loadWalletState(config.rdns)
    this.addedChains = saved?.addedChains ?? []
    for (const chain of this.addedChains) if (!this.chains.has(chain.chainId)) this.chains.set(chain.chainId, chain)
    // A reload keeps the chain the user was on, as an extension does; the config only sets the first one.
    this.chainId = saved && this.chains.has(saved.chainId) ? saved.chainId : config.chainId
    this.connected = saved?.connected ?? false
    this.panel = createApprovalPanel(config.name, config.icon, slot)
  }

  /** The active account (first of the exposed ones), or undefined when the wallet exposes none. */
  get activeAccount(): PrivateKeyAccount | undefined {
    return this.accounts[0]
  }

  get activeChain(): WalletChain {
    const chain = this.chains.get(this.chainId)
    if (!chain) throw new Error(`HatchTestWallet ${this.config.rdns}: active chain ${this.chainId} is unknown`)
    return chain
  }

  /** Addresses the site may see: none until it is approved. */
  visibleAddresses(): Address[] {
    return this.connected ? this.accounts.map((a) => a.address) : []
  }

  /** Number of user-action requests still waiting (in 'prompt' or 'hang' mode). */
  pendingCount(): number {
    return this.pending
  }

  /** The signer for requests that need an approved site and an account. */
  requireSigner(method: string): PrivateKeyAccount {
    const account = this.activeAccount
    if (!this.connected || !account) throw unauthorized(`${method} needs a connected account; call eth_requestAccounts first.`)
    return account
  }

  /** Plays the user for one request according to the current mode; throws 4001 when rejected. */
  async userAction(prompt: ApprovalPrompt): Promise<void> {
    switch (this.mode) {
      case 'approve':
        return
      case 'reject':
        throw userRejected()
      case 'hang':
        return this.wait(new Promise<boolean>(() => {}))
      case 'prompt':
        return this.wait(this.panel.ask(prompt))
    }
  }

  /**
   * The user closes the wallet's popup: every waiting request (prompted or hung) is rejected with
   * 4001 and the panel goes away.
   */
  dismissPending(): void {
    for (const dismiss of [...this.waiting]) dismiss()
    this.panel.clear()
  }

  private readonly waiting = new Set<() => void>()

  private wait(decision: Promise<boolean>): Promise<void> {
    this.pending++
    return new Promise<void>((resolve, reject) => {
      let settled = false
      const finish = (approved: boolean): void => {
        if (settled) return
        settled = true
        this.pending--
        this.waiting.delete(dismiss)
        if (approved) resolve()
        else reject(userRejected())
      }
      const dismiss = (): void => finish(false)
      this.waiting.add(dismiss)
      void decision.then(finish)
    })
  }

  /** eth_requestAccounts: asks the user once, then remembers the site. */
  async connect(method: string): Promise<Address[]> {
    if (this.connected && this.activeAccount) return this.visibleAddresses()
    if (this.connectPending) throw requestPending(method)
    this.connectPending = true
    try {
      await this.userAction({
        question: `Connect to ${window.location.host || window.location.origin}?`,
        details: [`Account: ${this.activeAccount?.address ?? '(none)'}`, `Network: ${this.activeChain.name} (${this.chainId})`],
      })
    } finally {
      this.connectPending = false
    }
    this.connected = true
    this.persist()
    this.events.emit('connect', { chainId: toHexChainId(this.chainId) })
    this.events.emit('accountsChanged', this.visibleAddresses())
    return this.visibleAddresses()
  }

  /** wallet_revokePermissions: the site loses access; the dapp hears accountsChanged([]). */
  revoke(): void {
    if (!this.connected) return
    this.connected = false
    this.persist()
    this.events.emit('accountsChanged', [])
  }

  /** The user disconnects the site from inside the wallet: access revoked, then 'disconnect'. */
  disconnectFromWallet(): void {
    this.revoke()
    this.events.emit('disconnect', disconnected())
  }

  /** Makes a known chain the active one, emitting chainChanged when it changes. */
  setChain(chainId: number): void {
    if (!this.chains.has(chainId)) throw new Error(`HatchTestWallet ${this.config.rdns}: chain ${chainId} is not known to the wallet`)
    if (chainId === this.chainId) return
    this.chainId = chainId
    this.persist()
    this.events.emit('chainChanged', toHexChainId(chainId))
  }

  /** Adds (or replaces) a chain the wallet knows; remembered across reloads. */
  addChain(chain: WalletChain): void {
    this.chains.set(chain.chainId, chain)
    const existing = this.addedChains.findIndex((c) => c.chainId === chain.chainId)
    if (existing >= 0) this.addedChains.splice(existing, 1)
    this.addedChains.push(chain)
    this.persist()
  }

  /** Replaces the exposed accounts (first is active), emitting accountsChanged when the site is approved. */
  setAccounts(keysOrAddresses: readonly string[]): void {
    const next = keysOrAddresses.map((entry) => this.accountFor(entry))
    this.accounts = next
    if (this.connected) this.events.emit('accountsChanged', this.visibleAddresses())
  }

  private readonly knownAccounts = new Map<string, PrivateKeyAccount>()

  private accountFor(entry: string): PrivateKeyAccount {
    for (const account of this.accounts) this.knownAccounts.set(account.address.toLowerCase(), account)
    if (/^0x[0-9a-fA-F]{64}$/.test(entry)) {
      const account = privateKeyToAccount(entry as Hex)
      this.knownAccounts.set(account.address.toLowerCase(), account)
      return account
    }
    const known = this.knownAccounts.get(entry.toLowerCase())
    if (!known) {
      throw new Error(
        `HatchTestWallet ${this.config.rdns}: setAccounts got "${entry}", which is neither a 32-byte private key nor the address of an account the wallet already holds`,
      )
    }
    return known
  }

  private persist(): void {
    saveWalletState(this.config.rdns, { connected: this.connected, chainId: this.chainId, addedChains: this.addedChains })
  }
}
