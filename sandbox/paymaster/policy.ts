import { decodeFunctionData, parseAbi, type Hex } from 'viem'

/** What a project's sponsorship allows (docs/smart-accounts.md "Sponsored gas"). */
export interface PaymasterPolicy {
  /** The contracts an operation may call; any other target (an ETH transfer to a person, too) is not sponsored. */
  allowedContracts: readonly Hex[]
  /** The most the project sponsors per UTC day, in wei of the operations' maximum gas cost. */
  dailyCapWei: bigint
}

/** The account calls a sponsored operation may make (HatchSmartAccount's BaseAccount `execute` / `executeBatch`). */
const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
])

/** The contracts `callData` calls, or undefined when it is not an execute / executeBatch of the account. */
export function callTargets(callData: Hex): Hex[] | undefined {
  try {
    const decoded = decodeFunctionData({ abi: accountAbi, data: callData })
    if (decoded.functionName === 'execute') return [decoded.args[0]]
    return decoded.args[0].map((call) => call.target)
  } catch {
    return undefined
  }
}

/** A refusal the service answers as its JSON-RPC error. */
export class SponsorshipRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SponsorshipRefused'
  }
}

/** The UTC day of `ms`, e.g. `2026-11-29`. */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * Per-project sponsorship: which calls, and how much gas per UTC day (by the injected clock `now`,
 * so tests move the day without waiting). `reserve` counts a signed sponsorship's maximum cost
 * against the day's cap: a real service cannot know what an operation will actually spend when it
 * signs, so it counts the most it may.
 */
export function policyBook(options: { projects: Readonly<Record<string, PaymasterPolicy>>; now: () => number }) {
  const spent = new Map<string, bigint>()
  const key = (projectId: string) => `${projectId} ${dayOf(options.now())}`
  const policyOf = (projectId: string | undefined): PaymasterPolicy => {
    const policy = projectId === undefined ? undefined : options.projects[projectId]
    if (!policy) throw new SponsorshipRefused(`project ${projectId ?? '(none)'} has no sponsorship`)
    return policy
  }

  /** Refuses (SponsorshipRefused) calls outside the project's policy or an operation over what is left of its cap. */
  function check(projectId: string | undefined, callData: Hex, maxCost: bigint): void {
    const policy = policyOf(projectId)
    const targets = callTargets(callData)
    if (!targets) throw new SponsorshipRefused('the operation is not a call of the smart account')
    const allowed = new Set(policy.allowedContracts.map((a) => a.toLowerCase()))
    const outside = targets.find((t) => !allowed.has(t.toLowerCase()))
    if (outside) throw new SponsorshipRefused(`calls to ${outside} are not sponsored`)
    const left = policy.dailyCapWei - (spent.get(key(projectId as string)) ?? 0n)
    if (left <= 0n || maxCost > left) throw new SponsorshipRefused("the project's daily sponsorship cap is reached")
  }

  return {
    check,
    /** Checks, then counts `maxCost` against today's cap. */
    reserve(projectId: string | undefined, callData: Hex, maxCost: bigint): void {
      check(projectId, callData, maxCost)
      const k = key(projectId as string)
      spent.set(k, (spent.get(k) ?? 0n) + maxCost)
    },
    /** Wei counted today for `projectId`. */
    spentToday: (projectId: string) => spent.get(key(projectId)) ?? 0n,
  }
}

/**
 * The sandbox project's policy: the chains' token contracts (USDC) and up to 0.05 ETH of gas a
 * day, a few dozen operations at anvil's fees.
 */
export function sandboxPaymasterPolicy(contracts: readonly { usdc: Hex }[]): PaymasterPolicy {
  return { allowedContracts: [...new Set(contracts.map((c) => c.usdc))], dailyCapWei: 5n * 10n ** 16n }
}
