import { CLI_USAGE, parseCliArgs } from './cliArgs.js'
import { startSandbox, type Sandbox } from './startSandbox.js'
import { providerUrlKey, SANDBOX_SOCIAL_PROVIDERS } from './oauth/index.js'

/**
 * `npm start`: starts the sandbox, prints where everything is, and stops every process on
 * Ctrl-C or SIGTERM.
 */
async function main(): Promise<void> {
  let options
  try {
    options = parseCliArgs(process.argv.slice(2), process.env)
  } catch (error) {
    console.error(`hatch sandbox: ${(error as Error).message}`)
    process.exitCode = 2
    return
  }
  if (options.help) return void console.log(CLI_USAGE)

  const started = Date.now()
  // eslint-disable-next-line prefer-const -- assigned once the sandbox has started; shutdown() reads it before that (a signal while starting)
  let sandbox: Sandbox | undefined
  let stopping = false
  const shutdown = (signal: string): void => {
    if (stopping) {
      console.error(`hatch sandbox: ${signal} again, exiting now`)
      process.exit(1)
    }
    stopping = true
    console.log(`\nhatch sandbox: ${signal} received, stopping...`)
    void (sandbox?.stop() ?? Promise.resolve()).then(() => {
      console.log('hatch sandbox: stopped')
      process.exit(0)
    })
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))

  sandbox = await startSandbox({ ports: options.ports, demo: options.demo, phoneWallet: options.demo, dataDir: options.dataDir })
  if (stopping) return // a signal arrived while starting: shutdown() stops it
  const lines = [
    `Hatch sandbox ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    ...(sandbox.urls.demo ? [`Hatch demo: ${sandbox.urls.demo}/`] : []),
    ...(sandbox.urls.demo ? [`Hatch without React (<hatch-button>, plain HTML): ${sandbox.urls.demo}/plain`] : []),
    ...(sandbox.urls.phoneWallet ? [`Phone wallet: ${sandbox.urls.phoneWallet}/`] : []),
    ...(sandbox.urls.mailbox ? [`Mailbox (e-mail codes): ${sandbox.urls.mailbox}/`] : []),
    ...(sandbox.urls.exchangeAccount ? [`Exchange account (pay): ${sandbox.urls.exchangeAccount}/pay`] : []),
    ...(sandbox.urls.oauthGoogle
      ? [`Sign-in providers (social login): ${SANDBOX_SOCIAL_PROVIDERS.map((p) => `${p} ${sandbox?.urls[providerUrlKey(p)]}`).join(', ')}`]
      : []),
    ...(sandbox.urls.farcaster ? [`Farcaster app (open the modal's link here): ${sandbox.urls.farcaster}`] : []),
    `  project id   ${sandbox.projectId}`,
    ...Object.entries(sandbox.urls)
      .filter(([name]) => name !== 'demo' && name !== 'phoneWallet' && name !== 'mailbox')
      .map(([name, url]) => `  ${name.padEnd(12)} ${url}`),
    ...sandbox.networks.map((n) => `  chain        ${n.name} (${n.caipNetworkId}${n.testnet ? ', testnet' : ''}) ${n.rpcUrls.default.http[0]}`),
    `  data dir     ${options.dataDir} (registered names, sign-in sessions)`,
    `  accounts     ${sandbox.accounts.length} funded (anvil mnemonic); first ${sandbox.accounts[0]?.address}`,
    'Press Ctrl-C to stop.',
  ]
  console.log(lines.join('\n'))
  if (sandbox.demoBuildError) console.error(`hatch sandbox: the demo app failed to build; the page shows:\n${sandbox.demoBuildError}`)
  if (sandbox.phoneWalletBuildError) console.error(`hatch sandbox: the phone wallet app failed to build; the page shows:\n${sandbox.phoneWalletBuildError}`)
}

main().catch((error: unknown) => {
  console.error(`hatch sandbox failed to start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
