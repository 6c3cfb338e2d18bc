import {
  InstructionErrorBorshIo,
  InstructionErrorCustom,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
  type FailedTransactionMetadata,
} from 'litesvm/dist/internal.js'

// Names of LiteSVM's numeric enums, in declaration order (they are `const enum`s in its typings,
// so no runtime object exists). They are the names Solana's RPC puts in `err`.
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

/** A transaction error in the JSON form Solana's RPC uses (`"AlreadyProcessed"`, `{ InstructionError: [0, { Custom: 1 }] }`). */
export type TransactionErrorJson = string | Record<string, unknown>

/** A failure with its JSON form and the sentence a validator prints for it. */
export interface DescribedError {
  json: TransactionErrorJson
  message: string
  /** Name of the top-level error, e.g. `SignatureFailure`. */
  kind: string
}

const MESSAGES: Record<string, string> = {
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  MissingSignatureForFee: 'Transaction did not pass signature verification',
}

/** Turns LiteSVM's failure into Solana's wire form and message. */
export function describeFailure(failed: FailedTransactionMetadata): DescribedError {
  const err = failed.err()
  if (typeof err === 'number') {
    const name = TRANSACTION_ERRORS[err] ?? `TransactionError${err}`
    return { json: name, message: MESSAGES[name] ?? name, kind: name }
  }
  if (err instanceof TransactionErrorInstructionError) {
    const inner = err.err()
    let json: unknown
    let text: string
    if (typeof inner === 'number') {
      json = INSTRUCTION_ERRORS[inner] ?? `InstructionError${inner}`
      text = String(json)
    } else if (inner instanceof InstructionErrorCustom) {
      json = { Custom: inner.code }
      text = `custom program error: 0x${inner.code.toString(16)}`
    } else if (inner instanceof InstructionErrorBorshIo) {
      json = { BorshIoError: inner.msg }
      text = `Failed to serialize or deserialize account data: ${inner.msg}`
    } else {
      json = 'GenericError'
      text = 'generic instruction error'
    }
    return {
      json: { InstructionError: [err.index, json] },
      message: `Error processing Instruction ${err.index}: ${text}`,
      kind: 'InstructionError',
    }
  }
  if (err instanceof TransactionErrorDuplicateInstruction) {
    return { json: { DuplicateInstruction: err.index }, message: `Transaction contains a duplicate instruction (${err.index})`, kind: 'DuplicateInstruction' }
  }
  if (err instanceof TransactionErrorInsufficientFundsForRent) {
    return {
      json: { InsufficientFundsForRent: { account_index: err.accountIndex } },
      message: `Transaction results in an account (${err.accountIndex}) with insufficient funds for rent`,
      kind: 'InsufficientFundsForRent',
    }
  }
  if (err instanceof TransactionErrorProgramExecutionTemporarilyRestricted) {
    return {
      json: { ProgramExecutionTemporarilyRestricted: { account_index: err.accountIndex } },
      message: `Execution of the program referenced by account at index ${err.accountIndex} is temporarily restricted.`,
      kind: 'ProgramExecutionTemporarilyRestricted',
    }
  }
  return { json: 'GenericError', message: failed.toString(), kind: 'GenericError' }
}

/** A JSON form built from a name only, for failures the stand-in detects itself. */
export function namedFailure(name: (typeof TRANSACTION_ERRORS)[number]): DescribedError {
  return { json: name, message: MESSAGES[name] ?? name, kind: name }
}
