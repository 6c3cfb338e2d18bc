/** The sandbox's ERC-7677 paymaster service and its HatchVerifyingPaymaster (docs/smart-accounts.md "Sponsored gas"). */
export { startPaymaster, type RunningPaymaster, type StartPaymasterOptions } from './server.js'
export { policyBook, callTargets, sandboxPaymasterPolicy, SponsorshipRefused, type PaymasterPolicy } from './policy.js'
export { paymasterAddress } from './deployPaymaster.js'
