import { useEffect, useState } from 'react'
import { useConnection, useWallet } from '@solana/wallet-adapter-react'
import { createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
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

/** The app: wallet-adapter's hooks only, with Hatch's ConnectButton beside them. */
export function App({ usdc }: { usdc: { mint: string; decimals: number } }) {
  const { connection } = useConnection()
  const { wallet, publicKey, select, connect, disconnect, sendTransaction } = useWallet()
  const [connectAsked, setConnectAsked] = useState(false)
  const [to, setTo] = useState('')
  const [sent, setSent] = useState<string[]>([])
  const [error, setError] = useState<string | null>(null)

  // select() takes effect on the next render: connect() (which opens Hatch's modal) waits for it.
  useEffect(() => {
    if (!connectAsked || !wallet) return
    setConnectAsked(false)
    connect().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
  }, [connectAsked, wallet, connect])

  /** Signs and sends through useWallet().sendTransaction, then waits until the cluster confirms it. */
  async function send(label: string, instructions: TransactionInstruction[]) {
    if (!publicKey) return
    setError(null)
    try {
      const latest = await connection.getLatestBlockhash()
      const transaction = new Transaction({ feePayer: publicKey, ...latest }).add(...instructions)
      const signature = await sendTransaction(transaction, connection)
      const { value } = await connection.confirmTransaction({ signature, ...latest }, 'confirmed')
      if (value.err) throw new Error(`${label} failed on the cluster: ${JSON.stringify(value.err)}`)
      setSent((done) => [...done, `${label} confirmed: ${signature}`])
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }

  const sendSol = () =>
    publicKey && send('0.5 SOL', [SystemProgram.transfer({ fromPubkey: publicKey, toPubkey: new PublicKey(to), lamports: LAMPORTS_PER_SOL / 2 })])

  function sendUsdc() {
    if (!publicKey) return
    const mint = new PublicKey(usdc.mint)
    const recipient = new PublicKey(to)
    const source = getAssociatedTokenAddressSync(mint, publicKey)
    const destination = getAssociatedTokenAddressSync(mint, recipient)
    void send('2 USDC', [
      // The recipient may hold no USDC yet: its token account is created first (no-op if it exists).
      createAssociatedTokenAccountIdempotentInstruction(publicKey, destination, recipient, mint),
      createTransferCheckedInstruction(source, mint, destination, publicKey, 2n * 10n ** BigInt(usdc.decimals), usdc.decimals),
    ])
  }

  return (
    <main>
      <h1>Hatch + Solana wallet-adapter</h1>
      <ConnectButton />
      {!publicKey ? (
        <button
          type="button"
          onClick={() => {
            setError(null)
            if (wallet?.adapter.name !== HatchWalletName) select(HatchWalletName)
            setConnectAsked(true)
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
          <button type="button" disabled={!isWalletAddress(to)} onClick={sendUsdc}>
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
