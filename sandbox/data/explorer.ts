import type { DataState } from './state.js'
import { HttpError, type SandboxResponse } from '../http/response.js'

const escape = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A bare block-explorer page (the networks' `blockExplorers.default.url` points here), so
 * "view on explorer" links open something on 127.0.0.1 instead of an outside host.
 */
export async function explorerPage(state: DataState, chainId: number, kind: string | undefined, value: string | undefined): Promise<SandboxResponse> {
  const network = state.networks.find((n) => n.id === chainId)
  if (!network) throw new HttpError(404, `No sandbox chain with id ${chainId}`)
  let detail = ''
  if (kind === 'tx' && value) {
    const rpc = network.rpcUrls.default.http[0] as string
    const call = async (method: string): Promise<unknown> => {
      const res = await fetch(rpc, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [value] }),
      })
      return ((await res.json()) as { result?: unknown }).result ?? null
    }
    const [tx, receipt] = await Promise.all([call('eth_getTransactionByHash'), call('eth_getTransactionReceipt')])
    detail = `<h2>Transaction ${escape(value)}</h2><pre>${escape(JSON.stringify({ tx, receipt }, null, 2))}</pre>`
  } else if (kind === 'address' && value) {
    detail = `<h2>Address ${escape(value)}</h2>`
  }
  return {
    status: 200,
    contentType: 'text/html; charset=utf-8',
    raw: `<!doctype html><title>${escape(network.name)} explorer</title><h1>${escape(network.name)} (chain ${chainId})</h1>${detail}`,
  }
}
