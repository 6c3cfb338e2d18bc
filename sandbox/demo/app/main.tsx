import { StrictMode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createHatch, type CaipNetwork } from 'hatch'
import { ConnectButton, HatchProvider, useAccount, useNetwork } from 'hatch/react'
import { evm } from 'hatch/adapters/evm'
import { solana } from 'hatch/adapters/solana'
import { bitcoin } from 'hatch/adapters/bitcoin'
import { walletConnect } from 'hatch/adapters/walletconnect'
import { embedded } from 'hatch/adapters/embedded'
import { email } from 'hatch/plugins/email'
import { socials } from 'hatch/plugins/socials'
import { passkey } from 'hatch/plugins/passkey'
import { projectQuery } from './projectQuery.js'
import { embeddedQueryOptions } from './embeddedQuery.js'
import { readDemoConfig, sandboxAssetImage } from './config.js'
import { EventLog } from './EventLog.js'
import { SolanaActions } from './SolanaActions.js'
import { BitcoinActions } from './BitcoinActions.js'
import { sandboxBitcoinNetworks } from './bitcoinNetwork.js'
import { sandboxSolanaNetworks } from './solanaNetwork.js'
import { SignMessageAction } from './SignMessageAction.js'
import { walletConnectQueryOptions } from './walletConnectQuery.js'
import { siwxQueryOptions } from './siwxQuery.js'
import { emailCaptureQueryOptions, type EmailCaptureQuery } from './emailCaptureQuery.js'
import { tips } from './tips/index.js'
import { useTipsTexts } from './tips/shownLanguage.js'
import { receive } from 'hatch/plugins/receive'
import { send } from 'hatch/plugins/send'
import { activity } from 'hatch/plugins/activity'
import { nfts } from 'hatch/plugins/nfts'
import { names } from 'hatch/plugins/names'
import { siwx } from 'hatch/plugins/siwx'
import { swaps } from 'hatch/plugins/swaps'
import { onramp } from 'hatch/plugins/onramp'
import { pay, type PaymentRequest } from 'hatch/plugins/pay'
import { emailCapture } from 'hatch/plugins/email-capture'
import { demoPayment, payQueryOptions } from './payQuery.js'
import { PayAction } from './PayAction.js'
import { multiWallet } from 'hatch/plugins/multi-wallet'
import { MultiWalletActions, multiWalletQuery } from './MultiWalletActions.js'
import { LanguageSelect, localeQuery } from './LanguageSelect.js'
import { DemoModes } from './DemoModes.js'

/** Where the demo's tip jar (a host-authored plugin, docs/plugins.md) sends tips: an address no test wallet uses. */
const TIP_JAR = '0x0000000000000000000000000000000000007117'

/** The demo host site: a plain page embedding Hatch against the local sandbox. */
function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('The demo page has no #root element')
  let config
  let solanaNetworks
  let bitcoinNetworks
  let wcOptions
  let siwxOptions
  let captureQuery: EmailCaptureQuery
  let projectOverride: string | undefined
  let payOptions
  let withMultiWallet = false
  let payment: { request: PaymentRequest; label: string } | undefined
  try {
    config = readDemoConfig()
    solanaNetworks = sandboxSolanaNetworks(sandboxAssetImage(config, 'network-hatch-solana'))
    bitcoinNetworks = sandboxBitcoinNetworks(sandboxAssetImage(config, 'network-bitcoin-regtest'))
    wcOptions = walletConnectQueryOptions(location.search)
    siwxOptions = siwxQueryOptions(location.search)
    captureQuery = emailCaptureQueryOptions(location.search)
    projectOverride = projectQuery(location.search)
    payOptions = payQueryOptions(location.search)
    withMultiWallet = multiWalletQuery(location.search)
    payment = payOptions.enabled ? demoPayment(payOptions, config.networks, solanaNetworks) : undefined
  } catch (error) {
    root.textContent = String(error)
    return
  }
  let embeddedOptions
  try {
    embeddedOptions = embeddedQueryOptions(location.search, config.urls.secureSite)
  } catch (error) {
    root.textContent = String(error)
    return
  }
  const makeHatch = (locale: string | undefined) =>
    createHatch({
      // ?emailCapture=on|required: the sandbox project whose configuration has the remote emailCapture feature on.
      projectId: captureQuery.projectId ?? projectOverride ?? config.projectId,
      networks: [...(config.networks as unknown as CaipNetwork[]), ...solanaNetworks, ...bitcoinNetworks],
      // WalletConnect only through the sandbox relay and Verify service: the demo never falls back to the vendor's.
      adapters: [
        evm(),
        solana(),
        bitcoin(),
        ...(config.urls.relay
          ? [
              walletConnect({
                relayUrl: config.urls.relay,
                storagePrefix: 'hatch-demo',
                ...(config.urls.verify ? { verifyUrl: config.urls.verify } : {}),
                ...wcOptions,
              }),
            ]
          : []),
        ...(embeddedOptions ? [embedded(embeddedOptions)] : []),
      ],
      endpoints: { catalogue: config.urls.catalogue, data: config.urls.data, analytics: config.urls.analytics },
      // Swaps on the sandbox exchange's main networks; Hatch Testnet stays outside ('Network not supported for Swaps').
      plugins: [
        receive(),
        send(),
        nfts(),
        activity(),
        names(),
        swaps({ chainIds: config.networks.filter((n) => n.exchange && !n.testnet).map((n) => Number(n.id)) }),
        tips({ to: TIP_JAR }),
        siwx(),
        onramp(),
        ...(embeddedOptions ? [email(), socials(), passkey()] : []),
        emailCapture(captureQuery.options),
        ...(payOptions.enabled ? [pay({ ...(config.urls.exchangeAccount ? { exchangeUrl: config.urls.exchangeAccount } : {}) })] : []),
        multiWallet(),
      ],
      // ?pay=1 only: the pay feature turns e-mail and socials off (spec §5), which other tests need on.
      ...(payOptions.enabled ? { features: { pay: true } } : {}),
      ...siwxOptions,
      metadata: { name: 'Hatch demo', description: 'Hatch on the local sandbox', url: location.origin, icons: [] },
      // ?locale=ar: the modal's language (the Language picker changes it in place).
      ...(locale ? { locale } : {}),
    })
  const requested = localeQuery(location.search)
  createRoot(root).render(
    <StrictMode>
      <DemoRoot first={makeHatch(requested)} requested={requested} makeHatch={makeHatch} payment={payment} withMultiWallet={withMultiWallet} />
    </StrictMode>,
  )
}

