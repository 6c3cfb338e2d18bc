import type { SandboxPorts } from './startSandbox.js'

/** Default ports of `npm start` (fixed so bookmarks and wallet network settings keep working). */
export const CLI_DEFAULT_PORTS = {
  demo: 4300,
  catalogue: 4301,
  data: 4302,
  analytics: 4303,
  admin: 4304,
  relay: 4305,
  phoneWallet: 4306,
  chains: [8545, 8546, 8547],
} as const

/** Parsed command line. */
export interface CliOptions {
  ports: SandboxPorts
  demo: boolean
  help: boolean
  /** Where state that survives a restart (registered names) is kept. */
  dataDir: string
}

/** Default of `--data-dir` (relative to the working directory; git ignores it). */
export const CLI_DEFAULT_DATA_DIR = '.sandbox-state'

/** The `--help` text. */
export const CLI_USAGE = `Usage: npm start -- [options]

Starts the Hatch sandbox (local chains, services, demo page) on 127.0.0.1 until Ctrl-C.

Options (each also settable by the environment variable shown):
  --demo-port <n>        HATCH_DEMO_PORT        default ${CLI_DEFAULT_PORTS.demo}
  --catalogue-port <n>   HATCH_CATALOGUE_PORT   default ${CLI_DEFAULT_PORTS.catalogue}
  --data-port <n>        HATCH_DATA_PORT        default ${CLI_DEFAULT_PORTS.data}
  --analytics-port <n>   HATCH_ANALYTICS_PORT   default ${CLI_DEFAULT_PORTS.analytics}
  --admin-port <n>       HATCH_ADMIN_PORT       default ${CLI_DEFAULT_PORTS.admin}
  --relay-port <n>       HATCH_RELAY_PORT       default ${CLI_DEFAULT_PORTS.relay}
  --phone-wallet-port <n> HATCH_PHONE_WALLET_PORT default ${CLI_DEFAULT_PORTS.phoneWallet}
  --chain-ports <a,b,c>  HATCH_CHAIN_PORTS      default ${CLI_DEFAULT_PORTS.chains.join(',')}
  --random-ports         HATCH_RANDOM_PORTS=1   let the OS pick every port (0)
  --data-dir <path>      HATCH_DATA_DIR         default ${CLI_DEFAULT_DATA_DIR} (registered names, kept across restarts)
  --no-demo              do not start the demo page (nor the phone wallet page)
  --help                 show this text
A port of 0 lets the OS pick a free port.`

const SINGLE = ['demo', 'catalogue', 'data', 'analytics', 'admin', 'relay', 'phoneWallet'] as const

/** `phoneWallet` -> `phone-wallet` (flag stem); upper-cased with `_` for the variable. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

function parsePort(value: string, what: string): number {
  if (!/^\d+$/.test(value) || Number(value) > 65535) throw new Error(`${what} must be a port number from 0 to 65535, got '${value}'`)
  return Number(value)
}

/**
 * Reads ports from flags, then environment variables, then {@link CLI_DEFAULT_PORTS}.
 * Throws naming the flag or variable that was wrong.
 */
export function parseCliArgs(argv: readonly string[], env: NodeJS.ProcessEnv): CliOptions {
  const flags = new Map<string, string>()
  let demo = true
  let help = false
  let random = env.HATCH_RANDOM_PORTS === '1'
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--help' || arg === '-h') help = true
    else if (arg === '--no-demo') demo = false
    else if (arg === '--random-ports') random = true
    else if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined]
      const known = [...SINGLE.map((s) => `${kebab(s)}-port`), 'chain-ports', 'data-dir']
      if (!known.includes(name)) throw new Error(`Unknown option '${arg}'. Run with --help for the list.`)
      const value = inline ?? argv[++i]
      if (value === undefined) throw new Error(`Option --${name} needs a value`)
      flags.set(name, value)
    } else throw new Error(`Unexpected argument '${arg}'. Run with --help for the list.`)
  }
  const ports: SandboxPorts = {}
  for (const name of SINGLE) {
    const envName = `HATCH_${kebab(name).replace(/-/g, '_').toUpperCase()}_PORT`
    const flag = flags.get(`${kebab(name)}-port`)
    const fromEnv = env[envName]
    ports[name] = flag !== undefined ? parsePort(flag, `--${kebab(name)}-port`) : fromEnv ? parsePort(fromEnv, envName) : random ? 0 : CLI_DEFAULT_PORTS[name]
  }
  const chainFlag = flags.get('chain-ports') ?? env.HATCH_CHAIN_PORTS
  if (chainFlag !== undefined) {
    const list = chainFlag.split(',').map((p) => parsePort(p.trim(), '--chain-ports / HATCH_CHAIN_PORTS'))
    if (list.length !== 3) throw new Error(`--chain-ports / HATCH_CHAIN_PORTS needs 3 ports (one per chain), got ${list.length}`)
    ports.chains = list
  } else ports.chains = random ? [0, 0, 0] : [...CLI_DEFAULT_PORTS.chains]
  const dataDir = flags.get('data-dir') ?? (env.HATCH_DATA_DIR || CLI_DEFAULT_DATA_DIR)
  if (dataDir.trim() === '') throw new Error('--data-dir needs a directory path')
  return { ports, demo, help, dataDir }
}
