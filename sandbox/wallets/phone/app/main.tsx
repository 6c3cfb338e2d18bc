import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { parsePhoneWalletConfig } from '../config.js'
import { App } from './App.js'
import { PhoneWalletController } from './walletController.js'

/** Entry of the phone wallet page: validate the injected config, render, connect to the relay. */
function start(): void {
  const root = document.getElementById('root')
  if (!root) throw new Error('The phone wallet page has no #root element')
  let config
  try {
    config = parsePhoneWalletConfig((globalThis as { __HATCH_PHONE_WALLET__?: unknown }).__HATCH_PHONE_WALLET__)
  } catch (error) {
    root.innerHTML = '<p role="alert"></p>'
    ;(root.firstChild as HTMLElement).textContent = String(error)
    return
  }
  const wallet = new PhoneWalletController(config)
  createRoot(root).render(
    <StrictMode>
      <App config={config} wallet={wallet} />
    </StrictMode>,
  )
  void wallet.start()
}

start()
