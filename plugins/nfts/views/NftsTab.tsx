import { useCallback, useEffect, useRef } from 'react'
import type { AccountTabProps, CaipNetwork, HatchState } from '../../../kernel/index.js'
import { useHatch, useHatchState, useMessages, usePluginState } from '../../../ui/index.js'
import { Button } from '../../../ui/primitives/index.js'
import type { NftsController } from '../controller.js'
import { nftsMessages } from '../messages.js'
import { targetKey } from '../state.js'
import { NftCard } from './NftCard.js'
import { styles } from './nftsStyles.js'

/**
 * The controller's factory, loaded from here (see the descriptor): only the NFTs tab starts the
 * controller, so the two and the texts both read are one chunk rather than three.
 */
export { createNftsController } from '../controller.js'

/** Cards whose pictures load at once: the first three rows of the two-column grid. */
const EAGER_IMAGES = 6

/**
 * The Account view's NFTs tab: a grid of the account's NFTs on the current network (spam-flagged
 * ones are never in the slice), "No NFTs yet" when there are none, and "Failed to fetch NFTs" with
 * the cause and Try again when the data service fails.
 */
export default function NftsTab({ namespace, address }: AccountTabProps) {
  const say = useMessages(nftsMessages)
  const hatch = useHatch()
  // Only hooks the page already loads for the connect button (useHatch, useHatchState): every
  // other hook a plugin view imports moves before the button, onto the descriptor's 1 KiB budget.
  const caipNetwork = useHatchState((state: HatchState): CaipNetwork | undefined => state.chains[namespace]?.network.caipNetwork)
  const caipNetworkId = caipNetwork?.caipNetworkId
  const slice = usePluginState('nfts', (s) => s)
  // The controller runs while the gate is on (the tab only shows then); calls wait for it to start.
  // It rejects only when the feature was just switched off, which removes this tab too: nothing to show.
  const withController = useCallback(
    (use: (c: NftsController) => Promise<void>) => void hatch.context.plugins.controller('nfts').then(use, () => undefined),
    [hatch],
  )

  useEffect(() => {
    if (caipNetworkId) withController((c) => c.show({ address, caipNetworkId }))
  }, [withController, address, caipNetworkId])

  // Until the controller has taken up this account, what the slice holds belongs to another one.
  const status = caipNetworkId && slice.target === targetKey(caipNetworkId, address) ? slice.status : 'loading'
  const box = useRef<HTMLDivElement>(null)
  const retried = useRef(false)
  useEffect(() => {
    if (!retried.current || status === 'loading') return
    retried.current = false
    // After Try again the button is gone: focus goes to the answer, or back to the button if it failed again.
    if (status === 'error') box.current?.querySelector('button')?.focus()
    else box.current?.focus()
  }, [status])

  return (
    <div ref={box} tabIndex={-1} style={styles.box}>
      {content()}
    </div>
  )

  function content() {
    if (!caipNetworkId) return <p style={styles.muted}>{say('nfts.noNetwork')}</p>
    if (status === 'error') {
      return (
        <div style={styles.failure}>
          <div role="alert">
            <p style={styles.error}>{say('nfts.failed')}</p>
            {slice.error?.detail ? <p style={styles.muted}>{slice.error.detail}</p> : null}
          </div>
          <Button
            variant="secondary"
            onClick={() => {
              retried.current = true
              withController((c) => c.retry())
            }}
          >
            {say('nfts.retry')}
          </Button>
        </div>
      )
    }
    if (status !== 'ready') {
      return (
        <p role="status" style={styles.muted}>
          {say('nfts.loading')}
        </p>
      )
    }
    if (slice.nfts.length === 0) {
      return (
        <>
          <p className="empty">{say('nfts.empty')}</p>
          <p style={styles.muted}>{say('nfts.emptyNote', { network: caipNetwork?.name ?? caipNetworkId })}</p>
        </>
      )
    }
    return (
      <ul aria-label={say('nfts.listLabel')} style={styles.grid}>
        {slice.nfts.map((nft, index) => (
          <NftCard key={`${nft.collection.address}:${nft.tokenId}`} nft={nft} noImageText={say('nfts.noImage')} eager={index < EAGER_IMAGES} />
        ))}
      </ul>
    )
  }
}
