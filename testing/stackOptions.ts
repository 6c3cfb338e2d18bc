import * as v from 'valibot'
import { HatchTestingError } from './errors.js'

const flag = (name: string) => v.optional(v.boolean(`${name} must be true or false`))
/** The message of a strict object's issue: an unknown key, or not an object at all. */
const unknownOption =
  (what: string) =>
  (issue: v.StrictObjectIssue): string =>
    issue.expected === 'never' ? `is not an option of ${what}` : `${what} must be an object`
const port = v.pipe(v.number('a port must be a number'), v.integer('a port must be an integer'), v.minValue(0), v.maxValue(65_535))

/** What {@link startStack} starts. Every part is off unless named, except the EVM chains. */
export const StackOptionsSchema = v.strictObject(
  {
    /** Local chains: `evm` (three anvil nodes with USDC, NFTs and an AMM; default true), `solana`, `bitcoin` (default false). */
    chains: v.optional(v.strictObject({ evm: flag('chains.evm'), solana: flag('chains.solana'), bitcoin: flag('chains.bitcoin') }, unknownOption('chains'))),
    /** The WalletConnect relay and the phone wallet page on it (default false). */
    walletConnect: flag('walletConnect'),
    /** The SMTP server and mailbox page (default false; on when `secureSite` is given). */
    mailbox: flag('mailbox'),
    /** The embedded wallet's secure site, for the app pages at these origins (e-mail login). */
    secureSite: v.optional(
      v.strictObject(
        {
          origins: v.pipe(
            v.array(v.pipe(v.string(), v.url('secureSite.origins must be origins such as http://127.0.0.1:5173')), 'secureSite.origins must be an array'),
            v.minLength(1, 'secureSite.origins must name at least one origin'),
          ),
          /**
           * Passkey login too (default false): passkeys are bound to `http://localhost:<port>`
           * (browsers bind them to a host name, never an IP address), the same secure site by another
           * name, where the frame opens its passkey window (docs/testing-your-app.md).
           */
          passkeys: flag('secureSite.passkeys'),
        },
        unknownOption('secureSite'),
      ),
    ),
    /** The sandbox OAuth providers and Farcaster relay (social logins through the secure site; default false). */
    oauth: flag('oauth'),
    /** Services beyond catalogue, data, analytics and admin (which always start): each default false, all need EVM. */
    services: v.optional(
      v.strictObject(
        { bundler: flag('services.bundler'), onramp: flag('services.onramp'), exchangeAccount: flag('services.exchangeAccount') },
        unknownOption('services'),
      ),
    ),
    /** Fixed ports by service name (catalogue, data, admin, relay, mailbox, secureSite ...); absent = any free port. */
    ports: v.optional(v.record(v.string(), v.union([port, v.array(port)]), 'ports must map service names to ports')),
    /** Directory for names and sessions that survive a restart (default: a temporary one removed on stop). */
    dataDir: v.optional(v.pipe(v.string(), v.nonEmpty('dataDir must not be empty'))),
  },
  unknownOption('options'),
)

/** Options of {@link startStack}. */
export type StackOptions = v.InferInput<typeof StackOptionsSchema>

/** Validates `input`, throwing `TESTING_INVALID_OPTIONS` naming every wrong field. */
export function parseStackOptions(input: unknown): v.InferOutput<typeof StackOptionsSchema> {
  const result = v.safeParse(StackOptionsSchema, input ?? {})
  if (result.success) return result.output
  const problems = result.issues.map((issue) => {
    const path = v.getDotPath(issue)
    return path ? `${path}: ${issue.message}` : issue.message
  })
  throw new HatchTestingError('TESTING_INVALID_OPTIONS', { fn: 'startStack', problems: problems.join('; ') })
}
