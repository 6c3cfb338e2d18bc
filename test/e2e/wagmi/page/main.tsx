/**
 * A dapp built on wagmi hooks alone (WagmiProvider + QueryClientProvider), with Hatch as its
 * connector (`hatch/wagmi`; Hatch connects announced wallets, WalletConnect sessions and, given a
 * secure site, the e-mail embedded wallet) and
 * Hatch's own ConnectButton beside it. The test drives it by role and
 * visible text.
 */
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { defineChain, encodeFunctionData, erc20Abi, formatUnits, http, isAddress, type Address } from 'viem'
import {
  createConfig,
  useBalance,
  useCapabilities,
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
  useSendCalls,
  useSignMessage,
  useSignTypedData,
  useWaitForCallsStatus,
  useWaitForTransactionReceipt,
  useWriteContract,
  WagmiProvider,
} from 'wagmi'
import { createHatch, type CaipNetwork } from 'hatch'
import { ConnectButton, HatchProvider } from 'hatch/react'
import { evm } from 'hatch/adapters/evm'
import { walletConnect } from 'hatch/adapters/walletconnect'
import { embedded } from 'hatch/adapters/embedded'
import { email } from 'hatch/plugins/email'
import { hatchConnector } from 'hatch/wagmi'
import { permitTypedData, type TestPageConfig } from './typedData.js'

const page = (window as unknown as { __HATCH_PAGE__: TestPageConfig }).__HATCH_PAGE__
const networks = page.networks
const hatch = createHatch({
  projectId: page.projectId,
  networks: networks as unknown as CaipNetwork[],
  // WalletConnect only through the sandbox relay.
  adapters: [
    evm(),
    ...(page.relayUrl ? [walletConnect({ relayUrl: page.relayUrl, storagePrefix: 'hatch-wagmi-test' })] : []),
    ...(page.secureSiteUrl ? [embedded({ secureSiteUrl: page.secureSiteUrl })] : []),
  ],
  plugins: page.secureSiteUrl ? [email()] : [],
  endpoints: page.endpoints,
})
const chains = networks.map((n) => defineChain({ id: n.id, name: n.name, nativeCurrency: n.nativeCurrency, rpcUrls: n.rpcUrls }))
const config = createConfig({
  chains: chains as [(typeof chains)[number], ...typeof chains],
  connectors: [hatchConnector(hatch)],
  transports: Object.fromEntries(chains.map((c) => [c.id, http(c.rpcUrls.default.http[0])])),
  // Hatch's modal is the one connect UI: wagmi lists no EIP-6963 wallet of its own.
  multiInjectedProviderDiscovery: false,
})
const queryClient = new QueryClient()
const recipient = new URLSearchParams(location.search).get('to') ?? ''
/** The second recipient of the batch (`?to2=`). */
const secondRecipient = new URLSearchParams(location.search).get('to2') ?? ''

const message = (error: Error | null) => (error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : undefined)

function Account() {
  const { status, address, chainId } = useConnection()
  const connectors = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  const hatchConnector = connectors.find((c) => c.id === 'hatch')
  return (
    <section aria-label="wagmi account">
      <p>wagmi status: {status}</p>
      <p>wagmi address: {address ?? '—'}</p>
      <p>wagmi chain: {chainId ?? '—'}</p>
      {status === 'connected' ? (
        <button type="button" onClick={() => disconnect.mutate()}>
          Disconnect with wagmi
        </button>
      ) : (
        <button type="button" disabled={!hatchConnector} onClick={() => hatchConnector && connect.mutate({ connector: hatchConnector })}>
          Connect with wagmi
        </button>
      )}
      {connect.error && <p role="alert">Connect failed: {message(connect.error)}</p>}
    </section>
  )
}

