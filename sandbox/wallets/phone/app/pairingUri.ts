import * as v from 'valibot'

const PairingUri = v.pipe(
  v.string('The WalletConnect URI must be text'),
  v.trim(),
  v.nonEmpty('Paste a WalletConnect URI first'),
  v.startsWith('wc:', "The WalletConnect URI must start with 'wc:'"),
  v.regex(/^wc:[0-9a-f]{64}@2\?/, 'The WalletConnect URI must look like wc:<64 hex topic>@2?… (WalletConnect v2)'),
  v.regex(/[?&]symKey=[0-9a-f]{64}(&|$)/, 'The WalletConnect URI has no symKey=<64 hex> parameter'),
  v.regex(/[?&]relay-protocol=irn(&|$)/, 'The WalletConnect URI has no relay-protocol=irn parameter'),
)

/** Validates a pasted `wc:` uri; throws an Error naming what is wrong with it. */
export function parsePairingUri(input: unknown): string {
  const parsed = v.safeParse(PairingUri, input)
  if (!parsed.success) throw new Error(parsed.issues[0].message)
  return parsed.output
}
