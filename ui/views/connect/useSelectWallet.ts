import { useCallback } from 'react'
import { useHatch } from '../../hooks/useHatch.js'
import { useTranslator } from '../../hooks/useTranslator.js'
import { HatchError, isHatchError } from '../../../kernel/errors/HatchError.js'
import { showToast } from '../../toasts/showToast.js'
import type { WalletEntry } from './connectOrdering.js'
import { isViewReachable } from './isViewReachable.js'

/**
 * What choosing a wallet does: navigate to the connecting view (`ConnectingWalletConnect` for a
 * wallet-connect connector, else `ConnectingExternal`) with `{ connectorId, namespace }`; when no
 * such view is registered, connect directly and report the outcome as a toast.
 */
export function useSelectWallet(): (entry: WalletEntry) => void {
  const hatch = useHatch()
  const translator = useTranslator()
  return useCallback(
    (entry: WalletEntry) => {
      const { ctx, params } = { ctx: hatch.context, params: { connectorId: entry.id, namespace: entry.connector.chain } }
      const targets =
        entry.connector.type === 'WALLET_CONNECT' ? (['ConnectingWalletConnect', 'ConnectingExternal'] as const) : (['ConnectingExternal'] as const)
      const view = targets.find((id) => isViewReachable(ctx, id))
      if (view) {
        ctx.router.push(view, params)
        return
      }
      showToast(hatch, 'loading', { messageId: 'connect.connectingToast', message: translator.t('connect.connectingToast') })
      hatch.connect(params).then(
        () => {
          showToast(hatch, 'success', { messageId: 'connect.connectedToast', message: translator.t('connect.connectedToast') })
          hatch.close()
        },
        // The kernel wraps unknown failures as FAILED_TO_CONNECT; the region shows the code's text.
        (error: unknown) => showToast(hatch, 'error', isHatchError(error) ? error : new HatchError('FAILED_TO_CONNECT', { cause: error })),
      )
    },
    [hatch, translator],
  )
}