/** Why an instance did not start: the catalogue's text and, for an option, which one. */
const startFailure = (error: unknown) => {
  const e = error as { shortMessage?: unknown; code?: unknown; params?: { path?: unknown } } | null
  return { text: typeof e?.shortMessage === 'string' ? e.shortMessage : String(error), option: e?.code === 'INVALID_OPTIONS' ? e.params?.path : undefined }
}

/**
 * The demo with its instance. An instance that does not start leaves the Connect button doing
 * nothing, so the failure is shown on the page (role="alert"); a refused `?locale=` names the value
 * and the demo starts again in the browser's language, so Connect works.
 */
function DemoRoot({
  first,
  requested,
  makeHatch,
  payment,
  withMultiWallet,
}: {
  first: ReturnType<typeof createHatch>
  requested: string | undefined
  makeHatch: (locale: string | undefined) => ReturnType<typeof createHatch>
  payment: { request: PaymentRequest; label: string } | undefined
  withMultiWallet: boolean
}) {
  const [hatch, setHatch] = useState(first)
  const [problem, setProblem] = useState<string | undefined>()
  const [locale, setLocale] = useState(requested)
  const tipsTexts = useTipsTexts(hatch)
  useEffect(() => {
    let current = true
    hatch.ready.catch((error: unknown) => {
      if (!current) return
      const failure = startFailure(error)
      if (failure.option === 'locale' && locale !== undefined) {
        setProblem(`The language in the address, ?locale=${locale}, cannot be used: ${failure.text}. The demo shows the browser's language instead.`)
        setLocale(undefined)
        setHatch(makeHatch(undefined))
      } else setProblem(`Hatch did not start: ${failure.text}`)
    })
    return () => {
      current = false
    }
  }, [hatch, locale, makeHatch])
  return (
    <>
      {problem ? <p role="alert">{problem}</p> : null}
      <HatchProvider key={locale ?? ''} hatch={hatch} messages={tipsTexts}>
        <Demo hatch={hatch} payment={payment} withMultiWallet={withMultiWallet} initialLocale={locale} />
      </HatchProvider>
    </>
  )
}

function Demo({
  hatch,
  payment,
  withMultiWallet = false,
  initialLocale,
}: {
  hatch: ReturnType<typeof createHatch>
  payment: { request: PaymentRequest; label: string } | undefined
  withMultiWallet?: boolean
  initialLocale: string | undefined
}) {
  const [dark, setDark] = useState(false)
  const account = useAccount()
  const network = useNetwork()
  const toggleTheme = () => {
    setDark(!dark)
    hatch.setThemeMode(dark ? 'light' : 'dark')
    document.documentElement.dataset.theme = dark ? 'light' : 'dark'
  }
  return (
    <main>
      <header className="bar">
        <h1>Hatch demo</h1>
        <ConnectButton />
      </header>
      <p>
        <button type="button" onClick={toggleTheme} aria-pressed={dark}>
          Dark theme
        </button>{' '}
        <a href="/plain">The same without React (plain HTML, &lt;hatch-button&gt;)</a>
      </p>
      <LanguageSelect hatch={hatch} initial={initialLocale} />
      <DemoModes search={location.search} />
      <dl aria-label="Connection">
        <dt>Status</dt>
        <dd>{account.status}</dd>
        <dt>Address</dt>
        <dd>{account.address ?? '—'}</dd>
        <dt>Network</dt>
        <dd>{network.caipNetwork?.name ?? '—'}</dd>
      </dl>
      <SignMessageAction hatch={hatch} />
      {payment ? <PayAction hatch={hatch} request={payment.request} label={payment.label} /> : null}
      {withMultiWallet ? <MultiWalletActions hatch={hatch} /> : null}
      <SolanaActions hatch={hatch} />
      <BitcoinActions hatch={hatch} />
      <EventLog hatch={hatch} />
    </main>
  )
}

start()
