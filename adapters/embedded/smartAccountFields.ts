import type { EvmAccountType } from './smartAccountSync.js'

/** What the Account state records of the embedded EVM account types (spec §3 user.accounts, smartAccountDeployed, preferredAccountType). */
export interface EvmAccountFields {
  accounts: { type: EvmAccountType; address: string }[]
  smartAccountDeployed?: boolean
  preferredAccountType?: EvmAccountType
}

/** The fields of a GET_USER answer; on a network without smart accounts only the EOA is listed. */
export function evmAccountFields(user: {
  accounts: { type: EvmAccountType; address: string }[]
  smartAccountDeployed?: boolean
  preferredAccountType?: EvmAccountType
}): EvmAccountFields {
  return {
    accounts: user.accounts.map(({ type, address }) => ({ type, address })),
    ...(user.smartAccountDeployed !== undefined ? { smartAccountDeployed: user.smartAccountDeployed } : {}),
    ...(user.preferredAccountType ? { preferredAccountType: user.preferredAccountType } : {}),
  }
}
