import { useHatchState, useMessages } from '../../../ui/index.js'
import { ConnectFirst } from '../../../ui/primitives/index.js'
import { activityTarget } from '../controller.js'
import { activityMessages } from '../messages.js'
import ActivityTab from './ActivityTab.js'

/** The Account tab, loaded from here (see the descriptor) so the tab and this view are one chunk rather than two. */
export { ActivityTab }

/**
 * Activity as a view (`hatch.open({ view: 'activity/list' })`, spec §2 "Feature views"): the same
 * list as the Account tab, for the active account and network.
 */
export default function ActivityView() {
  const say = useMessages(activityMessages)
  const target = useHatchState(activityTarget, (a, b) => a?.address === b?.address && a?.caipNetworkId === b?.caipNetworkId)
  const namespace = useHatchState((state) => state.activeNamespace)
  if (!target || !namespace) {
    return <ConnectFirst text={say('activity.notConnected')} />
  }
  return <ActivityTab namespace={namespace} address={target.address} />
}
