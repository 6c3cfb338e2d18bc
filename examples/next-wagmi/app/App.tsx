'use client'
import { useState } from 'react'
import { erc20Abi, formatUnits, isAddress, parseUnits, type Address } from 'viem'
import { useBalance, useConnect, useConnection, useConnectors, useDisconnect, useSignTypedData, useWaitForTransactionReceipt, useWriteContract } from 'wagmi'
import { ConnectButton } from 'hatch/react'

const errorText = (error: Error | null) => (error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : null)

/** The app: wagmi hooks only, with Hatch's ConnectButton beside them. */
export function App({ usdc }: { usdc: Record<number, Address> }) {
  const { status, address, chainId } = useConnection()
  const connectors = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  const balance = useBalance({ address })
  const sign = useSignTypedData()
  const write = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash: write.data })
  const [to, setTo] = useState('')
  const token = chainId === undefined ? undefined : usdc[chainId]

  return (
    <main>
      <h1>Hatch + wagmi</h1>
      <ConnectButton />
      <p>Status: {status}</p>
      {status !== 'connected' || !address || !token ? (
        <button type="button" onClick={() => connectors[0] && connect.mutate({ connector: connectors[0] })}>
          Connect with wagmi
        </button>
      ) : (
        <>
          <p>Address: {address}</p>
          <p>Balance: {balance.data ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}` : '…'}</p>
          <button
            type="button"
            onClick={() =>
              sign.mutate({
                domain: { name: 'Hatch example', version: '1', chainId, verifyingContract: token },
                types: {
                  Greeting: [
                    { name: 'from', type: 'address' },
                    { name: 'text', type: 'string' },
                  ],
                },
                primaryType: 'Greeting',
                message: { from: address, text: 'Hello from wagmi' },
              })
            }
          >
            Sign typed data
          </button>
          {sign.data && <p>Signature: {sign.data}</p>}
          <label>
            Send 1 USDC to <input value={to} onChange={(event) => setTo(event.target.value)} placeholder="0x…" />
          </label>
          <button
            type="button"
            disabled={!isAddress(to)}
            onClick={() => write.mutate({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to as Address, parseUnits('1', 6)] })}
          >
            Send
          </button>
          {receipt.data && (
            <p>
              Transfer {receipt.data.status} in block {receipt.data.blockNumber.toString()}
            </p>
          )}
          <button type="button" onClick={() => disconnect.mutate()}>
            Disconnect with wagmi
          </button>
        </>
      )}
      {[connect.error, sign.error, write.error]
        .map((error) => errorText(error))
        .filter(Boolean)
        .map((text) => (
          <p role="alert" key={text}>
            {text}
          </p>
        ))}
    </main>
  )
}
