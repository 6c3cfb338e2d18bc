import { useId, useState, useSyncExternalStore } from 'react'
import ecc from '@bitcoinerlab/secp256k1'
import { address as addressCodec, initEccLib, networks, Psbt } from 'bitcoinjs-lib'
import type { Hatch } from 'hatch'

/** The message the "Sign Bitcoin message" button asks the wallet to sign. */
export const BITCOIN_DEMO_MESSAGE = 'Hello from the Hatch demo (Bitcoin)'
/** What the demo PSBT and transfer pay to the ordinal address. */
const DEMO_SATS = 10_000n
/** Flat fee of the demo PSBT (one p2wpkh input, two outputs: about 141 vB). */
const DEMO_FEE_SATS = 1_000n

type Outcome = { label: string; text: string; error?: boolean } | undefined

/**
 * Builds a PSBT that pays {@link DEMO_SATS} from the payment address (its largest coin, read from
 * the network's Esplora API) to the ordinal address, with change back: something for the wallet to
 * sign that the backend would accept once finalized.
 */
async function demoPsbt(esploraUrl: string, payment: string, ordinal: string): Promise<string> {
  initEccLib(ecc)
  const response = await fetch(`${esploraUrl}/address/${payment}/utxo`)
  if (!response.ok) throw new Error(`Esplora answered ${response.status} for the payment address's coins`)
  const coins = (await response.json()) as { txid: string; vout: number; value: number }[]
  const coin = [...coins].sort((a, b) => b.value - a.value)[0]
  if (!coin || BigInt(coin.value) < DEMO_SATS + DEMO_FEE_SATS + 294n) throw new Error(`${payment} has no coin large enough for the demo PSBT`)
  const paymentScript = addressCodec.toOutputScript(payment, networks.regtest)
  const psbt = new Psbt({ network: networks.regtest })
  psbt.addInput({ hash: coin.txid, index: coin.vout, witnessUtxo: { script: paymentScript, value: BigInt(coin.value) } })
  psbt.addOutput({ script: addressCodec.toOutputScript(ordinal, networks.regtest), value: DEMO_SATS })
  psbt.addOutput({ script: paymentScript, value: BigInt(coin.value) - DEMO_SATS - DEMO_FEE_SATS })
  return psbt.toBase64()
}

/**
 * Demo controls for a connected Bitcoin wallet: sign a message (BIP-322), sign a PSBT, and send a
 * transfer, each through the bip122 adapter, showing what the wallet returned.
 */
export function BitcoinActions({ hatch }: { hatch: Hatch }) {
  const state = useSyncExternalStore(hatch.subscribe, hatch.getState)
  const chain = state.chains.bip122
  const connection = state.connections.find((c) => c.namespace === 'bip122' && c.connectorId === chain?.account.connectorId)
  const payment = connection?.accounts.find((a) => a.type === 'payment')?.address
  const ordinal = connection?.accounts.find((a) => a.type === 'ordinal')?.address
  const esploraUrl = chain?.network.caipNetwork?.rpcUrls.default.http[0]
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(undefined)
  const id = useId()
  if (chain?.account.status !== 'connected' || !payment) return null

  const run = async (label: string, action: () => Promise<string>) => {
    setBusy(true)
    setOutcome(undefined)
    try {
      setOutcome({ label, text: await action() })
    } catch (error) {
      setOutcome({ label: 'Bitcoin error', text: error instanceof Error ? error.message : String(error), error: true })
    } finally {
      setBusy(false)
    }
  }
  const adapter = async () => {
    await hatch.started
    return hatch.context.getAdapter('bip122')
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Bitcoin</h2>
      <p>
        Message: <q>{BITCOIN_DEMO_MESSAGE}</q>
      </p>
      <p>
        <button
          type="button"
          disabled={busy}
          onClick={() => void run('Bitcoin message signature', async () => (await adapter()).signMessage({ message: BITCOIN_DEMO_MESSAGE, address: payment }))}
        >
          Sign Bitcoin message
        </button>{' '}
        <button
          type="button"
          disabled={busy || !ordinal || !esploraUrl}
          onClick={() =>
            void run('Signed PSBT', async () => {
              const runtime = await adapter()
              const psbt = await demoPsbt(esploraUrl!.replace(/\/+$/, ''), payment, ordinal!)
              const signed = (await runtime.signPsbt?.({ psbt })) as { psbt: string } | undefined
              if (!signed) throw new Error('The Bitcoin adapter cannot sign PSBTs')
              return signed.psbt
            })
          }
        >
          Sign Bitcoin PSBT
        </button>{' '}
        <button
          type="button"
          disabled={busy || !ordinal}
          onClick={() =>
            void run('Transfer txid', async () => {
              const runtime = await adapter()
              const txid = await runtime.sendTransfer?.({ recipient: ordinal!, amount: DEMO_SATS.toString() })
              if (!txid) throw new Error('The Bitcoin adapter cannot send transfers')
              return txid
            })
          }
        >
          Send 10000 sats to the ordinal address
        </button>
      </p>
      {outcome ? (
        <p role={outcome.error ? 'alert' : 'status'}>
          {outcome.label}:{' '}
          <output aria-label={outcome.label} style={{ overflowWrap: 'anywhere' }}>
            {outcome.text}
          </output>
        </p>
      ) : null}
    </section>
  )
}
