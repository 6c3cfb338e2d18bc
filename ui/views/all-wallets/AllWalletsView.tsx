import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { useHatch } from '../../hooks/useHatch.js'
import { useTranslator } from '../../hooks/useTranslator.js'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import { showToast } from '../../toasts/showToast.js'
import { isViewReachable } from '../connect/isViewReachable.js'
import { adoptStyles } from '../../modal/adoptStyles.js'
import { allWalletsStyles } from './allWalletsStyles.js'
import type { WalletTileData } from './catalogueSchemas.js'
import { useAllWallets } from './useAllWallets.js'
import { WalletGrid } from './WalletGrid.js'
import { walletSelectionTarget } from './walletSelection.js'
import { useMessages } from '../../hooks/useMessages.js'
import { allWalletsMessages } from './messages.js'
import { prefetchAllWallets } from './prefetchAllWallets.js'

/**
 * The AllWallets view (spec §2): featured and recommended wallets first, then the catalogue in
 * pages of 40 as the visitor scrolls, and a search box. All logic lives in the controller.
 */
function AllWalletsView() {
  const hatch = useHatch()
  const { t } = useTranslator()
  const say = useMessages(allWalletsMessages)
  const { controller, state } = useAllWallets()
  // Adopted into the modal's shadow root rather than rendered as <style>: a strict CSP blocks the latter.
  const rootRef = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => adoptStyles(rootRef.current, allWalletsStyles), [])
  // The visitor came here to find a wallet: typing searches at once, without a Tab first.
  const searchRef = useRef<HTMLInputElement>(null)
  useEffect(() => searchRef.current?.focus({ preventScroll: true }), [])
  const listed = useMemo(() => {
    const seen = new Set<string>()
    return [...state.featured, ...state.recommended, ...state.wallets].filter((w) => !seen.has(w.id) && seen.add(w.id))
  }, [state.featured, state.recommended, state.wallets])
  const onEnd = useCallback(() => void controller.loadNextPage(), [controller])
  const onSelect = useCallback(
    (wallet: WalletTileData) => {
      const target = walletSelectionTarget(wallet, hatch.getState().connectors)
      // Without a WalletConnect adapter no pairing view is registered: say so instead of throwing.
      if (!isViewReachable(hatch.context, target.view)) {
        showToast(hatch, 'error', new HatchError('VIEW_NOT_REGISTERED', { params: { view: target.view } }))
        return
      }
      if (target.view === 'ConnectingExternal') hatch.context.router.push(target.view, { ...target.params })
      else hatch.context.router.push(target.view, { ...target.params })
    },
    [hatch],
  )
  const searching = state.search.query !== ''
  const installed = t('connect.walletTypeInstalled')
  return (
    <div ref={rootRef} className="aw-root" data-testid="hatch-all-wallets-view">
      <input
        ref={searchRef}
        className="aw-search"
        type="search"
        aria-label={say('allWallets.searchLabel')}
        placeholder={say('allWallets.searchPlaceholder')}
        onChange={(e) => controller.setSearch(e.currentTarget.value)}
      />
      <p className="aw-status" role="status" aria-live="polite">
        {searching
          ? state.search.status === 'ready'
            ? state.search.results.length === 0
              ? say('allWallets.noResults')
              : ''
            : state.search.status === 'error'
              ? ''
              : say('allWallets.searching')
          : state.status === 'loading'
            ? say('allWallets.loading')
            : ''}
      </p>
      {(searching ? state.search.status === 'error' : state.status === 'error') ? (
        <p className="aw-status aw-error" role="alert">
          {say('allWallets.loadFailed')}{' '}
          <button
            type="button"
            onClick={() =>
              searching ? controller.setSearch(state.search.query) : void (state.pagesLoaded === 0 ? controller.open() : controller.loadNextPage())
            }
          >
            {t('modal.retry')}
          </button>
        </p>
      ) : null}
      {searching ? (
        <WalletGrid
          key="search"
          wallets={state.search.results}
          images={controller.images}
          installedLabel={installed}
          label={say('allWallets.resultsLabel')}
          onSelect={onSelect}
        />
      ) : (
        <WalletGrid
          key="all"
          wallets={listed}
          images={controller.images}
          installedLabel={installed}
          label={say('allWallets.listLabel')}
          onSelect={onSelect}
          onEndReached={state.hasMore && state.status !== 'error' ? onEnd : undefined}
        />
      )}
    </div>
  )
}

/** The visitor's intent on the row that opens this view starts its first catalogue requests (ui/views/connect/preloadView.ts). */
export default Object.assign(AllWalletsView, { prefetch: prefetchAllWallets })
