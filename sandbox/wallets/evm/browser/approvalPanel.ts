/** What the approval panel shows for one request. */
export interface ApprovalPrompt {
  /** Question after the wallet name, e.g. "Connect to 127.0.0.1:5173?". */
  question: string
  /** Lines of detail: message text, recipient and amount, chain id ... */
  details: string[]
}

/** The in-page stand-in for an extension popup: one queue of prompts for one wallet. */
export interface ApprovalPanel {
  /** Shows the prompt (after any earlier ones) and resolves true on Approve, false on Reject. */
  ask(prompt: ApprovalPrompt): Promise<boolean>
  /** Answers every queued prompt with Reject and removes the panel. */
  clear(): void
}

const CSS = `
:host { all: initial; }
.panel { position: fixed; width: 320px; box-sizing: border-box; padding: 14px 16px; border-radius: 12px;
  background: #15171c; color: #f2f3f5; font: 14px/1.4 system-ui, sans-serif; z-index: 2147483647;
  box-shadow: 0 8px 32px rgba(0,0,0,.45); border: 1px solid #3a3f4b; }
.brand { display: flex; align-items: center; gap: 8px; margin: 0 0 6px; font-size: 12px; color: #aab0bc; }
.brand img { width: 20px; height: 20px; border-radius: 4px; }
h2 { font-size: 15px; margin: 0 0 8px; overflow-wrap: anywhere; }
ul { margin: 0 0 12px; padding-left: 18px; max-height: 120px; overflow: auto; font-size: 12px; overflow-wrap: anywhere; }
.actions { display: flex; gap: 8px; justify-content: flex-end; }
button { font: inherit; padding: 6px 14px; border-radius: 8px; border: 1px solid #4b5262; cursor: pointer; background: #252932; color: inherit; }
button.approve { background: #2f6fed; border-color: #2f6fed; color: #fff; }
button:focus-visible { outline: 2px solid #9cc0ff; outline-offset: 2px; }
`

// Each installed wallet takes its own corner so two panels never cover each other.
const CORNERS = [
  { right: '16px', bottom: '16px' },
  { left: '16px', bottom: '16px' },
  { right: '16px', top: '16px' },
  { left: '16px', top: '16px' },
] as const

/**
 * Creates the approval panel of one wallet. Its host element is appended to `<html>` (not `<body>`)
 * in an open shadow root, so page styles cannot reach it and a modal that makes `<body>`'s children
 * inert still leaves it clickable, as a real extension popup would be. Nothing is added to the page
 * until the first prompt.
 */
export function createApprovalPanel(walletName: string, walletIcon: string, slot: number): ApprovalPanel {
  const queue: { prompt: ApprovalPrompt; settle: (approved: boolean) => void }[] = []
  let host: HTMLElement | undefined

  function render(): void {
    const current = queue[0]
    if (!current) {
      host?.remove()
      host = undefined
      return
    }
    if (!host) {
      host = document.createElement('hatch-test-wallet-panel')
      host.setAttribute('data-wallet', walletName)
      const root = host.attachShadow({ mode: 'open' })
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(CSS)
      // Constructable stylesheets keep working under a strict style-src CSP, unlike <style>.
      root.adoptedStyleSheets = [sheet]
      document.documentElement.append(host)
    }
    const root = host.shadowRoot
    if (!root) return
    root.replaceChildren(buildPanel(current.prompt, current.settle))
  }

  function buildPanel(prompt: ApprovalPrompt, settle: (approved: boolean) => void): HTMLElement {
    const id = `hatch-test-wallet-${slot}`
    const panel = document.createElement('div')
    panel.className = 'panel'
    panel.setAttribute('role', 'dialog')
    panel.setAttribute('aria-labelledby', `${id}-title`)
    panel.setAttribute('aria-describedby', `${id}-details`)
    Object.assign(panel.style, CORNERS[slot % CORNERS.length])

    const brand = document.createElement('p')
    brand.className = 'brand'
    const icon = document.createElement('img')
    icon.src = walletIcon
    icon.alt = ''
    brand.append(icon, `${walletName} · ${queue.length} pending`)

    const title = document.createElement('h2')
    title.id = `${id}-title`
    title.textContent = `${walletName} — ${prompt.question}`

    const details = document.createElement('ul')
    details.id = `${id}-details`
    for (const line of prompt.details) {
      const item = document.createElement('li')
      item.textContent = line
      details.append(item)
    }

    const reject = document.createElement('button')
    reject.type = 'button'
    reject.textContent = 'Reject'
    reject.addEventListener('click', () => decide(false))
    const approve = document.createElement('button')
    approve.type = 'button'
    approve.className = 'approve'
    approve.textContent = 'Approve'
    approve.addEventListener('click', () => decide(true))
    const actions = document.createElement('div')
    actions.className = 'actions'
    actions.append(reject, approve)

    function decide(approved: boolean): void {
      queue.shift()
      settle(approved)
      render()
    }

    panel.append(brand, title, details, actions)
    return panel
  }

  return {
    ask(prompt) {
      return new Promise<boolean>((settle) => {
        queue.push({ prompt, settle })
        render()
      })
    },
    clear() {
      for (const entry of queue.splice(0)) entry.settle(false)
      render()
    },
  }
}
