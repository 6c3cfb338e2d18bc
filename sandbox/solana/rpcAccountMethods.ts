import { PublicKey } from '@solana/web3.js'
import type { Account } from 'litesvm/dist/internal.js'
import * as v from 'valibot'
import { encodeBase58 } from './base58.js'
import { AccountEncodingSchema, PubkeySchema, config, parseParams, withContext, type RpcMethod } from './rpcParams.js'
import { SolanaRpcError, type SolanaLedger } from './solanaLedger.js'
import { parseMint, parseTokenAccount } from './tokenAccounts.js'

type Encoding = 'base64' | 'base58' | 'jsonParsed'

// Solana reports rent-exempt accounts with rentEpoch u64::MAX; a JSON number read as a double
// (what web3.js does) holds it as 2^64, the nearest double, which is what this sends.
const RENT_EXEMPT_EPOCH = Number(2n ** 64n - 1n)

/** Renders an account as the RPC does for the requested encoding. */
export function renderAccount(ledger: SolanaLedger, address: PublicKey, account: Account | null, encoding: Encoding) {
  if (!account) return null
  const raw = account.data()
  let data: unknown = [Buffer.from(raw).toString('base64'), 'base64']
  if (encoding === 'base58') {
    if (raw.length > 128) throw new SolanaRpcError(-32600, 'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.')
    data = [encodeBase58(raw), 'base58']
  }
  if (encoding === 'jsonParsed') {
    const parsed = parseTokenAccount(address, account, ledger.mintDecimals) ?? parseMint(address, account)
    if (parsed) data = { program: parsed.program, parsed: parsed.parsed, space: parsed.space }
  }
  return {
    data,
    executable: account.executable(),
    lamports: Number(account.lamports()),
    owner: new PublicKey(account.owner()).toBase58(),
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: raw.length,
  }
}

const EncodingConfig = config({ encoding: AccountEncodingSchema })

const TokenFilterSchema = v.union([v.object({ mint: PubkeySchema }), v.object({ programId: PubkeySchema })], 'filter must be { mint } or { programId }')

/** Account, balance and SPL token reads. */
export function accountMethods(ledger: SolanaLedger): Record<string, RpcMethod> {
  return {
    getBalance(params) {
      const [address] = parseParams('getBalance', v.tuple([PubkeySchema]), params.slice(0, 1))
      return withContext(ledger, ledger.balance(address))
    },
    getAccountInfo(params) {
      const [address, cfg] = parseParams('getAccountInfo', v.tuple([PubkeySchema, EncodingConfig]), params)
      return withContext(ledger, renderAccount(ledger, address, ledger.account(address), cfg.encoding))
    },
    getMultipleAccounts(params) {
      const [addresses, cfg] = parseParams(
        'getMultipleAccounts',
        v.tuple([v.pipe(v.array(PubkeySchema), v.maxLength(100, 'at most 100 accounts per request')), EncodingConfig]),
        params,
      )
      return withContext(
        ledger,
        addresses.map((a) => renderAccount(ledger, a, ledger.account(a), cfg.encoding)),
      )
    },
    getMinimumBalanceForRentExemption(params) {
      const [size] = parseParams(
        'getMinimumBalanceForRentExemption',
        v.tuple([v.pipe(v.number('expected a data length'), v.integer(), v.minValue(0), v.maxValue(10 * 1024 * 1024))]),
        params.slice(0, 1),
      )
      return Number(ledger.svm.minimumBalanceForRentExemption(BigInt(size)))
    },
    getTokenAccountsByOwner(params) {
      const [owner, filter, cfg] = parseParams('getTokenAccountsByOwner', v.tuple([PubkeySchema, TokenFilterSchema, EncodingConfig]), params)
      const value = ledger
        .tokenAccounts()
        .filter(({ parsed }) => parsed.token.owner.equals(owner))
        .filter(({ parsed }) => ('mint' in filter ? parsed.token.mint.equals(filter.mint) : parsed.programId.equals(filter.programId)))
        .map(({ address, account }) => ({
          pubkey: address.toBase58(),
          account: renderAccount(ledger, address, account, cfg.encoding),
        }))
      return withContext(ledger, value)
    },
    getTokenAccountBalance(params) {
      const [address] = parseParams('getTokenAccountBalance', v.tuple([PubkeySchema]), params.slice(0, 1))
      const account = ledger.account(address)
      const parsed = account && parseTokenAccount(address, account, ledger.mintDecimals)
      if (!parsed) throw new SolanaRpcError(-32602, `Invalid param: ${address.toBase58()} is not a Token account`)
      return withContext(ledger, parsed.parsed.info.tokenAmount)
    },
    getTokenSupply(params) {
      const [address] = parseParams('getTokenSupply', v.tuple([PubkeySchema]), params.slice(0, 1))
      const account = ledger.account(address)
      const parsed = account && parseMint(address, account)
      if (!parsed) throw new SolanaRpcError(-32602, `Invalid param: ${address.toBase58()} is not a Token mint`)
      const { supply, decimals } = parsed.parsed.info
      const ui = Number(supply) / 10 ** decimals
      return withContext(ledger, { amount: supply, decimals, uiAmount: ui, uiAmountString: String(ui) })
    },
  }
}