function Balance({ address }: { address: Address }) {
  const balance = useBalance({ address })
  return (
    <section aria-label="Balance">
      <p>
        Balance:{' '}
        {balance.data ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}` : balance.error ? message(balance.error) : 'loading'}
      </p>
      <button type="button" onClick={() => void balance.refetch()}>
        Refresh balance
      </button>
    </section>
  )
}

function SignMessage() {
  const sign = useSignMessage()
  return (
    <section aria-label="Message">
      <button type="button" onClick={() => sign.mutate({ message: 'Hello from the wagmi dapp' })}>
        Sign message
      </button>
      {sign.data && <p>Message signature: {sign.data}</p>}
      {sign.error && <p role="alert">Signing failed: {message(sign.error)}</p>}
    </section>
  )
}

function SignTypedData({ address, chainId }: { address: Address; chainId: number }) {
  const sign = useSignTypedData()
  const usdc = networks.find((n) => n.id === chainId)?.contracts.usdc.address
  if (!usdc) return null
  return (
    <section aria-label="Typed data">
      <button type="button" onClick={() => sign.mutate(permitTypedData(chainId, usdc, address))}>
        Sign typed data
      </button>
      {sign.data && <p>Typed data signature: {sign.data}</p>}
      {sign.error && <p role="alert">Signing failed: {message(sign.error)}</p>}
    </section>
  )
}

function Transfer({ chainId }: { chainId: number }) {
  const write = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash: write.data })
  const usdc = networks.find((n) => n.id === chainId)?.contracts.usdc
  const [asked, setAsked] = useState(false)
  if (!usdc || !isAddress(recipient)) return null
  return (
    <section aria-label="Transfer">
      <button
        type="button"
        onClick={() => {
          setAsked(true)
          write.mutate({ address: usdc.address, abi: erc20Abi, functionName: 'transfer', args: [recipient, 1_500_000n] })
        }}
      >
        Send 1.5 USDC
      </button>
      {asked && write.data && <p>Transfer sent: {write.data}</p>}
      {receipt.data && (
        <p>
          Transfer {receipt.data.status} in block {receipt.data.blockNumber.toString()}
        </p>
      )}
      {write.error && <p role="alert">Transfer failed: {message(write.error)}</p>}
    </section>
  )
}

/** EIP-5792 through wagmi: the wallet's atomic capability, then two USDC transfers as one atomic batch (useSendCalls), and its status. */
function Batch({ address, chainId }: { address: Address; chainId: number }) {
  const capabilities = useCapabilities({ account: address, chainId })
  const send = useSendCalls()
  const status = useWaitForCallsStatus({ id: send.data?.id })
  const usdc = networks.find((n) => n.id === chainId)?.contracts.usdc
  if (!usdc || !isAddress(recipient) || !isAddress(secondRecipient)) return null
  const transfer = (to: Address, units: bigint) => ({
    to: usdc.address,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, units] }),
  })
  return (
    <section aria-label="Batch">
      <p>
        Atomic batches:{' '}
        {capabilities.data ? (capabilities.data.atomic?.status ?? 'not reported') : capabilities.error ? message(capabilities.error) : 'loading'}
      </p>
      <button type="button" onClick={() => send.mutate({ calls: [transfer(recipient, 1_000_000n), transfer(secondRecipient, 2_000_000n)], forceAtomic: true })}>
        Send 1 and 2 USDC in one batch
      </button>
      {send.data && <p>Batch id: {send.data.id}</p>}
      {status.data && (
        <p>
          Batch {status.data.status}, atomic {String(status.data.atomic)}, {status.data.receipts?.length ?? 0} transaction(s):{' '}
          {status.data.receipts?.map((r) => r.transactionHash).join(' ')}
        </p>
      )}
      {(send.error ?? status.error) && (
        <p role="alert">
          Batch failed: {message(send.error ?? status.error)} {(send.error as { details?: string } | null)?.details}
        </p>
      )}
    </section>
  )
}

function Dapp() {
  const { address, chainId, status } = useConnection()
  return (
    <main>
      <h1>wagmi dapp</h1>
      <ConnectButton />
      <Account />
      {status === 'connected' && address && chainId !== undefined && (
        <>
          <Balance address={address} />
          <SignMessage />
          <SignTypedData address={address} chainId={chainId} />
          <Transfer chainId={chainId} />
          <Batch address={address} chainId={chainId} />
        </>
      )}
    </main>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('the wagmi page has no #root')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <HatchProvider hatch={hatch}>
          <Dapp />
        </HatchProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
