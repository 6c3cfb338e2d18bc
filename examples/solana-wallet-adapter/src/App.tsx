import { useState } from 'react'
import { useConnection, useWallet } from '@solana/wallet-adapter-react'
import { createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { LAMPORTS_PER_SOL, PublicKey, type Connection, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
import { ConnectButton } from 'hatch/react'
import { HatchWalletName } from 'hatch/solana-wallet-adapter'

/** A wallet's address: a base58 public key on the ed25519 curve (a token account can be made for it). */
const isWalletAddress = (text: string) => {
  try {
    return PublicKey.isOnCurve(new PublicKey(text).toBytes())
  } catch {
    return false
  }
}

/**
 * Polls the cluster until it confirms `signature`, or the blockhash expires: plain HTTP reads, so
 * no websocket notification can be missed.
 */
async function confirmed(connection: Connection, signature: string, lastValidBlockHeight: number, label: string): Promise<void> {
  for (;;) {
    const { value } = await connection.getSignatureStatuses([signature])
    const status = value[0]
    if (status?.err) throw new Error(`${label} failed on the cluster: ${JSON.stringify(status.err)}`)
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
    if ((await connection.getBlockHeight()) > lastValidBlockHeight) throw new Error(`${label} expired before the cluster confirmed it`)
    await new Promise((resolve) => setTimeout(resolve, 400))
  }
}

/** The app: wallet-adapter's hooks only, with Hatch's ConnectButton beside them. */
export function App({ usdc }: { usdc: { mint: string; decimals: number } }) {
  const { connection } = useConnection()
  const { wallet, publicKey, connecting, select, connect, disconnect, sendTransaction } = useWallet()
  const [to, setTo] = useState('')
  const [sent, setSent] = useState<string[]>([])
  const [error, setError] = useState<string | null>(null)

  /** Signs and sends through useWallet().sendTransaction, then waits until the cluster confirms it. */
  async function send(label: string, instructions: (owner: PublicKey, recipient: PublicKey) => TransactionInstruction[]) {
    if (!publicKey) return
    setError(null)
    try {
      const built = instructions(publicKey, new PublicKey(to))
      const latest = await connection.getLatestBlockhash()
      const transaction = new Transaction({ feePayer: publicKey, ...latest }).add(...built)
      const signature = await sendTransaction(transaction, connection)
      await confirmed(connection, signature, latest.lastValidBlockHeight, label)
      setSent((done) => [...done, `${label} confirmed: ${signature}`])
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }

  const sendSol = () =>
    send('0.5 SOL', (owner, recipient) => [SystemProgram.transfer({ fromPubkey: owner, toPubkey: recipient, lamports: LAMPORTS_PER_SOL / 2 })])

  const sendUsdc = () =>
    send('2 USDC', (owner, recipient) => {
      const mint = new PublicKey(usdc.mint)
      const source = getAssociatedTokenAddressSync(mint, owner)
      const destination = getAssociatedTokenAddressSync(mint, recipient)
      return [
        // The recipient may hold no USDC yet: its token account is created first (no-op if it exists).
        createAssociatedTokenAccountIdempotentInstruction(owner, destination, recipient, mint),
        createTransferCheckedInstruction(source, mint, destination, owner, 2n * 10n ** BigInt(usdc.decimals), usdc.decimals),
      ]
    })

  return (
    <main>
      <h1>Hatch + Solana wallet-adapter</h1>
      <ConnectButton />
      {!publicKey ? (
        <button
          type="button"
          // While wallet-adapter restores the last connection (autoConnect), its connect() does nothing.
          disabled={connecting}
          onClick={() => {
            setError(null)
            // With autoConnect on, selecting a wallet connects it: Hatch's modal opens.
            if (!wallet) select(HatchWalletName)
            else connect().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
          }}
        >
          Connect with wallet-adapter
        </button>
      ) : (
        <>
          <p>Address: {publicKey.toBase58()}</p>
          <label>
            Recipient <input value={to} onChange={(event) => setTo(event.target.value.trim())} placeholder="Solana address" />
          </label>
          <button type="button" disabled={!isWalletAddress(to)} onClick={() => void sendSol()}>
            Send 0.5 SOL
          </button>
          <button type="button" disabled={!isWalletAddress(to)} onClick={() => void sendUsdc()}>
            Send 2 USDC
          </button>
          <ul aria-label="Sent">
            {sent.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <button type="button" onClick={() => void disconnect()}>
            Disconnect with wallet-adapter
          </button>
        </>
      )}
      {error && <p role="alert">{error}</p>}
    </main>
  )
}
