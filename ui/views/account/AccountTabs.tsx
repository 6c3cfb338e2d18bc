import { Suspense, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react'
import type { AccountTabProps, RegisteredContribution } from '../../../kernel/contracts/extensions.js'
import type { ChainNamespace } from '../../../kernel/types/chain.js'
import { useLocale } from '../../hooks/useLocale.js'
import { useTranslator } from '../../hooks/useTranslator.js'
import { usePreloaded, type Preloadable } from '../../provider/preloadable.js'
import { ViewErrorBoundary } from '../../modal/ViewErrorBoundary.js'
import { contributedPanel } from './contributedPanel.js'
import { styles } from './viewStyles.js'
import { useMessages } from '../../hooks/useMessages.js'
import { accountMessages } from './messages.js'

/** Props of {@link AccountTabs}. */
export interface AccountTabsProps {
  namespace: ChainNamespace
  address: string
  /** The shell's own Tokens panel, always the first tab. */
  tokens: ReactNode
  /** Tabs plugins contribute (NFTs, Activity …), already filtered and ordered. */
  contributed: ReadonlyArray<RegisteredContribution<'accountTabs'>>
}

/**
 * The Account view's tabs (spec §2: Tokens, NFTs, Activity): a WAI-ARIA tablist with roving focus
 * (Left/Right/Home/End). A contributed panel loads when its tab is first selected.
 */
export function AccountTabs({ namespace, address, tokens, contributed }: AccountTabsProps) {
  const { t, maybe } = useTranslator()
  const say = useMessages(accountMessages)
  const { dir } = useLocale()
  const tabs = [
    { id: 'tokens', label: say('account.tabTokens') },
    ...contributed.map((c) => ({ id: c.id, label: maybe(`extension.accountTabs.${c.id}`) ?? c.label })),
  ]
  const [chosen, setChosen] = useState('tokens')
  const selected = tabs.some((tab) => tab.id === chosen) ? chosen : 'tokens'
  const refs = useRef(new Map<string, HTMLButtonElement>())

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected)
    // Arrows follow what the visitor sees: right to left, the next tab is on the left.
    const [forward, backward] = dir === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft']
    const next = { [forward]: index + 1, [backward]: index - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const target = tabs[(next + tabs.length) % tabs.length]
    if (!target) return
    setChosen(target.id)
    refs.current.get(target.id)?.focus()
  }

  const tab = contributed.find((c) => c.id === selected)
  const Panel = tab ? contributedPanel(tab) : undefined
  return (
    <>
      <div role="tablist" aria-label={say('account.tabsLabel')} style={styles.tabs}>
        {tabs.map((item) => (
          <button
            key={item.id}
            ref={(el) => void (el ? refs.current.set(item.id, el) : refs.current.delete(item.id))}
            type="button"
            role="tab"
            id={`hatch-tab-${item.id}`}
            aria-selected={item.id === selected}
            aria-controls={`hatch-panel-${item.id}`}
            tabIndex={item.id === selected ? 0 : -1}
            style={item.id === selected ? styles.tab : styles.tabIdle}
            onClick={() => setChosen(item.id)}
            // On each tab, not the tablist: only the tabs take focus (roving), so keys come from them.
            onKeyDown={onKeyDown}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`hatch-panel-${selected}`} aria-labelledby={`hatch-tab-${selected}`}>
        {Panel ? (
          <ViewErrorBoundary
            key={selected}
            fallback={() => (
              <p role="alert" style={styles.error}>
                {t('modal.viewFailed')}
              </p>
            )}
          >
            <TabPanel panel={Panel} namespace={namespace} address={address} />
          </ViewErrorBoundary>
        ) : (
          tokens
        )}
      </div>
    </>
  )
}

/** A contributed tab's panel: "Loading…" until its module arrives, then the panel in the same frame (no Suspense reveal throttle). */
function TabPanel({ panel, ...props }: AccountTabProps & { panel: Preloadable<ComponentType<AccountTabProps>> }) {
  const { t } = useTranslator()
  const Panel = usePreloaded(panel)
  const loading = (
    <p role="status" style={styles.muted}>
      {t('modal.loadingView')}
    </p>
  )
  if (!Panel) return loading
  return (
    <Suspense fallback={loading}>
      <Panel {...props} />
    </Suspense>
  )
}
