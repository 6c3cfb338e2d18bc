import { SocialButtons } from './SocialButtons.js'

/**
 * The plugin's three views load from this module as one chunk (see the descriptor): Farcaster's is
 * reached only from these buttons, and a file each cost a chunk each (gzip per file, an import each).
 */
export { default as ConnectingFarcasterView } from './ConnectingFarcasterView.js'

/** ConnectSocials: the social buttons on their own (`hatch.open({ view: 'ConnectSocials' })`). */
export default function ConnectSocialsView() {
  return <SocialButtons headingLevel={2} />
}

/** The social buttons inline on the Connect view (the plugin's `connectMethods` section). */
export function SocialSection() {
  return <SocialButtons />
}
